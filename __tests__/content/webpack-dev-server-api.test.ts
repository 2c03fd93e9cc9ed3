/**
 * @jest-environment node
 *
 * The webpack-dev-server API page against the installed webpack-dev-server: its scripts are run as the
 * reader runs them (servers on this test's own ports, 9152-9157), and each method, property, helper,
 * default and version-6 change it states is checked on the package. The package declares Node.js 22.15;
 * everything here runs on the Node.js of this machine, which the page does not promise to readers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import ts from 'typescript';
import { PageProject } from './support/page-project';
import { readPage, REPO_ROOT } from './support/workspace';

const PAGE = 'api/webpack-dev-server.mdx';
const { text } = readPage(PAGE);
const project = new PageProject(PAGE);
const fromDevServer = createRequire(path.join(REPO_ROOT, 'node_modules/webpack-dev-server/package.json'));
const pkg = fromDevServer('./package.json') as { engines: { node: string }; peerDependencies: { webpack: string }; type: string; dependencies: Record<string, string>; exports: Record<string, unknown> };

beforeAll(() => project.write('webpack.config.js', 'public/index.html', 'src/index.js', 'server.js', 'start-and-stop.js', 'callbacks.js', 'watch-with-server.js', 'network-address.js', 'server.ts'));
afterAll(() => project.remove());

/** A long-running script of the page: its output so far, a way to wait for a line, and its exit. */
function start(script: string, environment: Record<string, string>): { child: ChildProcess; output: () => string; waitFor: (pattern: RegExp) => Promise<RegExpMatchArray>; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [script], { cwd: project.dir, env: { ...process.env, NODE_ENV: '', NO_COLOR: '1', ...environment }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const listeners = new Set<() => void>();
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    for (const listener of listeners) listener();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpMatchArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) {
          listeners.delete(check);
          resolve(match);
        }
      };
      listeners.add(check);
      void exited.then(() => reject(new Error(`${script} exited before printing ${String(pattern)}:\n${output}`)));
      check();
    });
  return { child, output: () => output, waitFor, exited };
}

describe('the scripts of the page', () => {
  test('server.js serves the page and the bundle; Ctrl+C shuts it down gracefully', async () => {
    const run = start('server.js', { WEBPACK_DEV_SERVER_BASE_PORT: '9152' });
    try {
      const [, url] = await run.waitFor(/Serving on (http:\/\/localhost:\d+\/)/);
      const page = await fetch(url);
      expect(await page.text()).toContain('<script defer src="/main.js"></script>');
      const bundle = await (await fetch(`${url}main.js`)).text();
      expect(bundle).toContain('Served by webpack-dev-server');
      await run.waitFor(/compiled successfully/);
      expect(run.output()).toContain('<i> [webpack-dev-server] Project is running at:');
      run.child.kill('SIGINT');
      expect(await run.exited).toBe(0);
      expect(run.output()).toContain('Gracefully shutting down. To force exit, press ^C again. Please wait...');
      expect(text).toContain('the first Ctrl+C logs `Gracefully shutting down. To force exit, press ^C again. Please wait...`');
    } finally {
      run.child.kill('SIGKILL');
    }
  }, 60_000);

  test('start-and-stop.js prints what the page shows and exits by itself', async () => {
    const run = await project.node(['start-and-stop.js'], { WEBPACK_DEV_SERVER_BASE_PORT: '9154' });
    expect(run.code).toBe(0);
    // All it prints, errors too: webpack-dev-middleware logs `Stream error: ERR_STREAM_PREMATURE_CLOSE` when the body is left unread.
    // The page shows what follows the build's stats, which the middleware prints first.
    const all = `${run.stdout}${run.stderr}`.split('\n');
    const compiled = all.findIndex((line) => /^webpack \d+\.\d+\.\d+ compiled successfully/.test(line));
    expect(compiled).toBeGreaterThanOrEqual(0);
    const printed = all.slice(compiled + 1).filter((line) => !/^<i> /.test(line) && line.trim() !== '');
    expect(printed.join('\n')).toBe(project.after('node start-and-stop.js').trim());
  }, 60_000);

  test('without compiler.close() the process still ends, but the filesystem cache is never written', async () => {
    // start-and-stop.js with a filesystem cache inside the project, once as the page has it and once without its compiler.close() line.
    const script = project.block('start-and-stop.js').value.replace('require("./webpack.config.js")', 'require("./cached.config.js")');
    const closeLine = '  await new Promise((resolve) => compiler.close(resolve));\n';
    expect(script).toContain(closeLine);
    fs.writeFileSync(
      path.join(project.dir, 'cached.config.js'),
      'const path = require("node:path");\nmodule.exports = { ...require("./webpack.config.js"), cache: { type: "filesystem", cacheDirectory: path.resolve(__dirname, ".cache-" + process.env.RUN) } };\n',
    );
    fs.writeFileSync(path.join(project.dir, 'with-close.js'), script);
    fs.writeFileSync(path.join(project.dir, 'without-close.js'), script.replace(closeLine, ''));
    const without = await project.node(['without-close.js'], { WEBPACK_DEV_SERVER_BASE_PORT: '9157', RUN: 'without' });
    expect([without.code, without.stdout.trim().split('\n').at(-1)]).toEqual([0, 'stopped']);
    expect(fs.existsSync(path.join(project.dir, '.cache-without'))).toBe(false);
    const closed = await project.node(['with-close.js'], { WEBPACK_DEV_SERVER_BASE_PORT: '9157', RUN: 'with' });
    expect(closed.code).toBe(0);
    expect(fs.readdirSync(path.join(project.dir, '.cache-with'))).toEqual(['default-development']);
    expect(text).toContain('The process still ends, since nothing is left listening or watching, but a [filesystem cache](/configuration/cache/) is written only when the compiler closes');
    expect(text).not.toContain('Stopping the server and expecting the process to end.');
  }, 120_000);

  test('callbacks.js: an error for a taken port, and a clean start and stop otherwise', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(9153, resolve));
    try {
      const taken = await project.node(['callbacks.js'], { PORT: '9153' });
      expect(taken.stderr).toContain('Could not start: EADDRINUSE');
      expect(taken.code).toBe(0);
    } finally {
      await new Promise((resolve) => blocker.close(resolve));
    }
    const free = await project.node(['callbacks.js'], { PORT: '9153' });
    expect(free.stdout).toContain('started and stopped');
    expect(free.code).toBe(0);
    expect(text).toContain('prints `Could not start: EADDRINUSE`');
  }, 60_000);

  test('watch-with-server.js: the plugin serves after the first watch build and stops with the compiler', async () => {
    const run = start('watch-with-server.js', { WEBPACK_DEV_SERVER_BASE_PORT: '9155' });
    try {
      await run.waitFor(/^built$/m);
      const [, port] = await run.waitFor(/Loopback: http:\/\/localhost:(\d+)\//);
      expect((await fetch(`http://localhost:${port}/main.js`)).status).toBe(200);
      run.child.kill('SIGINT');
      expect(await run.exited).toBe(0);
      await expect(fetch(`http://localhost:${port}/main.js`)).rejects.toThrow();
    } finally {
      run.child.kill('SIGKILL');
    }
  }, 60_000);

  test('network-address.js prints an address of this machine', async () => {
    const run = await project.node(['network-address.js']);
    const addresses = Object.values(os.networkInterfaces())
      .flat()
      .filter((network) => network?.family === 'IPv4')
      .map((network) => network?.address);
    const [, address] = /^Open http:\/\/(.+):8080\/ on your phone$/.exec(run.stdout.trim()) ?? [];
    expect(addresses).toContain(address);
  }, 30_000);

  test('server.ts type-checks against the package’s own types', () => {
    const program = ts.createProgram([path.join(project.dir, 'server.ts')], {
      strict: true,
      noEmit: true,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      target: ts.ScriptTarget.ES2022,
      skipLibCheck: true,
      types: ['node'],
      typeRoots: [path.join(REPO_ROOT, 'node_modules/@types')],
    });
    const problems = ts.getPreEmitDiagnostics(program).map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    expect(problems).toEqual([]);
  }, 60_000);
});

/**
 * Observations of the installed package, made by a child Node.js process: Jest would compile the package
 * (an ES module package) with Babel, which does not accept its private class methods.
 */
const PROBE = String.raw`
const fs = require("node:fs");
const os = require("node:os");
const path = require("node:path");
const webpack = require("webpack");
const WebpackDevServer = require("webpack-dev-server");

const compilerFor = (config = {}) => webpack({ mode: "development", context: __dirname, entry: "./src/index.js", infrastructureLogging: { level: "none" }, ...config });
const seen = {};
const run = (compiler) => new Promise((resolve, reject) => compiler.run((error, stats) => (error ? reject(error) : resolve(stats))));
const close = (compiler) => new Promise((resolve) => compiler.close(resolve));

(async () => {
  try {
    new WebpackDevServer({ entry: "./src/index.js" }, compilerFor());
  } catch (error) {
    seen.validation = error.message;
  }

  process.env.WEBPACK_DEV_SERVER_BASE_PORT = "9154";
  const compiler = compilerFor();
  const server = new WebpackDevServer({ port: "auto", static: false }, compiler);
  await server.start();
  seen.port = server.server.address().port;
  seen.optionsPort = server.options.port;
  seen.optionsHost = String(server.options.host);
  seen.listensOn = server.server.address().address;
  seen.setupExitSignals = server.options.setupExitSignals;
  seen.sameCompiler = server.compiler === compiler;
  seen.appUse = typeof server.app.use;
  await new Promise((resolve) => server.middleware.waitUntilValid(resolve));
  let builds = 0;
  compiler.hooks.done.tap("count", () => builds++);
  await new Promise((resolve) => server.invalidate(resolve));
  seen.buildsWhenInvalidateCallbackRuns = builds;
  server.invalidate();
  await new Promise((resolve) => server.middleware.waitUntilValid(resolve));
  seen.buildsWhenValidAgain = builds;
  seen.clientEntryExists = fs.existsSync(server.getClientEntry());
  await server.stop();
  seen.serverAfterStop = server.server === undefined;
  seen.watchingClosedAfterStop = !compiler.watching || compiler.watching.closed;
  await close(compiler);

  const plugin = new WebpackDevServer({ port: 9155, static: false });
  const single = compilerFor({ plugins: [plugin] });
  await run(single);
  seen.pluginServerAfterRun = plugin.server === undefined ? "none" : "listening";
  await close(single);

  seen.findIp = { v4Internal: WebpackDevServer.findIp("v4", true), v4External: WebpackDevServer.findIp("v4", false), v6Internal: WebpackDevServer.findIp("v6", true) };
  const external = Object.values(os.networkInterfaces()).flat().find((network) => network.family === "IPv4" && !network.internal);
  seen.gateway = external ? WebpackDevServer.findIp(external.address.replace(/\.\d+$/, ".1")) : null;
  seen.getHostname = [await WebpackDevServer.getHostname("local-ipv4"), await WebpackDevServer.getHostname("example.test")];
  seen.getFreePortFixed = await WebpackDevServer.getFreePort(3000, "localhost");
  process.env.WEBPACK_DEV_SERVER_BASE_PORT = "9156";
  seen.getFreePortAuto = await WebpackDevServer.getFreePort("auto", "localhost");
  process.chdir(path.join(__dirname, "src"));
  seen.findCacheDir = WebpackDevServer.findCacheDir();
  seen.isAbsoluteURL = ["https://example.com", "data:text/plain,x", "C:\\project", "/main.js"].map((value) => WebpackDevServer.isAbsoluteURL(value));
  seen.schemaHasPort = "port" in WebpackDevServer.schema.properties;
  seen.statics = ["internalIP", "internalIPSync", "findIp", "getHostname", "getFreePort", "findCacheDir", "isAbsoluteURL"].filter((name) => typeof WebpackDevServer[name] === "function");
  seen.methods = ["start", "stop", "startCallback", "stopCallback", "apply", "invalidate", "watchFiles", "sendMessage", "getClientEntry"].filter((name) => typeof WebpackDevServer.prototype[name] === "function");
  console.log(JSON.stringify(seen));
})().catch((error) => {
  console.error(error);
  process.exit(1);
});
`;

describe('the API on the installed package', () => {
  let seen: Record<string, unknown> = {};
  beforeAll(async () => {
    fs.writeFileSync(path.join(project.dir, 'probe.js'), PROBE);
    const run = await project.node(['probe.js']);
    if (run.code !== 0) throw new Error(`probe failed:\n${run.stderr}`);
    seen = JSON.parse(run.stdout.trim().split('\n').pop() ?? '{}') as Record<string, unknown>;
  }, 120_000);

  test('the constructor validates the options at once, as dev server options', () => {
    expect(seen.validation).toMatch(/Invalid options object\. Dev Server has been initialized using an options object that does not match the API schema\.[\s\S]*options has an unknown property 'entry'/);
    expect(text).toContain('The constructor validates them as dev server options and refuses `entry`');
  });

  test('properties after start, setupExitSignals, invalidate, stop', () => {
    expect(seen.port).toBeGreaterThanOrEqual(9154);
    expect(seen.optionsPort).toBe(seen.port);
    expect(seen).toMatchObject({ setupExitSignals: true, sameCompiler: true, appUse: 'function', buildsWhenInvalidateCallbackRuns: 0, clientEntryExists: true, serverAfterStop: true, watchingClosedAfterStop: true });
    // waitUntilValid waited for a rebuild (the two invalidations may share one).
    expect(seen.buildsWhenValidAgain).toBeGreaterThanOrEqual(1);
    expect(text).toContain('(`setupExitSignals` is `true`)');
    // host is not filled in: left unset, the server listens on every address.
    expect(seen.optionsHost).toBe('undefined');
    expect(['::', '0.0.0.0']).toContain(seen.listensOn);
    expect(text).toContain('`host` stays `undefined` unless you set it (the server then listens on every address)');
  });

  test('as a plugin: no server for a single run; setupExitSignals off in plugin mode', () => {
    expect(seen.pluginServerAfterRun).toBe('none');
    const source = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack-dev-server/lib/Server.js'), 'utf8');
    expect(source).toContain('options.setupExitSignals = !this.isPlugin;');
    expect(text).toContain('In plugin mode `setupExitSignals` defaults to `false`');
  });

  test('static helpers', () => {
    const networks = Object.values(os.networkInterfaces()).flat();
    const external4 = networks.find((network) => network?.family === 'IPv4' && !network.internal);
    expect(seen.findIp).toMatchObject({
      v4Internal: networks.find((network) => network?.family === 'IPv4' && network.internal)?.address,
      v4External: external4?.address,
      ...(networks.some((network) => network?.address === '::1') ? { v6Internal: '[::1]' } : {}),
    });
    if (external4) expect(seen.gateway).toBe(external4.address);
    expect(seen.getHostname).toEqual([external4?.address ?? '0.0.0.0', 'example.test']);
    expect(seen.getFreePortFixed).toBe(3000);
    expect(seen.getFreePortAuto).toBeGreaterThanOrEqual(9156);
    const lib = fs.readFileSync(path.join(REPO_ROOT, 'node_modules/webpack-dev-server/lib/Server.js'), 'utf8');
    expect(lib).toMatch(/WEBPACK_DEV_SERVER_BASE_PORT, 10\)\s*: 8080;/);
    expect(lib).toMatch(/WEBPACK_DEV_SERVER_PORT_RETRY, 10\)\s*: 3;/);
    expect(seen.findCacheDir).toBe(path.join(fs.realpathSync(project.dir), 'node_modules/.cache/webpack-dev-server'));
    expect(seen.isAbsoluteURL).toEqual([true, true, false, false]);
    expect(seen.schemaHasPort).toBe(true);
    expect(seen.statics).toEqual(['findIp', 'getHostname', 'getFreePort', 'findCacheDir', 'isAbsoluteURL']);
    for (const name of seen.statics as string[]) expect(text).toContain(`\`WebpackDevServer.${name}(`);
    expect(seen.methods).toEqual(['start', 'stop', 'startCallback', 'stopCallback', 'apply', 'invalidate', 'watchFiles', 'sendMessage', 'getClientEntry']);
  });
});

describe('what changed in version 6, on the installed package', () => {
  test('engines, peer dependency, modules', () => {
    expect(pkg.engines.node).toBe('>= 22.15.0');
    expect(pkg.peerDependencies.webpack).toBe('^5.101.0');
    expect(text).toContain('declares Node.js 22.15.0 or newer in its `engines` field, and its peer dependency on webpack is `^5.101.0`');
    expect(pkg.type).toBe('module');
    expect(pkg.exports['.']).toMatchObject({ import: './lib/Server.js', require: './dist/Server.js' });
    expect(Object.keys(pkg.exports)).toEqual(['.', './client/*', './lib/servers/BaseServer.js', './package.json']);
    // Jest's resolver honours the exports field as Node.js does: a file it does not list cannot be reached.
    expect(fs.existsSync(path.join(REPO_ROOT, 'node_modules/webpack-dev-server/lib/getPort.js'))).toBe(true);
    expect(() => fromDevServer.resolve('webpack-dev-server/lib/getPort.js')).toThrow(/Cannot find module 'webpack-dev-server\/lib\/getPort\.js'/);
  });

  test('transports: ws and sse, no sockjs', () => {
    const schema = fromDevServer('./lib/options.json') as { definitions: Record<string, { enum?: unknown[]; anyOf?: { enum?: unknown[] }[] }> };
    expect(schema.definitions.WebSocketServerEnum?.anyOf?.[1]?.enum).toEqual(['ws', 'sse']);
    expect(schema.definitions.ClientWebSocketTransportEnum?.enum).toEqual(['ws', 'sse']);
  });

  test('the new versions underneath, and Express 5 path rules', () => {
    expect(pkg.dependencies).toMatchObject({ express: expect.stringMatching(/^\^5\./), 'webpack-dev-middleware': expect.stringMatching(/^\^8\./), 'http-proxy-middleware': expect.stringMatching(/^\^4\./), chokidar: expect.stringMatching(/^\^5\./) });
    const express = fromDevServer('express') as () => { get: (route: string, handler: () => void) => void };
    expect(() => express().get('*', () => {})).toThrow(/Missing parameter name/);
    expect(() => express().get('/*splat', () => {})).not.toThrow();
  });
});
