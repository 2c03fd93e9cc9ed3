import fs from 'node:fs';
import path from 'node:path';
import {
  LOCAL_VOTES_KEY,
  parseVoteCounts,
  parseVoteTopicsFile,
  readLocalVotes,
  toggleVote,
  VOTE_DEVELOPMENT,
  voteLabel,
  writeLocalVotes,
} from '../../src/lib/vote';

const FILE = 'content/data/vote-topics.json';

afterEach(() => {
  window.localStorage.clear();
  jest.restoreAllMocks();
});

describe('vote topics', () => {
  it('accepts the shipped topics', () => {
    const topics = parseVoteTopicsFile(FILE, JSON.parse(fs.readFileSync(path.resolve(FILE), 'utf8')));
    expect(topics.length).toBeGreaterThanOrEqual(5);
    expect(new Set(topics.map((t) => t.id)).size).toBe(topics.length);
  });

  it('names the file and the field of a mistake', () => {
    expect(() => parseVoteTopicsFile(FILE, [{ id: 'Bad Id', title: 't', description: 'd' }])).toThrow(
      'content/data/vote-topics.json: topics[0].id must be lower-case words joined by hyphens (got "Bad Id")',
    );
    expect(() => parseVoteTopicsFile(FILE, [{ id: 'a', title: '', description: 'd' }])).toThrow('topics[0].title must be a non-empty string');
    expect(() =>
      parseVoteTopicsFile(FILE, [
        { id: 'a', title: 't', description: 'd' },
        { id: 'a', title: 'u', description: 'e' },
      ]),
    ).toThrow('topics[1] repeats "a"');
  });

  it('has its development flag off', () => {
    expect(VOTE_DEVELOPMENT).toBe(false);
  });
});

describe('local votes', () => {
  it('casts and withdraws, and survives a reload through localStorage', () => {
    let votes = toggleVote(readLocalVotes(window.localStorage), 'built-in-css');
    expect(writeLocalVotes(window.localStorage, votes)).toBe(true);
    expect(window.localStorage.getItem(LOCAL_VOTES_KEY)).toBe('["built-in-css"]');
    expect([...readLocalVotes(window.localStorage)]).toEqual(['built-in-css']);
    votes = toggleVote(votes, 'built-in-css');
    writeLocalVotes(window.localStorage, votes);
    expect(readLocalVotes(window.localStorage).size).toBe(0);
  });

  it('starts again from nothing when the stored value is damaged', () => {
    window.localStorage.setItem(LOCAL_VOTES_KEY, '{oops');
    expect(readLocalVotes(window.localStorage).size).toBe(0);
    window.localStorage.setItem(LOCAL_VOTES_KEY, '[1,"a"]');
    expect([...readLocalVotes(window.localStorage)]).toEqual(['a']);
  });

  it('reports a refused write', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(writeLocalVotes(window.localStorage, new Set(['a']))).toBe(false);
  });

  it('reads counts from a vote service and labels them', () => {
    expect(parseVoteCounts({ counts: { a: 3, b: -1, c: 1.5, d: 0 } })).toEqual({ a: 3, d: 0 });
    expect(() => parseVoteCounts({})).toThrow('counts');
    expect(voteLabel(1)).toBe('1 vote');
    expect(voteLabel(0)).toBe('0 votes');
  });
});
