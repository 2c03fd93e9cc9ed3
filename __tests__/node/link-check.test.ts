import path from 'node:path';
import { findBrokenLinks } from '../../src/lib/link-check';
import { describeBrokenLink, readBuiltSite, summarizeBrokenLinks } from '../../src/node/check-links';

const site = path.join(__dirname, '..', 'fixtures', 'built-site');

describe('link and anchor check over a built site', () => {
  const { pages, files } = readBuiltSite(site);
  const broken = findBrokenLinks(pages, files);

  it('reads pages, ids and links from the HTML', () => {
    expect(pages.map((p) => p.url).sort()).toEqual(['/concepts/', '/concepts/output/']);
    expect([...(pages.find((p) => p.url === '/concepts/output/')!.ids ?? [])]).toEqual(['filenames', 'legacy']);
  });

  it('reports missing pages, anchors and files, and nothing else', () => {
    expect(broken).toEqual([
      { page: '/concepts/output/', href: '/concepts/entry-points/', reason: 'no such page' },
      { page: '/concepts/output/', href: '#file-names', reason: 'no #file-names on /concepts/output/' },
      { page: '/concepts/output/', href: '/missing.png', reason: 'no such file' },
    ]);
  });

  it('names the content file and line that holds a broken link', () => {
    const source = path.join(__dirname, '..', 'fixtures', 'content-bad', 'valid', 'concepts', 'output.mdx');
    const sourceOf = (url: string) => (url === '/concepts/output/' ? source : undefined);
    expect(describeBrokenLink(broken[0], sourceOf)).toBe(`${source}:8: broken link /concepts/entry-points/ (no such page)`);
    expect(describeBrokenLink(broken[1], sourceOf)).toBe(`${source}:8: broken link #file-names (no #file-names on /concepts/output/)`);
    expect(describeBrokenLink({ page: '/x/', href: '/y/', reason: 'no such page' }, () => undefined)).toBe('page /x/: broken link /y/ (no such page)');
  });

  it('lists a broken link of the site chrome once, with the pages it sits on', () => {
    const chrome = ['/a/', '/b/', '/c/', '/d/'].map((page) => ({ page, href: '/vote/', reason: 'no such page' }));
    expect(summarizeBrokenLinks(chrome, () => undefined)).toEqual(['broken link /vote/ (no such page) on 4 pages: /a/, /b/, /c/, …']);
  });
});
