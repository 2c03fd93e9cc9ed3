import fs from 'node:fs';
import path from 'node:path';
import { optionRows } from '../../src/lib/readme/options-table';
import { renderReadme } from '../../src/lib/readme/render-readme';
import { ownReadmeFragment, repositoryOf, rewriteRelativeUrl } from '../../src/lib/readme/repository';
import { validatePackageEntries } from '../../src/lib/readme/packages';
import { prefixHtml } from '../../src/lib/prefix-html';
import { LAYOUT_CHUNK_CLASS } from '../../src/lib/layout-chunks';

const repo = { url: 'https://github.com/example/hostile-loader', directory: '' };
const fixture = fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'readme', 'hostile-README.md'), 'utf8');

describe('README pipeline', () => {
  const { html, anchors, droppedFragments } = renderReadme(fixture, repo);
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');

  it('lets no script, style, frame, object, form control, handler or dangerous URL through', () => {
    expect(doc.querySelectorAll('script, style, iframe, object, embed, form, input, button, textarea, select')).toHaveLength(0);
    // The only style attributes are the layout chunks' own, added after sanitizing: numbers in custom properties.
    const chunks = [...doc.querySelectorAll(`body > .${LAYOUT_CHUNK_CLASS}`)];
    expect(chunks.map((chunk) => chunk.getAttribute('style'))).toEqual(
      chunks.map(() => expect.stringMatching(/^--chunk-text:\d+;--chunk-lines:\d+;--chunk-blocks:\d+$/)),
    );
    const all = [...doc.querySelectorAll('*')].filter((el) => !chunks.includes(el));
    expect(all.flatMap((el) => [...el.attributes].map((a) => a.name)).filter((name) => name.startsWith('on') || name === 'style')).toEqual([]);
    const hrefs = [...doc.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /^(javascript|data):/i.test(href))).toEqual([]);
    expect(html).not.toMatch(/alert\(/);
  });

  it('keeps legitimate HTML: centred logo, details, kbd, tables, code', () => {
    expect(doc.querySelector('div[align="center"] img')).not.toBeNull();
    expect(doc.querySelector('details summary')?.textContent).toBe('More');
    expect(doc.querySelector('kbd')?.textContent).toBe('npm');
    expect(doc.querySelector('table th')?.textContent).toBe('Name');
    expect(doc.querySelector('.gatsby-highlight pre.language-js code .token.keyword')).not.toBeNull();
    expect(doc.querySelector('p')?.textContent).toContain('Clickable paragraph');
  });

  it('rewrites relative links and images to the repository, keeps absolute ones', () => {
    const href = (text: string) => [...doc.querySelectorAll('a')].find((a) => a.textContent === text)?.getAttribute('href');
    expect(href('license')).toBe('https://github.com/example/hostile-loader/blob/HEAD/LICENSE');
    expect(href('changelog')).toBe('https://github.com/example/hostile-loader/blob/HEAD/CHANGELOG.md');
    expect(href('source')).toBe('https://github.com/example/hostile-loader/blob/HEAD/src/index.js');
    expect(doc.querySelector('img[alt="the logo"]')?.getAttribute('src')).toBe('https://raw.githubusercontent.com/example/hostile-loader/HEAD/logo.svg');
    expect(doc.querySelector('img[alt="badge"]')?.getAttribute('src')).toBe('https://img.shields.io/npm/v/hostile-loader.svg');
  });

  it('loads plain-http images over https, which the pages allow and browsers upgrade anyway', () => {
    const { html } = renderReadme('![logo](http://example.github.io/logo.svg)\n\n<img src="http://example.org/a.png" alt="a">\n', repo);
    expect(html).toContain('src="https://example.github.io/logo.svg"');
    expect(html).toContain('src="https://example.org/a.png"');
    expect(html).not.toMatch(/http:/i);
  });

  it('drops the README title, anchors h2/h3 like our pages and unwraps links to missing headings', () => {
    expect(doc.querySelectorAll('h1')).toHaveLength(0);
    expect(anchors.map((a) => a.id)).toEqual(['getting-started', 'options']);
    expect(anchors[1].children.map((a) => a.id)).toEqual(['esmodule']);
    expect(doc.querySelector('#options a.anchor')?.getAttribute('href')).toBe('#options');
    expect([...doc.querySelectorAll('a')].find((a) => a.textContent === 'options')?.getAttribute('href')).toBe('#options');
    expect(droppedFragments).toEqual(['#nowhere']);
    expect(doc.body.textContent).toContain('missing heading');
  });

  it('opens external links in a new tab, nofollow as on GitHub', () => {
    const external = [...doc.querySelectorAll('a')].find((a) => a.textContent === 'license')!;
    expect(external.getAttribute('target')).toBe('_blank');
    expect(external.getAttribute('rel')).toBe('nofollow noopener noreferrer');
  });

  it('keeps links to its own headings on GitHub on this page', () => {
    const { html: own } = renderReadme(
      '# x\n\n## Options\n\n[More](https://github.com/example/hostile-loader#options) · [elsewhere](https://github.com/example/hostile-loader#gone) · [other](https://github.com/example/other#options)\n',
      repo,
    );
    expect(own).toContain('<a href="#options">More</a>');
    expect(own).toContain('href="https://github.com/example/hostile-loader#gone"');
    expect(own).toContain('href="https://github.com/example/other#options"');
  });
});

describe('repositories', () => {
  it('reads shorthand, git URLs and monorepo folders', () => {
    expect(repositoryOf('webpack/css-loader')).toEqual({ url: 'https://github.com/webpack/css-loader', directory: '' });
    expect(repositoryOf({ type: 'git', url: 'git+https://github.com/jantimon/html-webpack-plugin.git' })?.url).toBe(
      'https://github.com/jantimon/html-webpack-plugin',
    );
    const mono = repositoryOf({ url: 'https://github.com/org/mono.git', directory: 'packages/x' })!;
    expect(rewriteRelativeUrl('./README.md#usage', mono, 'blob')).toBe('https://github.com/org/mono/blob/HEAD/packages/x/README.md#usage');
    expect(repositoryOf(undefined)).toBeNull();
    expect(repositoryOf('https://gitlab.com/a/b')).toBeNull();
  });

  it('recognises links to a README heading as GitHub shows it, in a repository or a monorepo folder', () => {
    const css = { url: 'https://github.com/webpack/css-loader', directory: '' };
    expect(ownReadmeFragment('https://github.com/webpack/css-loader#url', css)).toBe('#url');
    expect(ownReadmeFragment('https://github.com/Webpack/css-loader/blob/main/README.md#url', css)).toBe('#url');
    expect(ownReadmeFragment('https://github.com/webpack/css-loader/blob/main/CHANGELOG.md#url', css)).toBeNull();
    expect(ownReadmeFragment('https://github.com/webpack/style-loader#url', css)).toBeNull();
    const serve = { url: 'https://github.com/webpack/webpack-cli', directory: 'packages/serve' };
    expect(ownReadmeFragment('https://github.com/webpack/webpack-cli/tree/master/packages/serve#usage', serve)).toBe('#usage');
    expect(ownReadmeFragment('https://github.com/webpack/webpack-cli#usage', serve)).toBeNull();
  });
});

describe('options schema table', () => {
  it('lists each option with a readable type, description and link', () => {
    const rows = optionRows({
      type: 'object',
      definitions: { Mode: { enum: ['local', 'global'] } },
      properties: {
        url: { description: 'Handle url().', link: 'https://example.com/#url', anyOf: [{ type: 'boolean' }, { instanceof: 'Function' }] },
        mode: { $ref: '#/definitions/Mode', description: 'Scope.' },
        paths: { type: 'array', items: { type: 'string' } },
      },
    });
    expect(rows).toEqual([
      { name: 'url', type: 'boolean | function', description: 'Handle url().', link: 'https://example.com/#url' },
      { name: 'mode', type: '"local" | "global"', description: 'Scope.', link: null },
      { name: 'paths', type: 'string[]', description: '', link: null },
    ]);
  });

  it('lists the options of the object alternative of a root anyOf or oneOf', () => {
    const definitions = { Options: { type: 'object', properties: { scheme: { type: 'string', description: 'The scheme.' } } } };
    const expected = [{ name: 'scheme', type: 'string', description: 'The scheme.', link: null }];
    expect(optionRows({ definitions, oneOf: [{ $ref: '#/definitions/Options' }] })).toEqual(expected);
    expect(optionRows({ definitions, anyOf: [{ type: 'string' }, { $ref: '#/definitions/Options' }] })).toEqual(expected);
  });
});

describe('packages data file', () => {
  it('accepts valid entries and names the entry at fault', () => {
    expect(validatePackageEntries([{ package: 'css-loader', section: 'loaders', group: 'Styling', summary: 'CSS.' }], 'p.json')).toHaveLength(1);
    expect(() => validatePackageEntries([{ package: 'x-loader', section: 'tools', group: 'g', summary: 's' }], 'p.json')).toThrow(
      'p.json: entry 1 (x-loader): "section" must be "loaders" or "plugins"',
    );
    expect(validatePackageEntries([{ package: 'x-plugin', section: 'plugins', group: 'g', summary: 's', keywords: ['gzip'] }], 'p.json')[0]?.keywords).toEqual([
      'gzip',
    ]);
    expect(() => validatePackageEntries([{ package: 'x-plugin', section: 'plugins', group: 'g', summary: 's', keywords: 'gzip' }], 'p.json')).toThrow(
      'p.json: entry 1 (x-plugin): "keywords" must be a list of words or short phrases',
    );
    expect(() => validatePackageEntries([{ package: 'a', section: 'loaders', group: 'g', summary: '' }], 'p.json')).toThrow(
      /"summary" must be a non-empty string/,
    );
  });
});

describe('printable prefixes for README HTML', () => {
  it('prefixes ids and fragment links and moves headings down', () => {
    expect(prefixHtml('<h2 id="a"><a href="#a">x</a></h2><h3 id="b">y</h3><a href="/x/#a">z</a>', 'p')).toBe(
      '<h3 id="p__a"><a href="#p__a">x</a></h3><h4 id="p__b">y</h4><a href="/x/#a">z</a>',
    );
  });
});

describe('README images without alt text', () => {
  it('are named after their file, so a linked logo still has a name', () => {
    const { html } = renderReadme(
      '<a href="https://github.com/webpack/webpack"><img src="https://x/webpack-icon-square-big.svg"></a>\n\n```js\nconst a = 1;\n```\n',
      repo,
    );
    expect(html).toContain('alt="webpack icon square big"');
    expect(html).toContain('<pre class="language-js" tabindex="0">');
  });
});

describe('README alerts', () => {
  it('render as the same asides as our own pages', () => {
    const { html } = renderReadme('> [!WARNING]\n> Mind the gap.\n', repo);
    expect(html).toMatch(/<div role="note" class="aside aside-warning">\s*<strong class="aside-title">Warning<\/strong>/);
  });
});
