import { addAlias, ALIAS_ATTRIBUTE } from '../../../src/lib/old-urls/aliases';
import { aliasesByPage, parseOldUrls, redirectsOf } from '../../../src/lib/old-urls/data';
import { checkRedirects, redirectPage } from '../../../src/lib/old-urls/redirects';

const source = { repository: 'webpack/webpack.js.org', commit: 'abc' };

describe('parseOldUrls', () => {
  it('names the entry that is wrong', () => {
    expect(() => parseOldUrls({ source, pages: [{ url: '/a/', to: 'b', anchors: [] }] })).toThrow(
      'content/data/webpack-js-org-urls.json: pages[0] needs "url" and "to"',
    );
    expect(() => parseOldUrls({ source, pages: [{ url: '/a/', to: '/a/', anchors: [{ id: 'x' }] }] })).toThrow(
      'pages[0].anchors[0] needs "id" and one of "to", "missing" or "pending"',
    );
    expect(() => parseOldUrls({ source, pages: [{ url: '/a/', to: '/a/', anchors: [{ id: 'x', to: 'y', missing: 'no' }] }] })).toThrow('pages[0].anchors[0]');
  });
});

describe('redirectsOf and aliasesByPage', () => {
  const data = parseOldUrls({
    source,
    pages: [
      { url: '/api/normalmodulefactory-hooks/', to: '/api/normal-module-factory-hooks/', anchors: [{ id: 'hooks', to: 'all-hooks' }] },
      {
        url: '/api/cli/',
        to: '/api/cli/',
        anchors: [
          { id: 'flags', to: 'flags', how: 'same' },
          { id: 'build', to: 'commands' },
          { id: 'x', missing: 'gone' },
        ],
      },
      {
        url: '/configuration/cache/',
        to: '/configuration/cache/',
        pending: 'page arrives with issue 25',
        anchors: [{ id: 'cache', pending: 'page arrives with issue 25' }],
      },
    ],
  });

  it('lists the pages that moved', () => {
    expect(redirectsOf(data)).toEqual([{ from: '/api/normalmodulefactory-hooks/', to: '/api/normal-module-factory-hooks/' }]);
  });

  it('gives each page here the old ids its elements lack, on the page the old one maps to', () => {
    expect(Object.fromEntries(aliasesByPage(data))).toEqual({
      '/api/normal-module-factory-hooks/': [{ id: 'hooks', to: 'all-hooks' }],
      '/api/cli/': [{ id: 'build', to: 'commands' }],
    });
  });
});

describe('checkRedirects', () => {
  const pages = new Set(['/a/', '/b/']);
  const isPage = (url: string) => pages.has(url);

  it('accepts redirects to pages, directly or through another redirect', () => {
    expect(() =>
      checkRedirects(
        [
          { from: '/old/', to: '/a/' },
          { from: '/older/', to: '/old/' },
        ],
        isPage,
      ),
    ).not.toThrow();
  });

  it('fails on a redirect to a missing page, with both URLs', () => {
    expect(() => checkRedirects([{ from: '/old/', to: '/nowhere/' }], isPage)).toThrow('Redirect from /old/ to /nowhere/: there is no page at /nowhere/');
  });

  it('fails on a loop, with both URLs', () => {
    expect(() =>
      checkRedirects(
        [
          { from: '/x/', to: '/y/' },
          { from: '/y/', to: '/x/' },
        ],
        isPage,
      ),
    ).toThrow('Redirect loop: /x/ → /y/');
  });
});

describe('redirectPage', () => {
  const html = redirectPage('/api/normal-module-factory-hooks/', 'https://webpack.js.org/');

  it('works without scripts and names the new address as canonical', () => {
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/api/normal-module-factory-hooks/">');
    expect(html).toContain('<link rel="canonical" href="https://webpack.js.org/api/normal-module-factory-hooks/">');
    expect(html).toContain('<a href="/api/normal-module-factory-hooks/">');
  });

  /** Runs the page's script as a browser would, against a fake location; returns where it sent the reader. */
  const follow = (page: string) => {
    const [, to, script] = /<script data-to="([^"]*)">([^<]*)<\/script>/.exec(page) ?? [];
    const replace = jest.fn();
    const document = { currentScript: { getAttribute: (name: string) => (name === 'data-to' ? to : null) } };
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the page's own inline script against a fake location
    new Function('location', 'document', script)({ replace, search: '?q=1', hash: '#afterresolve' }, document);
    return replace.mock.calls.map(([address]) => address as string);
  };

  it('keeps the #fragment when scripts run', () => {
    expect(follow(html)).toEqual(['/api/normal-module-factory-hooks/?q=1#afterresolve']);
  });

  it('has the same script on every redirect page (one hash in the site policy), which follows only paths of this site', () => {
    const other = redirectPage('/concepts/', 'https://webpack.js.org/');
    expect(/<script[^>]*>([^<]*)<\/script>/.exec(other)?.[1]).toBe(/<script[^>]*>([^<]*)<\/script>/.exec(html)?.[1]);
    expect(follow(other)).toEqual(['/concepts/?q=1#afterresolve']);
    expect(follow(html.replace('data-to="/api/', 'data-to="//elsewhere.example/'))).toEqual([]);
    expect(follow(html.replace('data-to="/api/', 'data-to="javascript:alert(1)//'))).toEqual([]);
  });
});

describe('addAlias', () => {
  it('puts an empty element with the old id at the start of the element', () => {
    expect(addAlias('<h2 id="commands">Commands</h2>', { id: 'build', to: 'commands' })).toBe(
      `<h2 id="commands"><span id="build" ${ALIAS_ATTRIBUTE}=""></span>Commands</h2>`,
    );
  });

  it('goes into the first cell of a table row, and before a table or list', () => {
    expect(addAlias('<tr id="seal"><td><code>seal</code></td></tr>', { id: 'x', to: 'seal' })).toBe(
      `<tr id="seal"><td><span id="x" ${ALIAS_ATTRIBUTE}=""></span><code>seal</code></td></tr>`,
    );
    expect(addAlias('<p>a</p><table class="t" id="list"><tr></tr></table>', { id: 'x', to: 'list' })).toBe(
      `<p>a</p><span id="x" ${ALIAS_ATTRIBUTE}=""></span><table class="t" id="list"><tr></tr></table>`,
    );
  });

  it('changes nothing when the old id is there already, and says when the element is missing', () => {
    const html = '<h2 id="commands"><span id="build"></span>Commands</h2>';
    expect(addAlias(html, { id: 'build', to: 'commands' })).toBe(html);
    expect(addAlias('<h2 id="other">x</h2>', { id: 'build', to: 'commands' })).toBeNull();
  });
});
