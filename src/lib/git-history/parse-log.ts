/**
 * Reading `git log -z --name-status` output. Records start with RS (\x1e), header fields are separated by
 * US (\x1f), co-author trailers by GS (\x1d): none of them can appear in names, addresses or dates. With -z
 * every path is NUL-terminated and never quoted, so any file name survives.
 */
const RS = '\x1e';
const US = '\x1f';
const GS = '\x1d';

/** The --format for `git log -z --name-status`: hash, author name and email (mailmapped), committer date, co-authors. */
export const LOG_FORMAT = `${RS}%H${US}%aN${US}%aE${US}%cI${US}%(trailers:key=Co-authored-by,valueonly,separator=%x1d)`;

export interface FileChange {
  /** A (added), M, D, T, R (renamed; `from` set) or C (copied; `from` set). */
  readonly status: string;
  readonly path: string;
  readonly from: string | null;
}

export interface LogCommit {
  readonly hash: string;
  readonly authorName: string;
  readonly authorEmail: string;
  readonly date: string;
  /** Raw `Co-authored-by:` values, "Name <email>". */
  readonly coAuthors: readonly string[];
  readonly changes: readonly FileChange[];
}

function parseChanges(tokens: readonly string[]): FileChange[] {
  const changes: FileChange[] = [];
  for (let i = 0; i < tokens.length;) {
    // R and C carry a similarity score (R087) and two paths; the rest one path.
    const status = tokens[i].charAt(0);
    if (status === 'R' || status === 'C') {
      changes.push({ status, from: tokens[i + 1], path: tokens[i + 2] });
      i += 3;
    } else {
      changes.push({ status, from: null, path: tokens[i + 1] });
      i += 2;
    }
  }
  return changes.filter((change) => change.path !== undefined);
}

/** Commits in the order git printed them (newest first for a plain `git log`). */
export function parseLog(output: string): LogCommit[] {
  return output
    .split(RS)
    .filter((record) => record.trim() !== '')
    .map((record) => {
      const headerEnd = record.indexOf('\0');
      const header = headerEnd === -1 ? record : record.slice(0, headerEnd);
      const body = headerEnd === -1 ? '' : record.slice(headerEnd + 1);
      const [hash, authorName, authorEmail, date, trailers = ''] = header.replace(/\n+$/, '').split(US);
      const tokens = body
        .replace(/^\n+/, '')
        .split('\0')
        .filter((token) => token !== '');
      return {
        hash,
        authorName,
        authorEmail,
        date,
        coAuthors: trailers
          .split(GS)
          .map((value) => value.trim())
          .filter(Boolean),
        changes: parseChanges(tokens),
      };
    });
}
