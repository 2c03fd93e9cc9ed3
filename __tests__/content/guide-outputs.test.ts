/**
 * @jest-environment node
 *
 * The build output the first guides print, step by step, as the reader sees it: each guide's project
 * is rebuilt from its code blocks, taken through the page's steps in order (the file edits and the
 * commands, in the same folder, so `[emitted]`, `[compared for emit]` and `[cached]` come out as
 * they do for the reader), and every output block is compared with what the installed webpack-cli
 * prints, timings aside.
 *
 * The projects reach node_modules through a link. `--no-resolve-symlinks` makes webpack name the
 * modules in it as an installed copy would be named (`./node_modules/lodash/lodash.js`), which also
 * keeps the module ids and content hashes derived from those names. Loaders that write their own
 * location into the modules they generate (css-loader) are copied into the project instead. Not
 * replayed: the dev-server block of Development, which would need a server listening.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { extractCodeBlocks, type CodeBlock } from '../../src/lib/content-examples/code-blocks';
import { writeProject, type GuideExample } from './support/guide-example';
import { runScript } from './support/npm';
import { createWorkspace, readPage, removeWorkspace, REPO_ROOT, runNode } from './support/workspace';

const CLI = path.join(REPO_ROOT, 'node_modules/webpack-cli/bin/cli.js');

/** The reader's folder, with the page's code blocks at hand. */
class Project {
  readonly blocks: readonly CodeBlock[];

  constructor(
    readonly dir: string,
    readonly page: string,
  ) {
    this.blocks = extractCodeBlocks(page, readPage(page).text);
  }

  /** The `index`-th block titled `file` (0-based), written as that file. */
  write(file: string, index = 0): void {
    const block = this.blocks.filter((candidate) => candidate.title === file)[index];
    if (!block) throw new Error(`${this.page}: no block ${index} titled ${file}`);
    fs.mkdirSync(path.dirname(path.join(this.dir, file)), { recursive: true });
    fs.writeFileSync(path.join(this.dir, file), `${block.value}\n`);
  }

  remove(...files: string[]): void {
    for (const file of files) fs.rmSync(path.join(this.dir, file), { recursive: true, force: true });
  }

  /** An edit the page describes in words or as a diff. */
  edit(file: string, from: string | RegExp, to: string): void {
    const target = path.join(this.dir, file);
    const content = fs.readFileSync(target, 'utf8');
    const edited = content.replace(from, to);
    if (edited === content) throw new Error(`${file} does not contain ${String(from)}`);
    fs.writeFileSync(target, edited);
  }

  /** The `index`-th untitled block of a language (0-based). */
  untitled(lang: string, index: number): string {
    const block = this.blocks.filter((candidate) => candidate.lang === lang && !candidate.title)[index];
    if (!block) throw new Error(`${this.page}: no untitled ${lang} block ${index}`);
    return block.value;
  }

  /** The `index`-th unnamed text block of the page (0-based). */
  textBlock(index: number): string {
    const block = this.blocks.filter((candidate) => candidate.lang === 'text' && !candidate.title)[index];
    if (!block) throw new Error(`${this.page}: no text block ${index}`);
    return block.value;
  }
}

interface Step {
  /** What the reader does before the command. */
  readonly prepare?: (project: Project) => void;
  /** `npx webpack` with these arguments, or `npm run <script>`. */
  readonly command?: readonly string[] | { readonly script: string };
  /** The page's text block that shows the output (0-based among its unnamed text blocks); a subset of lines when `some`. Without it, a build the page runs but does not print. */
  readonly shows?: number;
  readonly some?: boolean;
  /** The exit code the page states; 0 unless given. */
  readonly code?: number;
  /** `npx webpack --watch`: after the first build the reader makes this edit, and the page shows the second report. */
  readonly watch?: (project: Project) => void;
  /** The page's untitled `js` block (0-based) that shows dist/main.js afterwards: all of it, or a part when `part`. */
  readonly bundle?: { readonly block: number; readonly part?: boolean };
  /** An emitted file the page prints in an untitled block of another language. */
  readonly emits?: { readonly file: string; readonly lang: string; readonly block: number };
}

interface Replay {
  readonly example: GuideExample;
  /** Where the page shows the project in messages that print its path (`/home/you/name`): the real folder is replaced by it. */
  readonly folder?: string;
  /** Packages copied into the project instead of reached through the link: loaders whose output names their own location. */
  readonly copies?: readonly string[];
  readonly steps: readonly Step[];
}

const GETTING_STARTED: GuideExample = { page: 'guides/getting-started.mdx', builds: [] };
const OUTPUT_MANAGEMENT: GuideExample = { page: 'guides/output-management.mdx', startsFrom: { example: GETTING_STARTED }, builds: [] };

/** Asset Management's font: any WOFF2 file the reader has; webpack copies it unread, so this one only needs the size of the page's (43.9 KiB). */
const FONT = Buffer.alloc(44_950);

const REPLAYS: readonly Replay[] = [
  {
    example: { page: 'guides/modern-web-platform.mdx', builds: [] },
    folder: '/home/you/platform-tour',
    steps: [{ command: { script: 'wasm' } }, { command: { script: 'build' }, shows: 0 }, { command: { script: 'start' }, shows: 1 }],
  },
  {
    example: { page: 'guides/package-exports.mdx', builds: [] },
    folder: '/home/you/exports-demo',
    steps: [
      { command: { script: 'build' } },
      { command: { script: 'start:browser' }, shows: 0 },
      { command: { script: 'start:server' }, shows: 1 },
      { prepare: (project) => project.edit('src/index.js', "'tidy/locales/de.js'", "'tidy/locales/internal/base.js'"), code: 1, shows: 2, some: true },
    ],
  },
  {
    example: { page: 'guides/ecma-script-modules.mdx', builds: [] },
    folder: '/home/you/esm-in-webpack',
    steps: [
      { shows: 1 },
      { command: { script: 'start' }, shows: 2 },
      { prepare: (project) => project.edit('src/index.mjs', "from './format.js'", "from './format'"), code: 1, shows: 3, some: true },
      // The same import builds with the check turned off.
      { command: ['--config', 'webpack.fully-specified.config.js'] },
      {
        prepare: (project) => {
          project.edit('src/index.mjs', "from './format'", "from './format.js'");
          fs.appendFileSync(path.join(project.dir, 'src/currencies.cjs'), 'export const x = 1;\n');
        },
        code: 1,
        shows: 0,
        some: true,
      },
      {
        // "type": "module", and the configuration renamed to webpack.config.cjs.
        prepare: (project) => {
          project.edit('src/currencies.cjs', 'export const x = 1;\n', '');
          project.edit('package.json', '"private": true,', '"private": true,\n  "type": "module",');
          fs.renameSync(path.join(project.dir, 'webpack.config.js'), path.join(project.dir, 'webpack.config.cjs'));
        },
      },
      { command: { script: 'start' }, shows: 4 },
    ],
  },
  {
    example: { page: 'plugins/virtual-url-plugin.mdx', builds: [] },
    steps: [
      { shows: 0 },
      { command: { script: 'start' }, shows: 1 },
      { prepare: (project) => project.edit('src/index.js', "'virtual:settings'", "'virtual:settigns'"), code: 1, shows: 2, some: true },
    ],
  },
  {
    example: { page: 'guides/asset-management.mdx', startsFrom: { example: GETTING_STARTED }, builds: [] },
    copies: ['css-loader', 'style-loader'],
    steps: [
      {
        prepare: (project) => {
          project.remove('src/logo.svg', 'src/checklist.json', 'src/notice.txt', 'src/settings.yml', 'src/fonts');
          for (const file of ['package.json', 'webpack.config.js', 'src/style.css', 'src/index.js']) project.write(file, 0);
        },
        shows: 0,
      },
      {
        prepare: (project) => {
          for (const file of ['src/logo.svg', 'src/checklist.json', 'src/notice.txt', 'src/settings.yml']) project.write(file);
          for (const file of ['package.json', 'webpack.config.js', 'src/style.css', 'src/index.js']) project.write(file, 1);
          fs.mkdirSync(path.join(project.dir, 'src/fonts'));
          fs.writeFileSync(path.join(project.dir, 'src/fonts/body.woff2'), FONT);
        },
        shows: 1,
      },
    ],
  },
  {
    example: GETTING_STARTED,
    steps: [
      { prepare: (project) => project.remove('webpack.config.js', 'dist/main.js'), shows: 0 },
      { prepare: (project) => project.write('webpack.config.js'), shows: 1 },
      { command: { script: 'build' }, shows: 2 },
    ],
  },
  {
    example: OUTPUT_MANAGEMENT,
    steps: [
      {
        prepare: (project) => {
          // The Getting Started project: its main.js is still in dist/.
          fs.writeFileSync(path.join(project.dir, 'dist/main.js'), '');
          project.write('webpack.config.js', 0);
        },
        shows: 0,
      },
      { prepare: (project) => project.write('webpack.config.js', 1), shows: 2, emits: { file: 'dist/index.html', lang: 'html', block: 0 } },
    ],
  },
  {
    example: { page: 'guides/asset-modules.mdx', startsFrom: { example: GETTING_STARTED, deletes: ['src/greeting.js'] }, builds: [] },
    steps: [
      {
        prepare: (project) => {
          project.remove('dist/main.js', 'src/content', 'src/files');
          project.write('src/index.js', 0);
          project.write('webpack.config.js', 0);
        },
        shows: 0,
      },
      {
        prepare: (project) => {
          project.write('webpack.config.js', 3);
          project.edit('webpack.config.js', "type: 'asset',", "type: 'asset/inline',");
          project.edit('webpack.config.js', /\n {8}parser: \{[^]*?\n {8}\},\n {8}generator: \{[^]*?\n {8}\},/, '');
          project.remove('dist/images', 'dist/ed76de24d1d8c00059f2.svg', 'dist/9c1663e59c2b28c627be.svg');
        },
        shows: 1,
      },
      { prepare: (project) => project.write('webpack.config.js', 3), shows: 2 },
      {
        prepare: (project) => {
          project.write('src/content/welcome.txt');
          project.write('webpack.config.js', 4);
          project.write('src/files/prices.csv');
          project.write('src/index.js', 1);
          project.remove('dist/main.js', 'dist/images');
        },
        shows: 3,
      },
    ],
  },
  {
    example: { page: 'guides/code-splitting.mdx', startsFrom: { example: GETTING_STARTED, deletes: ['src/greeting.js'] }, builds: [] },
    steps: [
      {
        prepare: (project) => {
          project.write('src/index.js', 0);
          project.write('src/footer.js');
          project.write('webpack.config.js', 0);
        },
        shows: 0,
      },
      { prepare: (project) => project.write('webpack.config.js', 1), shows: 1 },
      { prepare: (project) => project.write('webpack.config.js', 2), shows: 2 },
      {
        prepare: (project) => {
          project.write('src/index.js', 1);
          project.remove('src/footer.js');
          project.write('webpack.config.js', 3);
        },
        shows: 3,
      },
    ],
  },
  {
    example: { page: 'guides/caching.mdx', startsFrom: { example: GETTING_STARTED }, builds: [] },
    steps: [
      {
        prepare: (project) => {
          project.remove('src/notice.js', 'dist/main.js');
          project.write('src/index.js', 0);
          project.write('webpack.config.js', 0);
        },
        shows: 0,
      },
      { prepare: (project) => project.write('webpack.config.js', 1), shows: 1 },
      { prepare: (project) => project.write('webpack.config.js', 2), shows: 2 },
      {
        prepare: (project) => {
          project.write('webpack.config.js', 3);
          project.write('src/notice.js');
          project.write('src/index.js', 1);
        },
        shows: 3,
      },
      {
        prepare: (project) => {
          project.edit('webpack.config.js', "moduleIds: 'deterministic'", "moduleIds: 'natural'");
          project.remove('src/notice.js');
          project.write('src/index.js', 0);
        },
        shows: 4,
        some: true,
      },
      {
        prepare: (project) => {
          project.write('src/notice.js');
          project.write('src/index.js', 1);
        },
        shows: 5,
        some: true,
      },
    ],
  },
  {
    example: { page: 'guides/production.mdx', startsFrom: { example: GETTING_STARTED }, builds: [] },
    steps: [
      { command: { script: 'build' }, shows: 0, bundle: { block: 0 } },
      { command: { script: 'build:dev' }, shows: 1 },
      {
        prepare: (project) => project.edit('webpack.prod.js', /50000/g, '100'),
        shows: 2,
        code: 1,
      },
    ],
  },
  {
    example: { page: 'guides/lazy-loading.mdx', startsFrom: { example: GETTING_STARTED, deletes: ['src/greeting.js'] }, builds: [] },
    steps: [
      {
        prepare: (project) => {
          project.remove('src/help.js', 'src/bars.js');
          project.write('webpack.config.js', 0);
          project.write('src/report.js', 0);
          project.write('src/index.js', 0);
        },
        shows: 0,
      },
      {
        prepare: (project) => {
          project.write('webpack.config.js', 2);
          project.edit('src/index.js', "import('./report.js')", 'import(/* webpackChunkName: "report" */ \'./report.js\')');
          project.remove('dist/500.main.js');
        },
        shows: 1,
      },
      {
        prepare: (project) => {
          project.write('src/help.js');
          project.write('src/index.js', 2);
          project.write('src/bars.js');
          project.write('src/report.js', 1);
          project.remove('dist/main.js', 'dist/report.chunk.js');
        },
        shows: 2,
      },
    ],
  },
  {
    example: { page: 'guides/tree-shaking.mdx', startsFrom: { example: GETTING_STARTED }, builds: [] },
    steps: [
      {
        prepare: (project) => {
          project.edit('package.json', '  "sideEffects": false,\n', '');
          project.remove('src/utils.js', 'src/date.js', 'dist/main.js');
          project.write('src/index.js', 0);
          project.write('webpack.config.js', 0);
        },
        bundle: { block: 0, part: true },
      },
      { prepare: (project) => project.write('webpack.config.js', 1), shows: 0, bundle: { block: 1 } },
      { command: ['--no-optimization-minimize'], bundle: { block: 2 } },
      {
        prepare: (project) => {
          project.write('src/date.js');
          project.write('src/utils.js');
          project.write('src/index.js', 1);
        },
        bundle: { block: 3 },
      },
      { command: ['--stats-used-exports', '--stats-provided-exports', '--stats-orphan-modules'], shows: 1 },
      { prepare: (project) => project.write('webpack.config.js', 2), shows: 2 },
      { prepare: (project) => project.write('package.json'), shows: 3, bundle: { block: 1 } },
      {
        // "Here is what happens when math.js is written as CommonJS instead"
        prepare: (project) => fs.writeFileSync(path.join(project.dir, 'src/math.js'), `${project.untitled('js', 5)}\n`),
        bundle: { block: 6 },
      },
      {
        // "With that annotation, production mode treats date.js as free of side effects and leaves it out": without "sideEffects": false.
        prepare: (project) => {
          project.write('src/math.js');
          project.edit('package.json', '  "sideEffects": false,\n', '');
          project.edit('src/date.js', /^const formatter = .*$/m, project.untitled('js', 4));
        },
        bundle: { block: 1 },
      },
    ],
  },
  {
    example: { page: 'guides/native-css.mdx', builds: [] },
    steps: [{ shows: 0 }],
  },
  {
    example: { page: 'guides/native-html.mdx', builds: [] },
    steps: [{ shows: 0, emits: { file: 'dist/index.html', lang: 'html', block: 0 } }],
  },
  {
    example: { page: 'guides/web-workers.mdx', builds: [] },
    steps: [{ shows: 0 }],
  },
  {
    example: { page: 'guides/development.mdx', startsFrom: { example: OUTPUT_MANAGEMENT }, builds: [] },
    steps: [
      // "Run `npm run build` and open `dist/index.bundle.js`": the build that writes the index.html the next one compares.
      { prepare: (project) => project.write('webpack.config.js', 0), command: { script: 'build' } },
      {
        prepare: (project) => {
          project.write('webpack.config.js', 1);
          project.write('src/print.js', 0);
        },
        shows: 0,
      },
      {
        prepare: (project) => {
          project.write('src/print.js', 1);
          project.write('package.json');
        },
        watch: (project) => project.edit('src/greeting.js', 'by webpack.', 'by webpack, watched.'),
        shows: 2,
      },
    ],
  },
];

const timing = (line: string) => line.replace(/ in \d+ ms$/, ' in <time> ms').trimEnd();
const linesOf = (output: string) => output.split('\n').map(timing);

/** The page's block without the two lines npm prints before a script (`> name@version script`, `> command`). */
function withoutNpmHeader(block: string, project: Project, script: string): string {
  const manifest = JSON.parse(fs.readFileSync(path.join(project.dir, 'package.json'), 'utf8')) as { name: string; version: string; scripts: Record<string, string> };
  const header = `> ${manifest.name}@${manifest.version} ${script}\n> ${manifest.scripts[script]}\n\n`;
  expect(block.startsWith(header)).toBe(true);
  return block.slice(header.length);
}

const COMPILED = /^webpack \d+\.\d+\.\d+ compiled .*$/gm;

/** Watch mode until the second report, which is what it returns; the process is ended then, or after two minutes. */
function watch(project: Project, edit: (project: Project) => void): Promise<{ code: number; stdout: string; stderr: string }> {
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_ENV' && !name.startsWith('JEST_')));
  const child = spawn(process.execPath, [CLI, '--watch', '--no-resolve-symlinks'], { cwd: project.dir, env: { ...environment, NO_COLOR: '1', FORCE_COLOR: '0' } });
  let stdout = '';
  let stderr = '';
  let edited = false;
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill(), 120_000);
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    child.stdout.on('data', (data: Buffer) => {
      stdout += data.toString();
      const reports = [...stdout.matchAll(COMPILED)];
      if (reports.length === 1 && !edited) {
        edited = true;
        // Give the watcher a moment to start before the file changes.
        setTimeout(() => edit(project), 500);
      }
      if (reports.length === 2) child.kill();
    });
    child.on('exit', () => {
      clearTimeout(timer);
      const first = [...stdout.matchAll(COMPILED)][0];
      resolve({ code: 0, stdout: first ? stdout.slice((first.index ?? 0) + first[0].length + 1) : stdout, stderr });
    });
  });
}

async function run(project: Project, step: Step): Promise<{ code: number; stdout: string; stderr: string }> {
  if (step.watch) return watch(project, step.watch);
  const command = step.command ?? [];
  if ('script' in command) return runScript(project.dir, command.script, {}, ['--no-resolve-symlinks']);
  return runNode([CLI, ...command, '--no-resolve-symlinks'], project.dir, 120_000);
}

const workspace = createWorkspace('guide-outputs');
afterAll(() => removeWorkspace(workspace));

/** node_modules as a folder of links to this repository's packages, with `copies` copied. */
function ownNodeModules(dir: string, copies: readonly string[]): void {
  const target = path.join(dir, 'node_modules');
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target);
  for (const name of fs.readdirSync(path.join(REPO_ROOT, 'node_modules'))) {
    const source = path.join(REPO_ROOT, 'node_modules', name);
    if (copies.includes(name)) fs.cpSync(source, path.join(target, name), { recursive: true });
    else fs.symlinkSync(source, path.join(target, name));
  }
}

describe.each(REPLAYS.map((replay) => [replay.example.page, replay] as const))('%s', (page, { example, copies, steps, folder }) => {
  const project = new Project(path.join(workspace, page.replace(/\W/g, '-')), page);
  beforeAll(() => {
    writeProject(project.dir, example);
    if (copies) ownNodeModules(project.dir, copies);
  });

  // The steps share one folder: they run in order, and a failed step leaves the next ones to fail too.
  it.each(steps.map((step, index) => [index + 1, step.shows === undefined ? 'nothing the page shows' : `text block ${step.shows}`, step] as const))('step %i prints %s', async (_number, _shows, step) => {
    step.prepare?.(project);
    const { code, stdout, stderr } = await run(project, step);
    expect([code, stderr]).toEqual([step.code ?? 0, '']);
    if (step.bundle) {
      const bundle = fs.readFileSync(path.join(project.dir, 'dist/main.js'), 'utf8').trimEnd();
      const shown = project.untitled('js', step.bundle.block);
      if (step.bundle.part) expect(bundle).toContain(shown);
      else expect(bundle).toBe(shown);
    }
    if (step.emits) expect(fs.readFileSync(path.join(project.dir, step.emits.file), 'utf8').trimEnd()).toBe(project.untitled(step.emits.lang, step.emits.block));
    const { shows } = step;
    if (shows === undefined) return;
    const command = step.command ?? [];
    const block = 'script' in command ? withoutNpmHeader(project.textBlock(shows), project, command.script) : project.textBlock(shows);
    const expected = linesOf(block);
    const actual = linesOf((folder ? stdout.replaceAll(project.dir, folder) : stdout).trimEnd());
    if (step.some) expect(actual).toEqual(expect.arrayContaining(expected));
    else expect(actual).toEqual(expected);
  }, 120_000);
});
