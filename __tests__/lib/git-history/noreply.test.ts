import { handleFromEmail, handleFromUrl } from '../../../src/lib/git-history/noreply';

describe('handleFromEmail', () => {
  it.each([
    ['123456+sokra@users.noreply.github.com', 'sokra'],
    ['sokra@users.noreply.github.com', 'sokra'],
    ['1+Some-User@USERS.NOREPLY.GITHUB.COM', 'Some-User'],
  ])('%s → %s', (email, handle) => expect(handleFromEmail(email)).toBe(handle));

  it.each([
    'maintainers@users.noreply.a-seed-d68198fc.example',
    'eve@users.noreply.github.com.evil.example',
    'eve@noreply.github.com',
    'sokra@github.com',
    '-bad-@users.noreply.github.com',
    '',
  ])('%s is not a GitHub noreply address', (email) => expect(handleFromEmail(email)).toBeNull());
});

describe('handleFromUrl', () => {
  it('reads a profile URL, not a repository or another site', () => {
    expect(handleFromUrl('https://github.com/jantimon')).toBe('jantimon');
    expect(handleFromUrl('http://www.github.com/evilebottnawi/')).toBe('evilebottnawi');
    expect(handleFromUrl('https://github.com/webpack/webpack')).toBeNull();
    expect(handleFromUrl('http://dontkry.com')).toBeNull();
  });
});
