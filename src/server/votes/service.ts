import crypto from 'node:crypto';
import { RateLimiter } from '../../lib/vote-service/rate-limit';
import { parseVoteBody, VoteRequestError } from '../../lib/vote-service/request';
import { crossSiteReason } from '../../lib/vote-service/same-site';
import { newVoterId, VOTER_COOKIE, voterCookieHeader, voterCookieValue, voterCookieVerifier } from '../../lib/vote-service/voter-cookie';
import { StoreUnavailableError, type VoteStore } from './store';

/** The message of a 503, also what the vote page tells the reader. */
export const UNAVAILABLE_MESSAGE = 'Voting is unavailable right now: the vote store did not answer. Try again in a moment.';
export const ALLOWED_METHODS = 'GET, POST';
/** A GET may be reused for this long by the reader's own browser: the counts of a busy page, not the reader's vote. */
export const GET_MAX_AGE_SECONDS = 1;

export interface VoteServiceRequest {
  readonly method: string;
  readonly contentType: string | undefined;
  readonly contentEncoding?: string | undefined;
  readonly body: Buffer | string | undefined;
  readonly cookies: Readonly<Record<string, string | undefined>>;
  /** The client's address (from X-Forwarded-For behind a trusted proxy), for the per-address limits. */
  readonly clientAddress: string;
  /** Served over https: the voter cookie is then Secure. */
  readonly secure: boolean;
  /** Origin, Sec-Fetch-Site and the host asked for: a POST from another site's page is refused. */
  readonly origin?: string | undefined;
  readonly fetchSite?: string | undefined;
  readonly host?: string | undefined;
  /** If-None-Match of a GET. */
  readonly ifNoneMatch?: string | undefined;
}

export interface VoteServiceResponse {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** Undefined for a 304. */
  readonly body: unknown;
  /** The body as JSON when the service has it already (a GET's answer is kept serialized). */
  readonly json?: string;
}

export interface VoteService {
  handle(request: VoteServiceRequest): Promise<VoteServiceResponse>;
  close(): Promise<void>;
}

export interface VoteServiceOptions {
  /** Opens the store; asked again after a failure, so a store that comes back is used again. */
  readonly openStore: () => Promise<VoteStore>;
  readonly topics: readonly string[];
  readonly perVoter: RateLimiter;
  readonly perClient: RateLimiter;
  /** New voter ids issued per client address: without it, dropping the cookie would give a fresh ballot. */
  readonly newVotersPerClient: RateLimiter;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}): VoteServiceResponse => ({
  status,
  headers: { 'Cache-Control': 'no-store', ...headers },
  body,
});

const unavailable = () => json(503, { error: UNAVAILABLE_MESSAGE }, { 'Retry-After': '5' });

// crypto.hash, one call, costs a GET half of what createHash().update().digest() did.
const etagOf = (json: string) => `W/"${crypto.hash('sha1', json, 'base64url')}"`;

/** How many readers' GET answers are kept between votes: a busy minute's readers, at about 300 bytes each. */
export const GET_ANSWERS_KEPT = 10_000;

interface GetAnswer {
  readonly body: { counts: Record<string, number>; mine: string[] };
  readonly json: string;
  readonly etag: string;
}

/**
 * GET → the counts of every topic and the reader's own votes; POST {"topic","change"} → the vote,
 * then the same. The reader is an anonymous id in a signed cookie, issued with the first vote.
 */
export function createVoteService({ openStore, topics, perVoter, perClient, newVotersPerClient }: VoteServiceOptions): VoteService {
  const topicSet = new Set(topics);
  let opened: Promise<{ store: VoteStore; secret: string; verify: (cookie: string) => string | null }> | null = null;
  const ready = () => {
    opened ??= openStore().then(async (store) => {
      const secret = await store.setting('voter-cookie-key', () => crypto.randomBytes(32).toString('hex'));
      return { store, secret, verify: voterCookieVerifier(secret) };
    });
    opened.catch(() => {
      opened = null;
    });
    return opened;
  };

  const handle = async (request: VoteServiceRequest): Promise<VoteServiceResponse> => {
    if (request.method !== 'GET' && request.method !== 'POST') {
      throw new VoteRequestError(405, `${request.method} is not supported here: use GET to read the counts or POST to vote.`, { Allow: ALLOWED_METHODS });
    }
    const posting = request.method === 'POST';
    if (posting) {
      const crossSite = crossSiteReason(request);
      if (crossSite) throw new VoteRequestError(403, `Votes are taken only from this site's own pages (${crossSite}).`);
      const wait = perClient.take(request.clientAddress);
      if (wait !== null) throw new VoteRequestError(429, 'Too many votes from this address; wait a minute and try again.', { 'Retry-After': String(wait) });
    }
    // Checked before the store is asked anything: an invalid vote never reaches it.
    const change = posting ? parseVoteBody(request.contentType, request.body, topicSet, request.contentEncoding) : null;
    const { store, secret, verify } = await ready();
    const given = request.cookies[VOTER_COOKIE];
    // A cookie this service cannot verify (its database was reset, so its key changed, or a forged one) names no
    // voter: the reader is treated as new rather than locked out with an error for the cookie's year.
    let voter = given ? verify(given) : null;
    const headers: Record<string, string> = {};
    if (change) {
      if (!voter) {
        const wait = newVotersPerClient.take(request.clientAddress);
        if (wait !== null)
          throw new VoteRequestError(429, 'Too many new voters from this address; vote again later from the browser you voted from before.', {
            'Retry-After': String(wait),
          });
        voter = newVoterId();
        headers['Set-Cookie'] = voterCookieHeader(voterCookieValue(voter, secret), request.secure);
      }
      const wait = perVoter.take(voter);
      if (wait !== null) throw new VoteRequestError(429, 'Too many votes in a minute; wait and try again.', { 'Retry-After': String(wait) });
      await store.vote(voter, change.topic, change.change);
    } else if (given && !voter) {
      // Drops the stale cookie; a new voter id comes with the reader's next vote.
      headers['Set-Cookie'] = voterCookieHeader('', request.secure).replace(/Max-Age=\d+/, 'Max-Age=0');
    }
    if (posting) return json(200, await tallyOf(store, voter), headers);
    const { body, json: text, etag } = await getAnswerOf(store, voter);
    // The answer depends on the cookie, so only the reader's own browser may keep it, and only for a moment; a vote
    // (a POST to the same URL) makes browsers drop it at once, so the reader never sees their vote missing.
    const cache = { ...headers, 'Cache-Control': `private, max-age=${GET_MAX_AGE_SECONDS}`, ETag: etag, Vary: 'Cookie' };
    if (request.ifNoneMatch && request.ifNoneMatch.split(',').some((tag) => tag.trim() === etag)) return { status: 304, headers: cache, body: undefined };
    return { status: 200, headers: cache, body, json: text };
  };

  const tallyOf = async (store: VoteStore, voter: string | null): Promise<GetAnswer['body']> => {
    const tally = await store.tally(voter);
    const counts = Object.fromEntries(topics.map((topic) => [topic, tally.counts[topic] ?? 0]));
    return { counts, mine: tally.mine.filter((topic) => topicSet.has(topic)) };
  };

  // Reading, serializing and hashing the tally was most of a GET (the site's server answered 18 to 49 % of what a
  // bare node:http server running the same SQL did): between two votes the answer to a reader is the same, so it
  // is kept, serialized and hashed, for as long as the store's version says nothing was written.
  let answers = new Map<string, GetAnswer>();
  let answersOf: { store: VoteStore; version: string | null } | null = null;
  const getAnswerOf = async (store: VoteStore, voter: string | null): Promise<GetAnswer> => {
    const version = store.version();
    if (version === null || answersOf?.store !== store || answersOf.version !== version || answers.size >= GET_ANSWERS_KEPT) {
      answers = new Map();
      answersOf = { store, version };
    }
    const kept = answers.get(voter ?? '');
    if (kept) return kept;
    const body = await tallyOf(store, voter);
    const text = JSON.stringify(body);
    const answer = { body, json: text, etag: etagOf(text) };
    // Kept only when nothing was written while the tally was read.
    if (version !== null && store.version() === version) answers.set(voter ?? '', answer);
    return answer;
  };

  const answer = async (request: VoteServiceRequest): Promise<VoteServiceResponse> => {
    try {
      return await handle(request);
    } catch (error) {
      if (error instanceof VoteRequestError) return json(error.status, { error: error.message }, { ...error.headers });
      if (error instanceof StoreUnavailableError) {
        console.error(error.message);
        return unavailable();
      }
      console.error('The vote service failed:', error);
      return json(500, { error: 'The vote service failed unexpectedly.' });
    }
  };

  // A request keeps being answered after its client has gone (the server's connections may all be closed by then):
  // closing waits for those answers, so no vote is cut off between its store's statements.
  const answering = new Set<Promise<VoteServiceResponse>>();
  let closing = false;
  return {
    handle: (request) => {
      if (closing) return Promise.resolve(unavailable());
      const pending = answer(request);
      answering.add(pending);
      void pending.finally(() => answering.delete(pending));
      return pending;
    },
    close: async () => {
      closing = true;
      await Promise.all(answering);
      const current = opened;
      opened = null;
      if (current) await (await current.catch(() => null))?.store.close();
    },
  };
}
