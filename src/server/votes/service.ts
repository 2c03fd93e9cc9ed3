import crypto from 'node:crypto';
import { RateLimiter } from '../../lib/vote-service/rate-limit';
import { parseVoteBody, VoteRequestError } from '../../lib/vote-service/request';
import { newVoterId, verifyVoterCookie, VOTER_COOKIE, voterCookieHeader, voterCookieValue } from '../../lib/vote-service/voter-cookie';
import { StoreUnavailableError, type VoteStore } from './store';

/** The message of a 503, also what the vote page tells the reader. */
export const UNAVAILABLE_MESSAGE = 'Voting is unavailable right now: the vote store did not answer. Try again in a moment.';
export const ALLOWED_METHODS = 'GET, POST';

export interface VoteServiceRequest {
  readonly method: string;
  readonly contentType: string | undefined;
  readonly body: Buffer | string | undefined;
  readonly cookies: Readonly<Record<string, string | undefined>>;
  /** The client's address, for the per-address flood limit. */
  readonly clientAddress: string;
  /** Served over https: the voter cookie is then Secure. */
  readonly secure: boolean;
}

export interface VoteServiceResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: unknown;
}

export interface VoteService {
  handle(request: VoteServiceRequest): Promise<VoteServiceResponse>;
}

export interface VoteServiceOptions {
  /** Opens the store; asked again after a failure, so a store that comes back is used again. */
  readonly openStore: () => Promise<VoteStore>;
  readonly topics: readonly string[];
  readonly perVoter: RateLimiter;
  readonly perClient: RateLimiter;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): VoteServiceResponse => ({
  status,
  headers: { 'Cache-Control': 'no-store', ...headers },
  body,
});

/**
 * GET → the counts of every topic and the reader's own votes; POST {"topic","change"} → the vote,
 * then the same. The reader is an anonymous id in a signed cookie, issued on the first request.
 */
export function createVoteService({ openStore, topics, perVoter, perClient }: VoteServiceOptions): VoteService {
  const topicSet = new Set(topics);
  let opened: Promise<{ store: VoteStore; secret: string }> | null = null;
  const ready = () => {
    opened ??= openStore().then(async (store) => ({ store, secret: await store.setting('voter-cookie-key', () => crypto.randomBytes(32).toString('hex')) }));
    opened.catch(() => {
      opened = null;
    });
    return opened;
  };

  const handle = async (request: VoteServiceRequest): Promise<VoteServiceResponse> => {
    if (request.method !== 'GET' && request.method !== 'POST') {
      throw new VoteRequestError(405, `${request.method} is not supported here: use GET to read the counts or POST to vote.`, { Allow: ALLOWED_METHODS });
    }
    if (request.method === 'POST') {
      const wait = perClient.take(request.clientAddress);
      if (wait !== null) throw new VoteRequestError(429, 'Too many votes from this address; wait a minute and try again.', { 'Retry-After': String(wait) });
    }
    const { store, secret } = await ready();
    const given = request.cookies[VOTER_COOKIE];
    let voter = given ? verifyVoterCookie(given, secret) : null;
    if (given && !voter) throw new VoteRequestError(400, 'The voter cookie was not issued by this site. Delete the cookie and vote again.');
    const headers: Record<string, string> = {};
    if (!voter) {
      voter = newVoterId();
      headers['Set-Cookie'] = voterCookieHeader(voterCookieValue(voter, secret), request.secure);
    }
    if (request.method === 'POST') {
      const wait = perVoter.take(voter);
      if (wait !== null) throw new VoteRequestError(429, 'Too many votes in a minute; wait and try again.', { 'Retry-After': String(wait) });
      const { topic, change } = parseVoteBody(request.contentType, request.body, topicSet);
      await store.vote(voter, topic, change);
    }
    const tally = await store.tally(voter);
    const counts = Object.fromEntries(topics.map((topic) => [topic, tally.counts[topic] ?? 0]));
    return json(200, { counts, mine: tally.mine.filter((topic) => topicSet.has(topic)) }, headers);
  };

  return {
    handle: async (request) => {
      try {
        return await handle(request);
      } catch (error) {
        if (error instanceof VoteRequestError) return json(error.status, { error: error.message }, { ...error.headers });
        if (error instanceof StoreUnavailableError) {
          console.error(error.message);
          return json(503, { error: UNAVAILABLE_MESSAGE }, { 'Retry-After': '5' });
        }
        console.error('The vote service failed:', error);
        return json(500, { error: 'The vote service failed unexpectedly.' });
      }
    },
  };
}
