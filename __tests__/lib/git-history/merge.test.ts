import { handlesAsContributors, mergeContributors } from '../../../src/lib/git-history/merge';
import { githubContributor } from '../../../src/lib/git-history/noreply';
import type { Contributor } from '../../../src/lib/git-history/types';

const person = (name: string, commits: number): Contributor => ({ name, handle: null, url: null, avatarUrl: null, commits });

describe('mergeContributors', () => {
  it('keeps frontmatter handles first and merges a git author with the same handle into them', () => {
    const merged = mergeContributors(handlesAsContributors(['Sokra', 'montogeek']), [person('Jane Doe', 5), githubContributor('sokra', 'Tobias Koppers', 2)]);
    expect(merged).toEqual([
      { name: 'Tobias Koppers', handle: 'Sokra', url: 'https://github.com/Sokra', avatarUrl: 'https://github.com/Sokra.png', commits: 2 },
      { name: 'montogeek', handle: 'montogeek', url: 'https://github.com/montogeek', avatarUrl: 'https://github.com/montogeek.png', commits: 0 },
      person('Jane Doe', 5),
    ]);
  });

  it('is the history alone without frontmatter, and the frontmatter alone without history', () => {
    expect(mergeContributors([], [person('A', 2), person('B', 1)])).toEqual([person('A', 2), person('B', 1)]);
    expect(mergeContributors(handlesAsContributors(['x']), []).map((p) => p.handle)).toEqual(['x']);
  });
});
