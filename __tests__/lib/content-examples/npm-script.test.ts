import { lifecycle, parseScript, scriptOf } from '../../../src/lib/content-examples/npm-script';

describe('npm scripts of example projects', () => {
  it('splits a single command into program and arguments', () => {
    expect(parseScript('webpack')).toEqual({ program: 'webpack', args: [] });
    expect(parseScript('webpack --env development --env api=http://localhost:3000')).toEqual({
      program: 'webpack',
      args: ['--env', 'development', '--env', 'api=http://localhost:3000'],
    });
    expect(parseScript('node --test --test-reporter=spec test/strings-loader.test.js').program).toBe('node');
  });

  it('refuses what only a shell would understand', () => {
    for (const script of ['webpack && node dist/main.js', 'NODE_ENV=production webpack $FLAGS', 'webpack --config "my config.js"', 'tsc | tee log']) {
      expect(() => parseScript(script)).toThrow(/needs a shell/);
    }
  });

  it('reads a script from package.json, or names the ones there are', () => {
    const pkg = JSON.stringify({ scripts: { build: 'webpack', 'build:dev': 'webpack --env development' } });
    expect(scriptOf(pkg, 'build:dev')).toBe('webpack --env development');
    expect(() => scriptOf(pkg, 'test')).toThrow('package.json has no "test" script (it has: build, build:dev)');
    expect(() => scriptOf('{}', 'build')).toThrow('(it has: none)');
  });

  it('runs pre and post scripts around a script, as npm does', () => {
    const pkg = JSON.stringify({ scripts: { pretest: 'webpack --config webpack.test.config.js', test: 'node --test dist-test/a.test.js', build: 'webpack' } });
    expect(lifecycle(pkg, 'test').map((step) => [step.name, step.command.program])).toEqual([
      ['pretest', 'webpack'],
      ['test', 'node'],
    ]);
    expect(lifecycle(pkg, 'build').map((step) => step.name)).toEqual(['build']);
    expect(() => lifecycle(pkg, 'start')).toThrow('package.json has no "start" script');
  });
});
