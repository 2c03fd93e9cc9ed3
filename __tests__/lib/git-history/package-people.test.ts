import { packagePeople } from '../../../src/lib/git-history/package-people';

describe('packagePeople', () => {
  it('reads the string form; a github.com URL gives the handle', () => {
    expect(packagePeople({ author: 'Jan Nicklas <j.nicklas@me.com> (https://github.com/jantimon)' })).toEqual([
      { name: 'Jan Nicklas', handle: 'jantimon', url: 'https://github.com/jantimon', avatarUrl: 'https://github.com/jantimon.png', commits: 0 },
    ]);
    expect(packagePeople({ author: 'Kyle Robinson Young <kyle@dontkry.com> (http://dontkry.com)' })).toEqual([
      { name: 'Kyle Robinson Young', handle: null, url: 'http://dontkry.com', avatarUrl: null, commits: 0 },
    ]);
    // "@sokra" is only a hint in the text: no verified account, so no handle is made up from it.
    expect(packagePeople({ author: 'Tobias Koppers @sokra' })).toEqual([
      { name: 'Tobias Koppers @sokra', handle: null, url: null, avatarUrl: null, commits: 0 },
    ]);
  });

  it('reads the object form and contributors, author first, once each', () => {
    const people = packagePeople({
      author: { name: 'Ann', email: 'ann@users.noreply.github.com' },
      contributors: [{ name: 'Ben', url: 'https://ben.example' }, 'Ann <ann@users.noreply.github.com>', { email: 'nameless@example.com' }, 42],
    });
    expect(people.map((person) => [person.name, person.handle, person.url])).toEqual([
      ['Ann', 'ann', 'https://github.com/ann'],
      ['Ben', null, 'https://ben.example'],
    ]);
  });

  it('gives nothing for a package without people', () => {
    expect(packagePeople({})).toEqual([]);
  });
});
