/**
 * @jest-environment node
 *
 * The Dotenv page against real builds: its project built in production and development mode prints
 * what the page shows, the bundle is the one shown (and holds no secret), and the rules the page
 * states (file order, which mode's files, expansion, exposed names, refused options, the error for
 * an unreadable file) are what webpack does.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import webpack from 'webpack';
import { PageProject } from './support/page-project';
import { backdate, readPage, REPO_ROOT, runNode } from './support/workspace';

const CLI = path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js');
const loadModule = createRequire(__filename);

const PAGE = 'configuration/dotenv.mdx';
const { text } = readPage(PAGE);
const project = PageProject.forTests(PAGE);

// The reader's shell: no stray WEBPACK_ variables, and the host name the page names (or none).
const shell = (hostname: string) => ({ HOSTNAME: hostname });

describe('the complete example', () => {
  beforeAll(() => project.write('.env', '.env.production', 'src/index.js', 'webpack.config.js'));

  test('a production build prints what the page shows, and the bundle is the one shown', async () => {
    const build = await project.webpack([], shell('ci-runner-7'));
    expect(build.code).toBe(0);
    const run = await project.node(['dist/main.js']);
    expect(run.stdout.trim()).toBe(project.after('HOSTNAME=ci-runner-7 npx webpack').trim());
    const bundle = project.read('dist/main.js');
    expect(bundle.trim()).toBe(project.after('node dist/main.js', 'js').trim());
    expect(bundle).not.toContain('hunter2');
    expect(bundle).not.toContain('HOSTNAME');
  }, 120_000);

  test('a development build without a host name reads .env.development, not .env.production', async () => {
    expect(await project.webpack(['--mode', 'development'], shell(''))).toMatchObject({ code: 0 });
    const run = await project.node(['dist/main.js']);
    expect(run.stdout.trim()).toBe(project.after('npx webpack --mode development').trim());
  }, 120_000);

  test('the real environment wins over every file', async () => {
    expect(await project.webpack([], { ...shell('x'), WEBPACK_API_URL: 'https://staging.example.com' })).toMatchObject({ code: 0 });
    expect((await project.node(['dist/main.js'])).stdout).toContain('API: https://staging.example.com');
    expect(text).toContain('`WEBPACK_API_URL=https://staging.example.com npx webpack` ships the staging address');
  }, 120_000);
});

/** Builds `source` next to the given dotenv files (into a CommonJS bundle, so the test can require what it exports). */
async function buildWith(files: Record<string, string>, config: webpack.Configuration, source = 'export default JSON.stringify(import.meta.env);') {
  const dir = fs.mkdtempSync(path.join(project.dir, 'case-'));
  for (const [name, content] of Object.entries({ ...files, 'index.js': source })) fs.writeFileSync(path.join(dir, name), content);
  const compiler = webpack({ context: dir, entry: './index.js', target: 'node', output: { path: path.join(dir, 'dist'), library: { type: 'commonjs2' } }, optimization: { minimize: false }, ...config });
  const stats = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))));
  await new Promise((resolve) => compiler.close(resolve));
  return { dir, stats, value: () => JSON.parse((loadModule(path.join(dir, 'dist/main.js')) as { default: string }).default) as Record<string, unknown> };
}

describe('the rules the page states', () => {
  test('file order, later files winning, and the development files when no mode is set', async () => {
    const files = { '.env': 'WEBPACK_A=env\nWEBPACK_B=env\n', '.env.local': 'WEBPACK_B=local\n', '.env.development': 'WEBPACK_M=development\n', '.env.production': 'WEBPACK_M=production\n' };
    expect((await buildWith(files, { mode: 'production', dotenv: true })).value()).toMatchObject({ WEBPACK_A: 'env', WEBPACK_B: 'local', WEBPACK_M: 'production' });
    const noMode = await buildWith(files, { dotenv: true });
    expect(noMode.value()).toMatchObject({ WEBPACK_M: 'development' });
    expect(text).toContain('A configuration without `mode` reads the `development` files');
  }, 60_000);

  test('expansion: references, fallbacks, escapes, and only lines above', async () => {
    const env = 'WEBPACK_B=bee\nWEBPACK_A=$WEBPACK_B|${WEBPACK_B}|${UNSET_NAME:-fb}|\\$WEBPACK_B|${WEBPACK_LATER}\nWEBPACK_LATER=late\nWEBPACK_Q="one\\ntwo"\nexport WEBPACK_E=exported # comment\n';
    const { value } = await buildWith({ '.env': env }, { mode: 'production', dotenv: true });
    expect(value()).toMatchObject({ WEBPACK_A: 'bee|bee|fb|$WEBPACK_B|', WEBPACK_Q: 'one\ntwo', WEBPACK_E: 'exported' });
    expect(text).toContain('expands to an empty string: define variables before you use them');
  });

  test('expansion that doubles with every line stops with a DotenvExpansionError', async () => {
    const lines = ['WEBPACK_V0=0123456789abcdef', ...Array.from({ length: 24 }, (_, index) => `WEBPACK_V${index + 1}=\${WEBPACK_V${index}}\${WEBPACK_V${index}}`)];
    const { stats } = await buildWith({ '.env': `${lines.join('\n')}\n` }, { mode: 'production', dotenv: true });
    const [error] = stats.compilation.errors;
    expect(error?.name).toBe('DotenvExpansionError');
    expect(error?.message).toMatch(/^Expanding the dotenv variable WEBPACK_V\d+ .+\.\nCheck for variables that reference other variables many times or in a cycle\.$/);
    expect(text).toContain('("Expanding the dotenv variable … adds more than 1048576 characters to the dotenv values in total.")');
  });

  test('exposed names: both spellings, the whole import.meta.env, unexposed ones left alone', async () => {
    const source = 'export default JSON.stringify([process.env.WEBPACK_X, import.meta.env.WEBPACK_X, import.meta.env.SECRET, typeof process.env.SECRET, Object.keys(import.meta.env)]);';
    const { dir, value } = await buildWith({ '.env': 'WEBPACK_X=x\nSECRET=s\n' }, { mode: 'production', dotenv: true }, source);
    expect(value()).toEqual(['x', 'x', null, 'undefined', ['WEBPACK_X', 'NODE_ENV', 'MODE', 'DEV', 'PROD', 'SSR', 'BASE_URL']]);
    expect(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8')).toContain('process.env.SECRET');
    expect(text).toContain('`NODE_ENV`, `MODE`, `DEV`, `PROD`, `SSR` and `BASE_URL`');
  });

  test('the second example configuration: its prefixes, folder and template', async () => {
    const config = project.block('webpack.config.js', 1).value;
    expect(config).toContain('prefix: ["VITE_", "PUBLIC_"]');
    const files = { 'environments/.env': 'VITE_A=1\nPUBLIC_B=2\nWEBPACK_C=3\n', 'environments/.env.production': 'VITE_A=prod\n', 'environments/.env.override': 'PUBLIC_B=over\n' };
    const dir = fs.mkdtempSync(path.join(project.dir, 'second-'));
    for (const [name, content] of Object.entries({ ...files, 'webpack.config.js': config, 'src/index.js': 'console.log(JSON.stringify(import.meta.env));' })) {
      fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
      fs.writeFileSync(path.join(dir, name), content);
    }
    fs.writeFileSync(path.join(dir, 'package.json'), '{}');
    expect(await runNode([CLI], dir)).toMatchObject({ code: 0 });
    const printed = JSON.parse((await runNode(['dist/main.js'], dir)).stdout) as Record<string, string>;
    expect(printed).toMatchObject({ VITE_A: 'prod', PUBLIC_B: 'over' });
    expect(printed).not.toHaveProperty('WEBPACK_C');
  }, 120_000);

  test('the plugin behind the option is exported, and watch mode rebuilds when a file appears', async () => {
    expect(typeof webpack.DotenvPlugin).toBe('function');
    expect(text).toContain('also exported as `webpack.DotenvPlugin`');
    const dir = fs.mkdtempSync(path.join(project.dir, 'watch-'));
    fs.writeFileSync(path.join(dir, '.env'), 'WEBPACK_WHERE=env\n');
    fs.writeFileSync(path.join(dir, 'index.js'), 'console.log(import.meta.env.WEBPACK_WHERE);');
    backdate(dir);
    const compiler = webpack({ context: dir, entry: './index.js', mode: 'production', target: 'node', dotenv: true, output: { path: path.join(dir, 'dist') } });
    const outputs: string[] = [];
    await new Promise<void>((resolve, reject) => {
      const watching = compiler.watch({ aggregateTimeout: 50 }, (error) => {
        if (error) return reject(error);
        outputs.push(/console\.log\("(\w+)"\)/.exec(fs.readFileSync(path.join(dir, 'dist/main.js'), 'utf8'))?.[1] ?? '');
        if (outputs.length === 1) setTimeout(() => fs.writeFileSync(path.join(dir, '.env.local'), 'WEBPACK_WHERE=local\n'), 300);
        // The rebuild the new file starts; a busy machine may add one for a file written just before.
        else if (outputs.at(-1) === 'local' || outputs.length > 3) watching?.close(() => resolve());
      });
    });
    await new Promise((resolve) => compiler.close(resolve));
    expect([outputs[0], outputs.at(-1)]).toEqual(['env', 'local']);
    expect(text).toContain('creating a `.env.local` that did not exist yet, starts a rebuild with the new values');
  }, 60_000);

  test('the options the page says are refused are refused by validation', () => {
    const problem = (dotenv: unknown) => {
      try {
        webpack.validate({ dotenv } as webpack.Configuration);
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(problem({ prefix: '' })).toContain('configuration.dotenv.prefix should be a non-empty string');
    expect(problem({ dir: './config' })).toContain('configuration.dotenv.dir: The provided value "./config" is not an absolute path!');
    expect(problem({ dir: true })).toContain('configuration.dotenv.dir should be one of these');
    expect(problem({ dir: false, prefix: ['A_'], template: ['.env'] })).toBe('');
    expect(text).toContain('An empty string is refused');
    expect(text).toContain('A relative path such as `"./config"` is refused, and so is `true`.');
  });

  test('an unreadable file fails the build with the error the page shows', async () => {
    const { dir, stats } = await buildWith({ '.env': 'WEBPACK_A=1\n' }, { mode: 'production', dotenv: true });
    expect(stats.hasErrors()).toBe(false);
    fs.mkdirSync(path.join(dir, '.env.local'));
    const compiler = webpack({ context: dir, entry: './index.js', mode: 'production', target: 'node', dotenv: true, output: { path: path.join(dir, 'dist') } });
    const failed = await new Promise<webpack.Stats>((resolve, reject) => compiler.run((error, result) => (error || !result ? reject(error ?? new Error('no stats')) : resolve(result))));
    const printed = failed.toString({ all: false, errors: true, colors: false }).split(dir).join('/project');
    expect(printed.trim()).toBe(project.blockContaining('ERROR in /project/.env.local').trim());
  });
});
