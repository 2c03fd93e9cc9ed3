/**
 * @jest-environment node
 *
 * The example project of each guide, rebuilt from the page's code blocks (a block titled with a
 * relative path holds that whole file; the last one per path is the final state), built by
 * webpack 5 in a temporary folder and checked against what the page tells the reader: the files
 * in dist/, what the page shows in a browser (jsdom), what the bundle prints in Node.js.
 * One small table per guide, in the page's own words.
 */
import os from 'node:os';
import path from 'node:path';
import { checkBuild, checkBuildsIn, checkCommand, checkPage, checkPageLoads } from './support/checks';
import { writeProject, type GuideExample } from './support/guide-example';
import { startJobs, type Step } from './support/jobs';
import { minimalWoff2 } from './support/woff2';
import { createWorkspace, installScripts, removeWorkspace, type Scripts } from './support/workspace';

const GREETING = 'Hello, reader! This page was put together by webpack.';

const GETTING_STARTED: GuideExample = {
  page: 'guides/getting-started.mdx',
  builds: [
    {
      dist: ['index.html', 'main.js'],
      files: { 'dist/main.js': { bytes: 179 } },
      pages: [{ open: 'dist/index.html', title: 'Getting started with webpack', shows: [GREETING], logs: [] }],
    },
  ],
};

const OUTPUT_MANAGEMENT: GuideExample = {
  page: 'guides/output-management.mdx',
  startsFrom: { example: GETTING_STARTED },
  builds: [
    {
      dist: ['index.bundle.js', 'index.html', 'print.bundle.js'],
      pages: [
        {
          open: 'dist/index.html',
          title: 'Output Management',
          shows: [GREETING, 'Print this page'],
          has: ['script[defer][src="index.bundle.js"] + script[defer][src="print.bundle.js"]', 'body > p + button'],
          logs: [],
        },
      ],
    },
  ],
};

const EXAMPLES: readonly GuideExample[] = [
  GETTING_STARTED,
  {
    page: 'guides/asset-management.mdx',
    startsFrom: { example: GETTING_STARTED },
    // "Copy any WOFF2 font file you have the right to use into the project as src/fonts/body.woff2"
    binaries: { 'src/fonts/body.woff2': minimalWoff2() },
    builds: [
      {
        dist: ['fonts/body.woff2', 'images/logo.svg', 'index.html', 'main.js'],
        pages: [
          {
            open: 'dist/index.html',
            shows: ['Asset management', GREETING, 'Bundle JavaScript modules', 'Inject a stylesheet', 'Emit an image and a font', 'Import JSON, YAML and plain text', 'Every file used by this page went through webpack.'],
            has: ['h1 + img[src$="images/logo.svg"][alt="A blue tile with a white plus sign"][width="64"][height="64"] + p.greeting + ul + small', 'ul > li:nth-child(4)'],
            styles: ['images/logo.svg', 'fonts/body.woff2', '.greeting'],
            logs: [],
          },
        ],
      },
    ],
  },
  OUTPUT_MANAGEMENT,
  {
    // Served by webpack-dev-server on the page; its `npm run build` writes the same bundle to disk.
    page: 'guides/hot-module-replacement.mdx',
    startsFrom: { example: GETTING_STARTED },
    hot: true,
    builds: [
      {
        dist: ['index.html', 'main.js'],
        pages: [
          {
            open: 'dist/index.html',
            shows: [GREETING, 'Clicked 0 times', 'The time is'],
            has: ['body > p:first-child', 'p.greeting + button', 'style'],
            logs: [],
            clicks: [{ button: 'Clicked 0 times', shows: ['Clicked 1 times'] }],
          },
        ],
      },
    ],
  },
  {
    page: 'guides/code-splitting.mdx',
    startsFrom: { example: GETTING_STARTED, deletes: ['src/greeting.js'] },
    deletes: ['src/footer.js'],
    builds: [
      {
        dist: ['index.html', 'index.bundle.js', 'lodash.bundle.js', 'lodash.bundle.js.LICENSE.txt'],
        files: { 'dist/index.html': { contains: ['index.bundle.js'], lacks: ['lodash.bundle.js'] } },
        pages: [{ open: 'dist/index.html', title: 'Code Splitting', shows: ['Code Splitting In Practice'], has: ['body > h1'], logs: [] }],
      },
    ],
  },
  {
    page: 'guides/caching.mdx',
    startsFrom: { example: GETTING_STARTED },
    builds: [
      {
        dist: ['index.html', 'runtime.[contenthash].js', 'vendors.[contenthash].js', 'vendors.[contenthash].js.LICENSE.txt', 'main.[contenthash].js'],
        pages: [
          {
            open: 'dist/index.html',
            title: 'Caching',
            shows: ['HELLO, READER! THIS PAGE WAS PUT TOGETHER BY WEBPACK.', 'Served from the browser cache whenever possible.'],
            has: ['script[src^="runtime."] + script[src^="vendors."] + script[src^="main."]', 'p + small'],
            logs: [],
          },
        ],
      },
    ],
  },
  {
    page: 'guides/tree-shaking.mdx',
    startsFrom: { example: GETTING_STARTED },
    builds: [
      {
        dist: ['index.html', 'main.js'],
        // "It contains neither square nor anything from date.js."
        files: { 'dist/main.js': { bytes: 235, lacks: ['DateTimeFormat', 'x*x'] } },
        pages: [{ open: 'dist/index.html', shows: [GREETING, '5 cubed is 125.'], logs: [] }],
      },
    ],
  },
  {
    page: 'guides/production.mdx',
    startsFrom: { example: GETTING_STARTED },
    builds: [
      {
        dist: ['index.html', 'main.js', 'main.js.map'],
        files: { 'dist/main.js': { bytes: 222, lacks: ['console.log'], contains: ['//# sourceMappingURL=main.js.map'] } },
        pages: [{ open: 'dist/index.html', shows: [GREETING], logs: [] }],
      },
      {
        script: 'build:dev',
        dist: ['index.html', 'main.js'],
        pages: [{ open: 'dist/index.html', shows: [GREETING], logs: [`Rendered greeting: "${GREETING}"`] }],
      },
    ],
  },
  {
    page: 'guides/lazy-loading.mdx',
    startsFrom: { example: GETTING_STARTED, deletes: ['src/greeting.js'] },
    builds: [
      {
        dist: ['bars.chunk.js', 'help.chunk.js', 'index.html', 'main.js', 'report.chunk.js'],
        pages: [
          {
            open: 'dist/index.html',
            title: 'Lazy loading',
            shows: ['Show report', 'Help'],
            has: ['link[rel="prefetch"][href$="help.chunk.js"]'],
            logs: [],
            clicks: [
              { button: 'Show report', shows: ['Entries: 4, total: 27, average: 6.8', '### 3', '##### 5'], has: ['link[rel="preload"][href$="bars.chunk.js"]'] },
              { button: 'Help', shows: ['Press "Show report" to load the report module.'] },
            ],
          },
        ],
      },
    ],
  },
  {
    page: 'guides/shimming.mdx',
    startsFrom: { example: GETTING_STARTED, deletes: ['src/greeting.js'] },
    builds: [
      {
        dist: ['index.html', 'main.js', 'main.js.LICENSE.txt', 'polyfills.chunk.js'],
        // jsdom runs on Node.js 20, which has no Object.groupBy: the page takes the polyfill path.
        pages: [{ open: 'dist/index.html', title: 'Shimming', shows: ['paper: Spiral Notebook, Index Cards', 'writing: Graphite Pencil, Fountain Pen'], logs: [] }],
      },
    ],
  },
  {
    page: 'guides/typescript.mdx',
    startsFrom: { example: GETTING_STARTED, deletes: ['src/greeting.js', 'src/index.js'] },
    builds: [
      {
        dist: ['9c1663e59c2b28c627be.svg', 'index.html', 'main.js', 'main.js.map'],
        files: { 'dist/main.js.map': { contains: ['webpack://typescript/./src/index.ts', 'webpack://typescript/./src/greeting.ts'] } },
        pages: [
          {
            open: 'dist/index.html',
            title: 'TypeScript with webpack',
            shows: ['Hello, reader! You have visited 3 times.'],
            has: ['img[alt="Star"][src$="/9c1663e59c2b28c627be.svg"] + p'],
            logs: [],
          },
        ],
        // "npm run typecheck finishes without output". tsc also reads every @types package it can see, and
        // this repository's node_modules holds many a reader's project does not (with eslint 9 beside
        // @types/eslint-scope, they conflict): skip checking declaration files, the page's code is still checked.
        commands: [{ run: { script: 'typecheck', args: ['--skipLibCheck'] }, prints: [/^$/] }],
      },
    ],
  },
  {
    page: 'guides/asset-modules.mdx',
    startsFrom: { example: GETTING_STARTED, deletes: ['src/greeting.js'] },
    builds: [
      {
        dist: ['assets/prices.51adcd1d.csv', 'images/logo.ed76de24.svg', 'index.html', 'main.js'],
        pages: [
          {
            open: 'dist/index.html',
            title: 'Asset modules',
            shows: ["Every file on this page went through webpack's asset modules.", 'Download the price list'],
            has: [
              'img[alt="Asset Modules logo"][src$="/images/logo.ed76de24.svg"]',
              'img[alt="Star"][src^="data:image/svg+xml;base64,"]',
              'a[href$="/assets/prices.51adcd1d.csv"]',
            ],
            logs: [/^logo: file:.*\/dist\/images\/logo\.ed76de24\.svg$/, /^star: data:image\/svg\+xml;base64,/, /^prices: file:.*\/dist\/assets\/prices\.51adcd1d\.csv$/],
          },
        ],
      },
    ],
  },
  {
    page: 'guides/environment-variables.mdx',
    startsFrom: { example: GETTING_STARTED },
    builds: [
      {
        dist: ['index.html', 'main.js'],
        files: {
          'dist/main.js': {
            contains: ['This production build talks to https://api.example.com.', 'Questions? Write to help@example.com.'],
            lacks: ['__API_URL__', 'process', 'API_TOKEN', 'do-not-ship-this', 'console.log'],
          },
        },
        pages: [{ open: 'dist/index.html', shows: [GREETING, 'This production build talks to https://api.example.com.', 'Questions? Write to help@example.com.'], logs: [] }],
      },
      {
        script: 'build:dev',
        dist: ['index.html', 'main.js'],
        pages: [
          {
            open: 'dist/index.html',
            shows: ['This development build talks to http://localhost:3000.', 'Questions? Write to help@example.com.'],
            logs: ['Development build, talking to http://localhost:3000'],
          },
        ],
      },
      {
        // "WEBPACK_SUPPORT_EMAIL=ops@example.com npm run build": the real environment beats .env
        script: 'build',
        environment: { WEBPACK_SUPPORT_EMAIL: 'ops@example.com' },
        dist: ['index.html', 'main.js'],
        pages: [{ open: 'dist/index.html', shows: ['Questions? Write to ops@example.com.'], logs: [] }],
      },
    ],
  },
  {
    page: 'guides/public-path.mdx',
    startsFrom: { example: GETTING_STARTED, deletes: ['src/greeting.js'] },
    builds: [
      {
        dist: ['details.chunk.js', 'help/index.html', 'images/badge.svg', 'index.html', 'main.js'],
        pages: [
          {
            open: 'dist/index.html',
            has: ['img[alt="public path"][src="./images/badge.svg"] + button'],
            logs: ['Image URL: ./images/badge.svg'],
            clicks: [{ button: 'Show details', shows: ['This paragraph comes from details.chunk.js, loaded on demand.'] }],
          },
          {
            open: 'dist/help/index.html',
            logs: [/^Image URL: file:\/\/\/.*\/dist\/images\/badge\.svg$/],
            clicks: [{ button: 'Show details', shows: ['This paragraph comes from details.chunk.js, loaded on demand.'] }],
          },
        ],
      },
    ],
  },
  {
    page: 'guides/development.mdx',
    startsFrom: { example: OUTPUT_MANAGEMENT },
    builds: [
      {
        dist: ['index.bundle.js', 'index.html', 'print.bundle.js', 'runtime.bundle.js'],
        // The typo the page introduces in src/print.js is fixed again by its last version.
        files: { 'dist/print.bundle.js': { contains: ['sourceMappingURL=data:application/json'], lacks: ['appendChid('] } },
        pages: [{ open: 'dist/index.html', title: 'Development', shows: [GREETING, 'Print this page'], has: ['body > p + button'], logs: [] }],
      },
    ],
  },
  {
    page: 'guides/progressive-web-application.mdx',
    startsFrom: { example: GETTING_STARTED, deletes: ['dist/index.html'] },
    builds: [
      {
        dist: ['index.html', 'main.js', 'service-worker.js', 'workbox-ee13fbdc.js'],
        files: { 'dist/service-worker.js': { contains: ['url:"index.html"', 'url:"main.js"', 'workbox-ee13fbdc'] } },
        // jsdom has no service workers: the page's feature check skips the registration, as it does on a file: page.
        pages: [{ open: 'dist/index.html', title: 'Progressive Web Application', shows: [GREETING], logs: [] }],
      },
    ],
  },
  {
    page: 'guides/dependency-management.mdx',
    startsFrom: { example: GETTING_STARTED, deletes: ['src/greeting.js'] },
    builds: [
      {
        dist: ['101.main.js', '162.main.js', '453.main.js', 'index.html', 'main.js'],
        files: { 'dist/main.js': { contains: ['{"./de.js":[101,[101]],"./en.js":[453,[453]],"./fr.js":[162,[162]]}'] } },
        pages: [
          {
            // jsdom's navigator.language is en-US.
            open: 'dist/index.html',
            shows: ['Hello, reader!'],
            has: ['body > p + button + button + button'],
            logs: [],
            clicks: [
              { button: 'de', shows: ['Hallo, reader!'] },
              { button: 'fr', shows: ['Bonjour, reader !'] },
            ],
          },
        ],
      },
    ],
  },
  {
    page: 'guides/csp.mdx',
    startsFrom: { example: GETTING_STARTED },
    builds: [
      {
        dist: ['details.js', 'index.html', 'main.js'],
        files: { 'dist/main.js': { contains: ['trustedTypes', 'getting-started'] } },
        // jsdom enforces no policy; it shows that the page and its chunk load with the nonce code in place.
        pages: [
          {
            open: 'dist/index.html',
            shows: [GREETING, 'Show details'],
            logs: [],
            clicks: [{ button: 'Show details', shows: ['This paragraph came from a chunk that was loaded on demand.'] }],
          },
        ],
      },
    ],
  },
  {
    page: 'guides/integrations.mdx',
    startsFrom: { example: GETTING_STARTED },
    builds: [
      {
        dist: ['index.html', 'main.js'],
        files: { 'dist/main.js': { bytes: 179 } },
        pages: [{ open: 'dist/index.html', shows: [GREETING], logs: [] }],
        // npm test runs pretest (webpack --config webpack.test.config.js) first. Without a terminal,
        // Node.js 20 reports in TAP ("# pass 2"), as the page warns.
        commands: [{ run: { script: 'test' }, prints: [/^[#ℹ] tests 2$/m, /^[#ℹ] pass 2$/m, /^[#ℹ] fail 0$/m] }],
      },
      {
        script: 'release',
        dist: ['build-info.json', 'index.html', 'main.js'],
        files: { 'dist/build-info.json': { contains: ['"name": "main.js"', '"size": 179', '"builtAt"', '"hash"'] } },
      },
    ],
  },
  {
    page: 'guides/author-libraries.mdx',
    builds: [
      {
        dist: ['tidy-text.js', 'tidy-text.mjs'],
        // "Neither file contains lodash": a string from lodash's own source stands for it.
        files: { 'dist/tidy-text.js': { lacks: ['__lodash_hash_undefined__'] }, 'dist/tidy-text.mjs': { bytes: 225, lacks: ['__lodash_hash_undefined__'] } },
        commands: [
          {
            run: ['-e', "const { slugify, titleCase } = require('./dist/tidy-text.js'); console.log(slugify('Crème Brûlée: ten tips!'), titleCase('the QUICK brown fox'))"],
            prints: ['creme-brulee-ten-tips The Quick Brown Fox\n'],
          },
          {
            run: ['--input-type=module', '-e', "import { slugify, titleCase } from './dist/tidy-text.mjs'; console.log(slugify('Crème Brûlée: ten tips!'), titleCase('the QUICK brown fox'))"],
            prints: ['creme-brulee-ten-tips The Quick Brown Fox\n'],
          },
        ],
        pages: [{ open: 'demo.html', title: 'tidy-text demo', shows: ['Crème Brûlée Ten Tips → /creme-brulee-ten-tips'], logs: [] }],
      },
    ],
  },
  {
    page: 'guides/entry-advanced.mdx',
    startsFrom: { example: GETTING_STARTED, deletes: ['src/index.js', 'src/greeting.js', 'dist/index.html'] },
    builds: [
      {
        dist: ['account.html', 'home.js', 'index.html', 'pages/account.js', 'shared.js', 'theme.css', 'theme.js', 'widget.js'],
        files: { 'dist/theme.js': { bytes: 0 }, 'dist/theme.css': { contains: ['max-width', '.js main'] } },
        pages: [
          { open: 'dist/index.html', title: 'Home', shows: ['Welcome back. Today is 17 May 2024.'], has: ['html.js', 'body > main'], logs: [] },
          { open: 'dist/account.html', title: 'Account', shows: ['Your account was opened on 9 January 2021.', 'Hi, reader!'], has: ['main > strong'], logs: [] },
        ],
      },
    ],
  },
  {
    page: 'guides/native-css.mdx',
    builds: [
      {
        dist: ['177cc16b4f2449e8075e.svg', '314.css', '314.js', 'index.html', 'main.css', 'main.js'],
        files: {
          // base.css before style.css, the url() rewritten, and the module's `var(--accent from global)` left global.
          'dist/main.css': { contains: [/^:root\{--accent:#1d78c1\}body\{.*\}h1\{/, 'url(177cc16b4f2449e8075e.svg)', '.i8xQ1M{border-color:var(--accent)}'] },
          'dist/314.css': { contains: ['font-style:italic'] },
        },
        pages: [
          {
            open: 'dist/index.html',
            title: 'Native CSS',
            shows: ['Native CSS', 'Brand colour: #1d78c1'],
            has: ['section.i8xQ1M.c9pnG8 > h2._1ah88g + button'],
            logs: ['highlighted: i8xQ1M c9pnG8'],
            clicks: [{ button: 'Show details', shows: ['These styles arrived with the chunk that needed them.'], has: ['head > link[rel="stylesheet"][href$="/314.css"]', 'section > p.eD82Sa'] }],
          },
        ],
      },
    ],
  },
  {
    page: 'guides/native-html.mdx',
    builds: [
      {
        dist: ['about.html', 'app.js', 'c2184f58704c60b65b0b.svg', 'index.html', 'index.js', 'style.css', 'style1.css'],
        files: {
          'dist/about.html': { contains: ['<link rel=stylesheet href=style1.css>', '<a href=index.html>Back</a>'] },
          // The inline script's module waits for the runtime in app.js.
          'dist/index.js': { lacks: ['function'], contains: ['"Hello, reader!"'] },
        },
        pages: [
          {
            open: 'dist/index.html',
            title: 'Native HTML',
            shows: ['Native HTML', 'app.js ran after the page was parsed.', 'Hello, reader!', 'About this example'],
            has: ['h1 > img[src="c2184f58704c60b65b0b.svg"]', 'p.vJOiUE#status', 'a[href="about.html"]', 'head > script[defer][src="app.js"]', 'body > script[src="index.js"]'],
            styles: ['.vJOiUE{border-left:4px solid #1d78c1;padding-left:1rem}'],
            logs: ['app.js ran'],
          },
          { open: 'dist/about.html', title: 'About', shows: ['Linked from the home page, built as a page of its own.'], has: ['link[href="style1.css"]'], logs: [] },
        ],
      },
    ],
  },
  {
    page: 'guides/web-workers.mdx',
    builds: [
      {
        // jsdom has no Worker: native-guides-facts.test.ts runs these files with a stand-in for it.
        dist: ['729.js', 'index.html', 'main.js', 'primes.js'],
        files: {
          'dist/main.js': { contains: ['new Worker(new URL(', '{name:"primes"}'], lacks: ['countPrimes', 'Uint8Array'] },
          'dist/primes.js': { contains: ['importScripts(', 'Uint8Array'], lacks: ['Intl.NumberFormat'] },
          'dist/729.js': { contains: ['Intl.NumberFormat("en-US")'] },
        },
      },
    ],
  },
  {
    page: 'contribute/writing-a-loader.mdx',
    builds: [
      {
        dist: ['main.js', 'main.js.map'],
        files: { 'dist/main.js.map': { contains: ['webpack:///./messages.strings', 'webpack:///./common.strings'] } },
        commands: [
          { run: ['dist/main.js'], prints: ['Hello from a .strings file\ntitle, greeting, ok, cancel\nfrozen\n'] },
          // The page's own tests of the loader, run as `npm test`.
          { run: { script: 'test' }, prints: ['ℹ tests 6', 'ℹ pass 6', 'ℹ fail 0'] },
        ],
      },
    ],
  },
  {
    page: 'contribute/writing-a-plugin.mdx',
    builds: [
      {
        warnings: [/SizeReportPlugin: main\.js is \d+ bytes, over the budget of 512 bytes/],
        dist: ['greet.[contenthash:8].js', 'main.js', 'size-report.json'],
        files: { 'dist/size-report.json': { contains: ['"name": "main.js"', /"name": "greet\.[0-9a-f]{8}\.js"/, '"chunk": "main"', '"chunk": "greet"', '"totalSize"'] } },
        commands: [
          { run: ['dist/main.js'], prints: ['main chunk loaded\nHello, webpack!\n'] },
          { run: { script: 'test' }, prints: ['ℹ tests 4', 'ℹ pass 4', 'ℹ fail 0'] },
        ],
      },
    ],
  },
];

/** One job per guide: its builds in order, each followed by the checks of what it produced. */
function stepsOf(example: GuideExample, dir: () => string, scripts: () => Scripts): Step[] {
  const covered = new Set<string>();
  const steps: Step[] = [{ name: `${example.page}: the project is rebuilt from the page`, run: async () => writeProject(dir(), example), required: true }];
  example.builds.forEach((check, index) => {
    const shell = Object.entries(check.environment ?? {}).map(([name, value]) => `${name}=${value} `).join('');
    const command = `${index + 1}. ${shell}${check.script ? `npm run ${check.script}` : 'npx webpack'}`;
    const run = async () => {
      // A mode the page's own Node API build ran in was loaded by the page's stricter checks already.
      for (const mode of await checkBuild(dir(), scripts(), check)) if (!check.script) covered.add(mode);
    };
    steps.push({ name: `${example.page}: ${command} emits ${check.dist.join(', ')}`, run, required: true });
    for (const page of check.pages ?? []) {
      steps.push({ name: `${example.page}: ${index + 1}. ${page.open} shows what the page describes`, run: () => checkPage(dir(), scripts(), page) });
    }
    for (const { run, prints } of check.commands ?? []) {
      const label = 'script' in run ? `npm run ${run.script}` : `node ${run.join(' ')}`;
      steps.push({ name: `${example.page}: ${index + 1}. ${label} prints what the page shows`, run: () => checkCommand(dir(), { run, prints }) });
    }
  });
  return [...steps, ...bothModes(example, dir, scripts, covered)];
}

/**
 * A reader who switches the project to the other mode still gets code that runs: webpack.config.js built
 * with `--mode development` and with `--mode production`, then every page the guide opens loaded in
 * jsdom, and every file it runs with node, without throwing. Guards (`module.hot`, `process.env.NODE_ENV`,
 * optional chaining on what only one mode defines) are where the two builds differ.
 */
function bothModes(example: GuideExample, dir: () => string, scripts: () => Scripts, covered: ReadonlySet<string>): Step[] {
  const opened = [...new Set(example.builds.flatMap((check) => (check.pages ?? []).map((page) => page.open)))];
  const nodeRuns = example.builds.flatMap((check) => (check.commands ?? []).flatMap(({ run }) => ('script' in run ? [] : [run])));
  const variants = [...MODES.map((mode) => ({ mode, hot: false })), ...(example.hot ? [{ mode: 'development' as const, hot: true }] : [])];
  return variants.flatMap(({ mode, hot }): Step[] => {
    const label = `--mode ${mode}${hot ? ' with HotModuleReplacementPlugin' : ''}`;
    // Decided when the step runs, after the page's own builds: a mode they ran in needs no second run.
    const skip = () => !hot && covered.has(mode);
    const unlessCovered = (check: () => Promise<void>) => async () => (skip() ? undefined : check());
    return [
      { name: `${example.page}: npx webpack ${label} builds`, run: unlessCovered(() => checkBuildsIn(dir(), scripts(), mode, hot)), required: true },
      ...opened.map((open) => ({ name: `${example.page}: ${label}: ${open} loads without an error`, run: unlessCovered(() => checkPageLoads(dir(), scripts(), open)) })),
      ...nodeRuns.map((run) => ({
        name: `${example.page}: ${label}: node ${run.join(' ')} exits without an error`,
        run: unlessCovered(() => checkCommand(dir(), { run, prints: [] })),
      })),
    ];
  });
}

const MODES = ['development', 'production'] as const;

let workspace = '';
let scripts: Scripts;
const dirOf = (example: GuideExample) => path.join(workspace, example.page.replace(/\.mdx$/, '').replace(/\//g, '-'));
const jobs = EXAMPLES.map((example) => stepsOf(example, () => dirOf(example), () => scripts));
let outcomes = new Map<string, Promise<Error | null>>();

beforeAll(() => {
  workspace = createWorkspace('guides');
  scripts = installScripts(workspace);
  // Builds are child processes: run a few guides side by side, and let each test wait for its step.
  outcomes = startJobs(jobs, Math.max(2, os.availableParallelism()));
});

afterAll(async () => {
  // Jobs of tests skipped with -t still run: wait for them before removing their folders.
  await Promise.all(outcomes.values());
  removeWorkspace(workspace);
}, 600_000);

describe.each(jobs.map((steps, index) => [EXAMPLES[index].page, steps] as const))('the example of %s', (page, steps) => {
  it.each(steps.map((step) => [step.name.slice(page.length + 2), step.name]))('%s', async (_, name) => {
    const error = await outcomes.get(name);
    if (error) throw error;
  }, 300_000);
});
