import { compareFiles, filePattern } from '../../../src/lib/content-examples/output-files';

describe('output file names with hash placeholders', () => {
  it('turns placeholders into hex patterns of webpack’s lengths', () => {
    expect(filePattern('main.[contenthash].js').test('main.0b338d6308d139633640.js')).toBe(true);
    expect(filePattern('main.[contenthash].js').test('main.0b338d63.js')).toBe(false);
    expect(filePattern('greet.[contenthash:8].js').test('greet.2c8d06e0.js')).toBe(true);
    expect(filePattern('greet.[contenthash:8].js').test('greet.2C8D06E0.js')).toBe(false);
    expect(filePattern('[hash].svg').test('9c1663e59c2b28c627be.svg')).toBe(true);
  });

  it('matches the rest literally', () => {
    expect(filePattern('main.js').test('mainXjs')).toBe(false);
    expect(filePattern('images/logo.svg').test('images/logo.svg')).toBe(true);
    expect(filePattern('main.js').test('dist/main.js')).toBe(false);
  });

  it('reports names nothing matched and files no name matched', () => {
    const actual = ['index.html', 'main.11ade9c67b535f5f16b0.js', 'runtime.576ca859ee463732db5f.js', 'stale.js'];
    expect(compareFiles(actual, ['index.html', 'main.[contenthash].js', 'runtime.[contenthash].js'])).toEqual({ missing: [], unexpected: ['stale.js'] });
    expect(compareFiles(actual.slice(0, 2), ['index.html', 'main.[contenthash].js', 'vendors.[contenthash].js'])).toEqual({
      missing: ['vendors.[contenthash].js'],
      unexpected: [],
    });
  });

  it('lets each name account for one file only', () => {
    expect(compareFiles(['a.1111111111111111111a.js', 'a.2222222222222222222b.js'], ['a.[contenthash].js'])).toEqual({
      missing: [],
      unexpected: ['a.2222222222222222222b.js'],
    });
  });
});
