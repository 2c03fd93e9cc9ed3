import { buildDependencies } from '../../src/node/webpack-config';

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
