import { releaseNotesByUrl } from '../../src/node/create-pages/release-notes';
import { OPTIONS, RELEASES } from '../lib/release-notes/fixture';

function args(releases = RELEASES) {
  const reporter = { panicOnBuild: jest.fn() };
  const graphql = jest.fn(async () => ({ data: { allWebpackRelease: { nodes: releases } } }));
  return { reporter, graphql, args: { graphql, reporter } as never };
}

const SITE = ['/migrate/releases/', '/configuration/output/', '/configuration/experiments/', '/api/errors/', '/guides/output/'];

describe('release notes at page creation', () => {
  it('lays out every release notes page from the ledger nodes', async () => {
    const { args: a, reporter } = args();
    const views = await releaseNotesByUrl(a, new Set(SITE), OPTIONS);
    expect([...views.keys()]).toEqual(['/migrate/releases/', '/migrate/releases/5.113/', '/migrate/releases/5.112/']);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  it('fails the build, naming the ledger entry, when a change is documented on a page the site does not have', async () => {
    const { args: a, reporter } = args();
    await releaseNotesByUrl(a, new Set(SITE.filter((url) => url !== '/api/errors/')), OPTIONS);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      'content/data/webpack-releases.json: releases[0].changes[1] (5.113.0 message-added SomeNewWarning) is documented at /api/errors/, but the site has no page /api/errors/',
    );
  });
});
