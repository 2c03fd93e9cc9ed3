import { buildDependencies, withoutPageComponents } from '../../src/node/webpack-config';

describe('webpack cache build dependencies', () => {
  it("lets the lockfile stand for Gatsby's files inside node_modules and keeps the site's own", () => {
    const gatsbys = [
      '/site/node_modules/gatsby/dist/utils/webpack.config.js',
      '/site/node_modules/gatsby-plugin-mdx/gatsby-node.js',
      '/site/node_modules/gatsby/node_modules/webpack/lib/',
      'C:\\site\\node_modules\\null-loader\\dist\\cjs.js',
    ];
    expect(buildDependencies([...gatsbys, '/site/.cache/compiled/gatsby-node.js'], '/site/package-lock.json')).toEqual([
      '/site/.cache/compiled/gatsby-node.js',
      '/site/package-lock.json',
    ]);
  });

  it('keeps a file whose name merely contains node_modules', () => {
    expect(buildDependencies(['/site/src/node_modules-notes.js'], '/site/package-lock.json')).toEqual([
      '/site/src/node_modules-notes.js',
      '/site/package-lock.json',
    ]);
  });
});

describe('develop-html without page components', () => {
  it("puts an empty page-component map ahead of Gatsby's virtual modules, and leaves the map alone under DEV_SSR", () => {
    const resolve = { alias: { $virtual: '/site/.cache/_this_is_virtual_fs_path_/$virtual' } };
    withoutPageComponents(resolve, {});
    expect(Object.keys(resolve.alias)).toEqual(['$virtual/async-requires$', '$virtual']);
    const emptyMap = jest.requireActual<object>(String((resolve.alias as Record<string, unknown>)['$virtual/async-requires$']));
    expect(emptyMap).toEqual({ components: {}, head: {} });
    const withSsr = { alias: {} };
    withoutPageComponents(withSsr, { GATSBY_EXPERIMENTAL_DEV_SSR: 'true' });
    expect(withSsr.alias).toEqual({});
  });
});
