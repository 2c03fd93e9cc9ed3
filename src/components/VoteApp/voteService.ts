import { parseVoteAnswer, type VoteAnswer } from '../../lib/vote';

/** The service answered, but not with votes: no vote service runs behind this address (a static host). */
export class VoteServiceMissingError extends Error {
  constructor(status: number) {
    super(`No vote service answers here (HTTP ${status})`);
    this.name = 'VoteServiceMissingError';
  }
}

/** The service is there but cannot take votes now (503), or refused the request with its reason. */
export class VoteServiceError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'VoteServiceError';
  }
}

async function request(apiUrl: string, init?: RequestInit): Promise<VoteAnswer> {
  const response = await fetch(apiUrl, { credentials: 'include', ...init, headers: { Accept: 'application/json', ...init?.headers } });
  const isJson = (response.headers?.get?.('content-type') ?? 'application/json').includes('json');
  if (!isJson || response.status === 404) throw new VoteServiceMissingError(response.status);
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const reason =
      data && typeof data === 'object' && 'error' in data && typeof data.error === 'string' ? data.error : `The vote service answered ${response.status}`;
    throw new VoteServiceError(response.status, reason);
  }
  return parseVoteAnswer(data);
}

export function fetchVoteCounts(apiUrl: string): Promise<VoteAnswer> {
  return request(apiUrl);
}

export function sendVote(apiUrl: string, topic: string, change: 1 | -1): Promise<VoteAnswer> {
  return request(apiUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ topic, change }) });
}
