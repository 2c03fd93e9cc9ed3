import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseDiffError } from '../../lib/release-diff/report';

/** npm's error codes for a registry that cannot be reached, and for a version it does not have. */
const UNREACHABLE = /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH)\b/;
const UNKNOWN = /\b(ETARGET|E404)\b/;

/** Written last into a cached package folder: a folder without it was left half-made and is made again. */
const COMPLETE = '.release-diff-complete';

/**
 * The directory of webpack `version`: the installed package when it is that version, else the
 * registry's tarball, packed and unpacked under `cache` with the dependencies that release declares
 * installed next to it (no retries: an unreachable registry fails at once). Its own dependencies matter:
 * `webpack.sources` is whatever webpack-sources the package resolves, and the site's node_modules holds
 * an older major (1.x) than any webpack 5 depends on. A folder made before is reused.
 */
export function webpackPackage(version: string, installedDir: string, cache: string): string {
  const installed = JSON.parse(fs.readFileSync(path.join(installedDir, 'package.json'), 'utf8')) as { version: string };
  if (installed.version === version) return installedDir;
  const dir = path.join(cache, version);
  const packageDir = path.join(dir, 'package');
  if (fs.existsSync(path.join(packageDir, COMPLETE))) return linkAsWebpack(dir);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(dir, { recursive: true });
  let tarball: string;
  try {
    const output = execFileSync('npm', ['pack', `webpack@${version}`, '--pack-destination', dir, '--json', '--fetch-retries=0', '--fetch-timeout=30000'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    tarball = path.join(dir, (JSON.parse(output) as { filename: string }[])[0].filename);
  } catch (error) {
    const text = `${(error as { stderr?: string }).stderr ?? ''}${(error as { stdout?: string }).stdout ?? ''}`;
    const code = UNREACHABLE.exec(text)?.[1];
    if (code) throw new ReleaseDiffError(`cannot reach the npm registry to fetch webpack@${version} (${code})`);
    if (UNKNOWN.test(text)) throw new ReleaseDiffError(`unknown webpack version "${version}": the registry has no such release`);
    throw new ReleaseDiffError(`npm pack webpack@${version} failed: ${text.trim().split('\n')[0] ?? 'no output'}`);
  }
  execFileSync('tar', ['-xzf', tarball, '-C', dir]);
  installDependencies(packageDir, version);
  fs.writeFileSync(path.join(packageDir, COMPLETE), '');
  return linkAsWebpack(dir);
}

/**
 * Makes the unpacked release resolve `require("webpack")` as itself, as an installed webpack does: parts of
 * it (5.112.2's CSS minifier, run by minimizer-webpack-plugin) require their own package by name, which would otherwise fail or load the
 * site's webpack. The link is `<dir>/node_modules/webpack`, found by walking up from `<dir>/package`.
 */
function linkAsWebpack(dir: string): string {
  const link = path.join(dir, 'node_modules', 'webpack');
  if (!fs.existsSync(link)) {
    fs.mkdirSync(path.dirname(link), { recursive: true });
    fs.symlinkSync(path.join(dir, 'package'), link, 'dir');
  }
  return path.join(dir, 'package');
}

/** npm install of the release's `dependencies` only: its devDependencies would make npm resolve webpack's whole test setup. */
function installDependencies(packageDir: string, version: string): void {
  const manifestFile = path.join(packageDir, 'package.json');
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(manifestFile, JSON.stringify({ name: manifest.name, version: manifest.version, dependencies: manifest.dependencies }, null, 2));
  try {
    execFileSync(
      'npm',
      ['install', '--ignore-scripts', '--no-audit', '--no-fund', '--no-package-lock', '--omit=peer', '--fetch-retries=0', '--fetch-timeout=30000'],
      {
        cwd: packageDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
  } catch (error) {
    const text = `${(error as { stderr?: string }).stderr ?? ''}`;
    const code = UNREACHABLE.exec(text)?.[1];
    if (code) throw new ReleaseDiffError(`cannot reach the npm registry to install the dependencies of webpack@${version} (${code})`);
    throw new ReleaseDiffError(`npm install of the dependencies of webpack@${version} failed: ${text.trim().split('\n')[0] ?? 'no output'}`);
  } finally {
    // Restored so that the surface reads the release's own manifest (its version, its exports).
    fs.writeFileSync(manifestFile, JSON.stringify(manifest, null, 2));
  }
}
