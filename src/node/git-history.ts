import { execFileSync } from 'node:child_process';
import { aggregateHistory } from '../lib/git-history/aggregate';
import { formatContact, parseContact } from '../lib/git-history/contact';
import { LOG_FORMAT, parseLog } from '../lib/git-history/parse-log';
import type { Contact, FileHistory } from '../lib/git-history/types';

export interface GitHistoryResult {
  /** Keyed by path relative to `cwd`, e.g. content/concepts/index.mdx. */
  readonly histories: ReadonlyMap<string, FileHistory>;
  /** Why some or all pages show frontmatter credit only; null when every file has history. */
  readonly warning: string | null;
}

// Ample for the log of a docs repository with a long history (tens of MB); execFileSync fails beyond it.
const MAX_OUTPUT = 512 * 1024 * 1024;
// Keeps one check-mailmap call's command line far below any system's argument limit.
const MAILMAP_BATCH = 500;

function git(cwd: string, args: readonly string[]): string {
  // Config that would add text to `git log` output is switched off for this call.
  return execFileSync('git', ['-c', 'log.showSignature=false', ...args], { cwd, encoding: 'utf8', maxBuffer: MAX_OUTPUT, stdio: ['ignore', 'pipe', 'pipe'] });
}

/** Co-author trailers through .mailmap, as `git log --use-mailmap` does for authors: one git call per 500 addresses. */
function trailerResolver(cwd: string, trailers: readonly string[]): (trailer: string) => Contact {
  const contacts = new Map<string, Contact>();
  // check-mailmap rejects a contact without <address>: those stay as written.
  const mappable = [...new Set(trailers)].filter((trailer) => parseContact(trailer).email !== null);
  for (let start = 0; start < mappable.length; start += MAILMAP_BATCH) {
    const batch = mappable.slice(start, start + MAILMAP_BATCH);
    const lines = git(cwd, ['check-mailmap', ...batch.map((trailer) => formatContact(parseContact(trailer)))]).split('\n');
    batch.forEach((trailer, index) => contacts.set(trailer, parseContact(lines[index] ?? trailer)));
  }
  return (trailer) => contacts.get(trailer) ?? parseContact(trailer);
}

const list = (paths: readonly string[]) => (paths.length > 5 ? `${paths.slice(0, 5).join(', ')} and ${paths.length - 5} more` : paths.join(', '));

/**
 * Authors, co-authors and last change of every file under `dir`, from ONE walk of its history
 * (`git log --name-status -M`, renames followed in aggregateHistory), .mailmap applied. Never throws:
 * without git, outside a repository or in a shallow clone it returns no history and says why.
 * `files` (relative to `cwd`) are the files expected to have history, to name the ones that have none.
 */
export function readGitHistory(cwd: string, dir: string, files: readonly string[]): GitHistoryResult {
  let prefix: string;
  try {
    const [shallow, showPrefix = ''] = git(cwd, ['rev-parse', '--is-shallow-repository', '--show-prefix']).split('\n');
    if (shallow.trim() === 'true') {
      return {
        histories: new Map(),
        warning:
          'Contributors: this is a shallow git clone, so pages show frontmatter contributors only and no "Last updated" line (fetch the full history with `git fetch --unshallow`).',
      };
    }
    prefix = showPrefix.trim();
  } catch (error) {
    const reason = (error as NodeJS.ErrnoException).code === 'ENOENT' ? 'git is not installed' : 'the site is not inside a git repository';
    return { histories: new Map(), warning: `Contributors: ${reason}, so pages show frontmatter contributors only and no "Last updated" line.` };
  }

  const histories = new Map<string, FileHistory>();
  try {
    const commits = parseLog(git(cwd, ['log', '-z', '--use-mailmap', '--no-merges', '-M', '--name-status', `--format=${LOG_FORMAT}`, '--', dir]));
    const resolve = trailerResolver(
      cwd,
      commits.flatMap((commit) => commit.coAuthors),
    );
    // git prints paths from the repository root; the site may live in a subfolder of it.
    for (const [file, history] of aggregateHistory(commits, resolve)) {
      if (file.startsWith(prefix)) histories.set(file.slice(prefix.length), history);
    }
  } catch (error) {
    // A repository without commits yet, a broken object store: credit from frontmatter, never a failed build.
    const reason = ((error as { stderr?: string }).stderr || (error as Error).message).trim().split('\n')[0];
    return {
      histories: new Map(),
      warning: `Contributors: git log failed (${reason}), so pages show frontmatter contributors only and no "Last updated" line.`,
    };
  }
  const missing = files.filter((file) => !histories.has(file));
  const warning = missing.length
    ? `Contributors: ${missing.length} content file(s) have no committed git history (untracked?), so they show frontmatter contributors only: ${list(missing)}`
    : null;
  return { histories, warning };
}
