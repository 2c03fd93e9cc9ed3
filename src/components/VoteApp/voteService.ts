import { parseVoteCounts } from '../../lib/vote';

/** The optional vote service (GATSBY_VOTE_API_URL); the request and answer shapes are in lib/vote. */
async function request(apiUrl: string, init?: RequestInit): Promise<Record<string, number>> {
  const response = await fetch(apiUrl, { ...init, headers: { Accept: 'application/json', ...init?.headers } });
  if (!response.ok) throw new Error(`The vote service answered ${response.status}`);
  return parseVoteCounts(await response.json());
}

export function fetchVoteCounts(apiUrl: string): Promise<Record<string, number>> {
  return request(apiUrl);
}

export function sendVote(apiUrl: string, topic: string, change: 1 | -1): Promise<Record<string, number>> {
  return request(apiUrl, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ topic, change }) });
}
