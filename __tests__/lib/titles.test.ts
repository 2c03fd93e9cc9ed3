import { documentTitle, titleFromPath } from '../../src/lib/titles';

describe('document titles', () => {
  it('appends the site name to a page title', () => {
    expect(documentTitle('/concepts/output/', 'Output')).toBe('Output | webpack');
  });
  it('uses the site name alone on the home page', () => {
    expect(documentTitle('/', 'Home')).toBe('webpack');
  });
  it('names the combined printable page', () => {
    expect(documentTitle('/printable/', undefined)).toBe('Combined printable page | webpack');
  });
  it('falls back to the last path segment with hyphens as spaces for unknown URLs', () => {
    expect(documentTitle('/guides/some-missing-page/', undefined)).toBe('some missing page | webpack');
    expect(titleFromPath('/a/b-c?x=1#d')).toBe('b c');
  });
});
