import { releaseDocPages } from '../../../src/lib/release-notes/pages';
import { releaseNotesViews } from '../../../src/lib/release-notes/view';
import { buildSiteTree, type TreePage } from '../../../src/lib/site-tree';
import { OPTIONS, RELEASES } from './fixture';

describe('release notes pages', () => {
  it('makes an index and one page per minor version, listed in the Migrate sidebar after its own pages, newest first', () => {
    const pages = releaseDocPages(RELEASES);
    expect(pages.map((page) => [page.url, page.title])).toEqual([
      ['/migrate/releases/', 'Release notes'],
      ['/migrate/releases/5.113/', 'webpack 5.113'],
      ['/migrate/releases/5.112/', 'webpack 5.112'],
    ]);
    const guide = { url: '/migrate/5/', section: 'migrate', name: '5', title: 'To v5 from v4', sort: 1, group: null, anchors: [] };
    const index = { url: '/migrate/', section: 'migrate', name: 'index', title: 'Migrate', sort: -1, group: null, anchors: [] };
    const [migrate] = buildSiteTree<TreePage>([...[...pages].reverse(), guide, index]);
    expect(migrate.groups.map((group) => [group.title, group.pages.map((page) => page.url)])).toEqual([
      [null, ['/migrate/', '/migrate/5/']],
      ['Release notes', ['/migrate/releases/', '/migrate/releases/5.113/', '/migrate/releases/5.112/']],
    ]);
  });

  it('gives each release page its headings as anchors, and the index one per release, matching what is rendered', () => {
    const [index, newest] = releaseDocPages(RELEASES);
    const views = releaseNotesViews(RELEASES, OPTIONS);
    const view = views.get(newest.url);
    expect(view?.kind).toBe('release');
    if (view?.kind !== 'release') return;
    expect(newest.anchors.map((anchor) => anchor.id)).toEqual(view.groups.map((group) => group.id));
    expect(index.anchors.map((anchor) => anchor.id)).toEqual(['webpack-5-113', 'webpack-5-112']);
    expect(newest).toMatchObject({ sourcePath: 'content/data/webpack-releases.json', summary: '8 changes since 5.112.2, released 2026-11-19.' });
  });

  it('heads a release with its date, summary and the version it compares with, linked when the site has that page', () => {
    const views = releaseNotesViews(RELEASES, OPTIONS);
    expect(views.get('/migrate/releases/5.113/')).toMatchObject({
      previous: '5.112.2',
      previousUrl: '/migrate/releases/5.112/',
      date: '2026-11-19',
      summary: 'Adds `output.allowOutside`.',
    });
    expect(views.get('/migrate/releases/5.112/')).toMatchObject({ previous: '5.111.1', previousUrl: null });
  });

  it('lists the releases on the index, newest first, with their item counts by heading', () => {
    const index = releaseNotesViews(RELEASES, OPTIONS).get('/migrate/releases/');
    expect(index?.kind).toBe('index');
    if (index?.kind !== 'index') return;
    expect(index.releases.map((release) => [release.url, release.counts])).toEqual([
      [
        '/migrate/releases/5.113/',
        [
          { title: 'Options added', count: 3 },
          { title: 'Defaults changed', count: 1 },
          { title: 'Hooks and API added', count: 1 },
          { title: 'New and changed messages', count: 1 },
          { title: 'Removed and deprecated', count: 2 },
        ],
      ],
      ['/migrate/releases/5.112/', [{ title: 'Behaviour changes', count: 1 }]],
    ]);
  });
});
