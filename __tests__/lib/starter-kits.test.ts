import fs from 'node:fs';
import { isDbProject, isStarterKitList, isWebpackKit, toStarterKits } from '../../src/lib/starter-kits';

describe('starter kits', () => {
  it('keeps projects tagged with a webpack version', () => {
    expect(isWebpackKit({ githubPath: 'a/b', tags: ['babel', 'webpack 4'] })).toBe(true);
    expect(isWebpackKit({ githubPath: 'a/b', tags: ['Webpack'] })).toBe(true);
    expect(isWebpackKit({ githubPath: 'a/b', tags: ['webpacker'] })).toBe(false);
    expect(isWebpackKit({ githubPath: 'a/b', tags: ['parcel-bundler'] })).toBe(false);
    expect(isWebpackKit({ githubPath: 'a/b' })).toBe(false);
  });

  it('turns them into rows sorted by name, with the owner as maintainer and tags deduplicated', () => {
    const kits = toStarterKits([
      { githubPath: 'zed/zeta-starter', tags: ['webpack 3', 'hmr', 'HMR'] },
      { githubPath: 'ann/alpha', tags: ['webpack 4'] },
      { githubPath: 'bob/parcel-thing', tags: ['parcel-bundler'] },
    ]);
    expect(kits).toEqual([
      { name: 'alpha', url: 'https://github.com/ann/alpha', maintainer: 'ann', tags: ['webpack 4'] },
      { name: 'zeta-starter', url: 'https://github.com/zed/zeta-starter', maintainer: 'zed', tags: ['webpack 3', 'HMR'] },
    ]);
  });

  it('reads the installed javascriptstuff-db package: 62 webpack kits', () => {
    const db = JSON.parse(fs.readFileSync(require.resolve('javascriptstuff-db/react-starter-projects.json'), 'utf8')) as { projects: unknown[] };
    const kits = toStarterKits(db.projects.filter(isDbProject));
    expect(kits).toHaveLength(62);
    expect(isStarterKitList(JSON.parse(JSON.stringify(kits)))).toBe(true);
  });

  it('checks data read at build time and in the browser', () => {
    expect(isDbProject({ githubPath: 'a/b', tags: ['x'] })).toBe(true);
    expect(isDbProject({ githubPath: 'a/b', tags: [1] })).toBe(false);
    expect(isDbProject({ tags: [] })).toBe(false);
    expect(isStarterKitList([{ name: 'a', url: 'u', maintainer: 'm' }])).toBe(false);
    expect(isStarterKitList({})).toBe(false);
  });
});
