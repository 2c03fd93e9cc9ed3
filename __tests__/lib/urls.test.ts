import { absoluteUrl, isExternal, urlFromContentPath, withTrailingSlash } from '../../src/lib/urls';
import { sectionOfUrl } from '../../src/lib/sections';

describe('urls', () => {
  it('maps content files to URLs with a trailing slash', () => {
    expect(urlFromContentPath('concepts/entry-points.mdx')).toBe('/concepts/entry-points/');
    expect(urlFromContentPath('concepts/index.mdx')).toBe('/concepts/');
    expect(urlFromContentPath('glossary.mdx')).toBe('/glossary/');
  });
  it('treats http, https and protocol-relative links as external', () => {
    expect(isExternal('https://github.com/webpack/webpack')).toBe(true);
    expect(isExternal('http://example.com')).toBe(true);
    expect(isExternal('//cdn.example.com/x.js')).toBe(true);
    expect(isExternal('/concepts/')).toBe(false);
    expect(isExternal('#anchor')).toBe(false);
  });
  it('joins the site URL and a path with exactly one slash', () => {
    expect(absoluteUrl('https://webpack.js.org', '/concepts/')).toBe('https://webpack.js.org/concepts/');
    expect(absoluteUrl('https://webpack.js.org/', '/')).toBe('https://webpack.js.org/');
    expect(absoluteUrl('https://webpack.js.org/', 'og-image.png')).toBe('https://webpack.js.org/og-image.png');
  });
  it('adds a trailing slash but leaves files, queries and hashes alone', () => {
    expect(withTrailingSlash('/concepts')).toBe('/concepts/');
    expect(withTrailingSlash('/concepts?x=1#y')).toBe('/concepts/?x=1#y');
    expect(withTrailingSlash('/icon.svg')).toBe('/icon.svg');
    expect(withTrailingSlash('/concepts/')).toBe('/concepts/');
  });
  it('knows which section a URL belongs to', () => {
    expect(sectionOfUrl('/configuration/output/')).toBe('configuration');
    expect(sectionOfUrl('/glossary/')).toBe('');
    expect(sectionOfUrl('/')).toBe('');
  });
});
