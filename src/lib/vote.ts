import { assertUnique, DataError, fieldReader, isRecord, recordList } from './data-file';

/** A feature topic readers can vote on at /vote/. */
export interface VoteTopic {
  /** Stable id: votes are stored under it. */
  readonly id: string;
  readonly title: string;
  readonly description: string;
}

/** The vote page renders its app with the development flag off (the spec's constant). */
export const VOTE_DEVELOPMENT = false;

const TOPIC_ID = /^[a-z\d]+(-[a-z\d]+)*$/;

export function parseVoteTopicsFile(file: string, data: unknown): VoteTopic[] {
  if (!Array.isArray(data)) throw new DataError(file, '', 'must be a list of topics');
  const topics = recordList(file, 'topics', data).map((record, index): VoteTopic => {
    const field = fieldReader(file, `topics[${index}]`, record);
    return {
      id: field.matching('id', TOPIC_ID, 'lower-case words joined by hyphens') as string,
      title: field.string('title'),
      description: field.string('description'),
    };
  });
  assertUnique(file, 'topics', topics, (topic) => topic.id);
  return topics;
}

/** The ids of the topics this browser voted for, as a JSON list under this localStorage key. */
export const LOCAL_VOTES_KEY = 'webpack-docs-votes';

export function readLocalVotes(storage: Storage): Set<string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LOCAL_VOTES_KEY) ?? '[]');
    return new Set(Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : []);
  } catch {
    // Unreadable storage or a damaged value: start again with no votes.
    return new Set();
  }
}

/** False when the browser refuses to store (private modes, full or disabled storage). */
export function writeLocalVotes(storage: Storage, votes: ReadonlySet<string>): boolean {
  try {
    storage.setItem(LOCAL_VOTES_KEY, JSON.stringify([...votes].sort()));
    return true;
  } catch {
    return false;
  }
}

export function toggleVote(votes: ReadonlySet<string>, id: string): Set<string> {
  const next = new Set(votes);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** What the vote service says, for GET and for a POSTed vote: every topic's count and the reader's own votes. */
export interface VoteAnswer {
  readonly counts: Record<string, number>;
  /** Topics this reader voted for, when the service tells (the site's own service does). */
  readonly mine: readonly string[] | null;
}

/** `{ "counts": {…}, "mine": […] }`, with `mine` optional for services that do not track readers. */
export function parseVoteAnswer(data: unknown): VoteAnswer {
  const mine = isRecord(data) && Array.isArray(data.mine) ? data.mine.filter((id): id is string => typeof id === 'string') : null;
  return { counts: parseVoteCounts(data), mine };
}

/**
 * Counts as a vote service answers them: `{ "counts": { "<topic id>": <number> } }`, both for
 * `GET <api url>` and for `POST <api url>` with `{ "topic": "<id>", "change": 1 | -1 }`.
 */
export function parseVoteCounts(data: unknown): Record<string, number> {
  const counts = isRecord(data) ? data.counts : undefined;
  if (!isRecord(counts)) throw new Error('The vote service answered without a "counts" object');
  const result: Record<string, number> = {};
  for (const [id, count] of Object.entries(counts)) {
    if (typeof count === 'number' && Number.isInteger(count) && count >= 0) result[id] = count;
  }
  return result;
}

export function voteLabel(count: number): string {
  return count === 1 ? '1 vote' : `${count} votes`;
}
