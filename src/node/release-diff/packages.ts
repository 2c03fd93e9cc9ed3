import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ReleaseDiffError } from '../../lib/release-diff/report';

/** npm's error codes for a registry that cannot be reached, and for a version it does not have. */
const UNREACHABLE = /\b(ECONNREFUSED|ENOTFOUND|EAI_AGAIN|ETIMEDOUT|ECONNRESET|EHOSTUNREACH|ENETUNREACH)\b/;
const UNKNOWN = /\b(ETARGET|E404)\b/;

/**
 * The directory of webpack `version`: the installed package when it is that version, else the
 * registry's tarball, packed and unpacked into `tmp` (no retries: an unreachable registry fails at once).
 */
export function webpackPackage(version: string, installedDir: string, tmp: string): string {
  const installed = JSON.parse(fs.readFileSync(path.join(installedDir, 'package.json'), 'utf8')) as { version: string };
  if (installed.version === version) return installedDir;
  const dir = path.join(tmp, version);
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
  return path.join(dir, 'package');
}
