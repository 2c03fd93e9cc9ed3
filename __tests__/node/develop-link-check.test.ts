import path from 'node:path';
import { brokenContentLinks, servedFiles, srcPageUrls } from '../../src/node/develop-link-check';

const NO_EXTRAS = { options: [], optionsSource: null, generatedTable: null, releaseNotes: null };
const source = path.resolve('content/guides/example.mdx');
const text = [
  '---',
  'title: Example',
  '---',
  '',
  'See [output](/concepts/output/#filenames) and [entries](/concepts/entry/).',
  '',
  '[Vote](/vote/), [old](/concepts/output/#gone), [options](/configuration/output/#anything), [path](/configuration/resolve/#resolvealias), [wrong](/configuration/resolve/#resolvealiass).',
  '[self](#usage) and [nowhere](#nowhere).',
  '',
  '![Logo](/branding/logo.svg) ![Gone](/branding/gone.svg)',
].join('\n');

const pages = [
  {
    url: '/guides/example/',
    name: 'example',
    contentFilePath: source,
    html: '<h2 id="usage">Usage</h2><p><a href="/concepts/output/#filenames">output</a> <a href="/concepts/entry/">entries</a> <a href="/vote/">Vote</a> <a href="/concepts/output/#gone">old</a> <a href="/configuration/output/#anything">options</a> <a href="/configuration/resolve/#resolvealias">path</a> <a href="/configuration/resolve/#resolvealiass">wrong</a> <a href="#usage">self</a> <a href="#nowhere">nowhere</a></p><p><img src="/branding/logo.svg" alt="Logo"> <img src="/branding/gone.svg" alt="Gone"></p>',
    anchors: [],
    extras: NO_EXTRAS,
  },
  // An anchor develop knows from the page's headings.
  {
    url: '/concepts/output/',
    name: 'output',
    contentFilePath: null,
    html: '<p>Output</p>',
    anchors: [{ title: 'File names', id: 'filenames', level: 2, children: [] }],
    extras: NO_EXTRAS,
  },
  // A page with a generated options table renders ids develop does not list, so anchors into it pass.
  { url: '/configuration/output/', name: 'output', contentFilePath: null, html: '', anchors: [], extras: { ...NO_EXTRAS, optionsSource: 'webpack' } },
  // A configuration page: its options' anchors are those of their ConfigOption nodes.
  { url: '/configuration/resolve/', name: 'resolve', contentFilePath: null, html: '', anchors: [], extras: NO_EXTRAS },
];

describe('the link check under develop', () => {
  const options = [{ page: 'resolve', anchorId: 'resolvealias' }];
  const files = new Set(['/branding/logo.svg']);
  const problems = brokenContentLinks(pages, options, ['/vote/'], () => text, files);

  it('names each missing page or anchor with the file and line that hold it', () => {
    expect([...problems.keys()]).toEqual(['content/guides/example.mdx']);
    expect(problems.get('content/guides/example.mdx')).toEqual([
      { file: 'content/guides/example.mdx', line: 5, reason: 'broken link /concepts/entry/: no such page' },
      { file: 'content/guides/example.mdx', line: 7, reason: 'broken link /concepts/output/#gone: no #gone on /concepts/output/' },
      {
        file: 'content/guides/example.mdx',
        line: 7,
        reason: 'broken link /configuration/resolve/#resolvealiass: no #resolvealiass on /configuration/resolve/',
      },
      { file: 'content/guides/example.mdx', line: 8, reason: 'broken link #nowhere: no #nowhere on /guides/example/' },
      { file: 'content/guides/example.mdx', line: 10, reason: 'missing file /branding/gone.svg: put it under static/ or correct the path' },
    ]);
  });

  it('finds nothing once the links are fixed', () => {
    const fixed = [
      { ...pages[0], html: '<h2 id="usage">Usage</h2><a href="/concepts/output/#filenames">output</a><a href="/vote/">Vote</a>' },
      ...pages.slice(1),
    ];
    expect(brokenContentLinks(fixed, options, ['/vote/'], () => text, files).size).toBe(0);
    // Each page's parsed HTML is kept between checks: a page saved back to its broken state is seen again.
    expect(brokenContentLinks(pages, options, ['/vote/'], () => text, files).get('content/guides/example.mdx')).toHaveLength(5);
  });

  it('knows the files develop serves from static/ by their URL paths', () => {
    const served = servedFiles([path.resolve('static'), path.resolve('no-such-folder')]);
    expect(served.has('/branding/logo.svg')).toBe(true);
    // Folders are not files.
    expect(served.has('/branding')).toBe(false);
  });

  it('knows the pages of src/pages by their file names', () => {
    expect(srcPageUrls(path.resolve('src/pages'))).toEqual(expect.arrayContaining(['/', '/404/', '/vote/', '/search/', '/starter-kits/']));
  });
});
