import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { diffSurfaces, countByKind } from '../../lib/release-diff/diff';
import { pagesMentioning } from '../../lib/release-diff/mentions';
import { changeLine, chooseVersions, reportChanges, ReleaseDiffError } from '../../lib/release-diff/report';
import type { Surface } from '../../lib/release-diff/surface';
import { parseLedger } from '../../lib/release-ledger/parse';
import { LEDGER_FILE } from '../../lib/release-ledger/types';
import { webpackPackage } from './packages';
import { readSitePages } from './site-pages';

export const SURFACE_FILE = 'content/data/webpack-surface.json';

interface Options {
  readonly versions: string[];
  readonly out: string | null;
  readonly snapshot: boolean;
}

function parseArgs(argv: readonly string[]): Options {
  const versions: string[] = [];
  let out: string | null = null;
  let snapshot = false;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--out') out = argv[++i] ?? null;
    else if (argv[i] === '--snapshot') snapshot = true;
    else if (argv[i].startsWith('-')) throw new ReleaseDiffError(`unknown option ${argv[i]} (usage: release-diff [from] [to] [--out file.json] [--snapshot])`);
    else versions.push(argv[i]);
  }
  if (versions.length > 2) throw new ReleaseDiffError('give at most two versions: release-diff [from] [to]');
  return { versions, out, snapshot };
}

const execFileAsync = promisify(execFile);

/** Where packed releases are kept between runs, with their dependencies installed; tests that need the registry's answer give their own. */
export const packageCache = () => process.env.RELEASE_DIFF_PACKAGE_CACHE ?? path.join(os.tmpdir(), 'webpack-release-packages');

/** Each surface in its own process, both at once; a package resolves only its own dependencies. */
async function extract(dir: string, root: string): Promise<Surface> {
  const { stdout } = await execFileAsync(process.execPath, [path.join(root, 'scripts', 'extract-surface.cjs'), dir], {
    env: Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'NODE_PATH')),
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Surface;
}

/**
 * `npm run release-diff -- [from] [to]`: prints one line per change between two webpack releases with
 * the pages that mention its subject and what the ledger says of it, writes the same as JSON, and with
 * --snapshot stores the newer surface (alone: the installed one) as content/data/webpack-surface.json.
 * Returns the exit code.
 */
export async function runReleaseDiff(argv: readonly string[], root = process.cwd(), log = console.log): Promise<number> {
  const options = parseArgs(argv);
  if (options.snapshot && !options.versions.length) {
    // After the ledger has its entry for the installed release: store that release's surface.
    const surface = await extract(path.join(root, 'node_modules', 'webpack'), root);
    fs.writeFileSync(path.join(root, SURFACE_FILE), `${JSON.stringify(surface, null, 1)}\n`);
    log(`Snapshot of the installed webpack ${surface.version} written to ${SURFACE_FILE}`);
    return 0;
  }
  const ledger = parseLedger(LEDGER_FILE, fs.readFileSync(path.join(root, LEDGER_FILE), 'utf8'));
  const installedDir = path.join(root, 'node_modules', 'webpack');
  const installed = (JSON.parse(fs.readFileSync(path.join(installedDir, 'package.json'), 'utf8')) as { version: string }).version;
  const { from, to } = chooseVersions(options.versions, ledger, installed);
  const dirs = [from, to].map((version) => webpackPackage(version, installedDir, packageCache()));
  const [before, after] = await Promise.all(dirs.map((dir) => extract(dir, root)));
  const installedSurface = to === installed ? after : from === installed ? before : await extract(installedDir, root);
  const pages = readSitePages(installedSurface, path.join(root, 'content'));
  const changes = reportChanges(diffSurfaces(before, after), ledger, to, (subject) => pagesMentioning(pages, subject));
  const counts = countByKind(changes);
  const out = options.out ?? path.join(os.tmpdir(), `webpack-release-diff-${from}-${to}.json`);
  fs.writeFileSync(out, `${JSON.stringify({ from, to, counts: Object.fromEntries(counts), changes }, null, 2)}\n`);
  changes.forEach((change) => log(changeLine(change)));
  log(`\nwebpack ${from} → ${to}: ${changes.length} changes (${counts.map(([kind, count]) => `${kind} ${count}`).join(', ') || 'none'})`);
  log(`${changes.filter((change) => !change.ledger).length} not in the ledger. Written to ${out}`);
  if (options.snapshot) {
    fs.writeFileSync(path.join(root, SURFACE_FILE), `${JSON.stringify(after, null, 1)}\n`);
    log(`Snapshot of webpack ${to} written to ${SURFACE_FILE}`);
  }
  return 0;
}
