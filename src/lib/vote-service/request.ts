/** What a vote request may carry, checked before anything touches the store. */
export const MAX_BODY_BYTES = 4096;

export interface VoteChange {
  readonly topic: string;
  readonly change: 1 | -1;
}

/** An answer the service gives instead of doing what was asked. */
export class VoteRequestError extends Error {
  constructor(
    readonly status: 400 | 405 | 413 | 415 | 429 | 503,
    message: string,
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
    this.name = 'VoteRequestError';
  }
}

const isPlainObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads `{"topic": "<id>", "change": 1 | -1}` from a POST body: JSON only, 4 KB at most, a topic of
 * the topics file, nothing else in the object. Any other body is refused with the reason.
 */
export function parseVoteBody(contentType: string | undefined, body: Buffer | string | undefined, topics: ReadonlySet<string>): VoteChange {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase();
  if (type !== 'application/json') throw new VoteRequestError(415, 'Send the vote as JSON, with Content-Type: application/json.');
  const raw = typeof body === 'string' ? Buffer.from(body) : (body ?? Buffer.alloc(0));
  if (raw.length > MAX_BODY_BYTES) throw new VoteRequestError(413, `A vote is at most ${MAX_BODY_BYTES} bytes of JSON.`);
  let data: unknown;
  try {
    data = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new VoteRequestError(400, 'The body is not valid JSON.');
  }
  if (!isPlainObject(data)) throw new VoteRequestError(400, 'The body must be a JSON object: {"topic": "<id>", "change": 1 or -1}.');
  const extra = Object.keys(data).filter((key) => key !== 'topic' && key !== 'change');
  if (extra.length)
    throw new VoteRequestError(400, `Unknown field${extra.length > 1 ? 's' : ''}: ${extra.slice(0, 5).join(', ')}. A vote has only "topic" and "change".`);
  const { topic, change } = data;
  if (typeof topic !== 'string' || !topics.has(topic)) throw new VoteRequestError(400, '"topic" must be the id of one of the topics on the vote page.');
  if (change !== 1 && change !== -1) throw new VoteRequestError(400, '"change" must be 1 (vote) or -1 (withdraw the vote).');
  return { topic, change };
}
