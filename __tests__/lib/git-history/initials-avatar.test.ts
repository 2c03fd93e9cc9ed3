import { initialsAvatar, initialsOf } from '../../../src/lib/git-history/initials-avatar';

describe('initials avatar', () => {
  it.each([
    ['Seed d68198fc maintainers', 'SM'],
    ['Tobias Koppers @sokra', 'TK'],
    ['jane', 'J'],
    ['Émile Zola', 'ÉZ'],
    ['  ', '?'],
  ])('%s → %s', (name, initials) => expect(initialsOf(name)).toBe(initials));

  it('gives a person the same colour every time, dark enough for white initials', () => {
    expect(initialsAvatar('Jane Doe')).toEqual(initialsAvatar('jane doe'));
    expect(initialsAvatar('Jane Doe').background).toMatch(/^hsl\(\d{1,3} 45% 32%\)$/);
  });
});
