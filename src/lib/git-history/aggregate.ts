import { handleFromEmail, githubContributor } from './noreply';
import type { LogCommit } from './parse-log';
import type { Contact, Contributor, FileHistory } from './types';

/** Turns a co-author trailer into a (mailmapped) contact; the build passes one backed by `git check-mailmap`. */
export type ContactResolver = (trailer: string) => Contact;

interface Tally {
  name: string;
  email: string | null;
  commits: number;
  /** Position of first appearance (newest first), to break ties the same way on every build. */
  order: number;
}

// One person, however many addresses: a GitHub handle, else the address, else the name.
function identityKey(contact: Contact): string {
  const handle = handleFromEmail(contact.email);
  if (handle) return `gh:${handle.toLowerCase()}`;
  return contact.email ? `mail:${contact.email.toLowerCase()}` : `name:${contact.name.toLowerCase()}`;
}

function toContributor(tally: Tally): Contributor {
  const handle = handleFromEmail(tally.email);
  if (handle) return githubContributor(handle, tally.name || handle, tally.commits);
  return { name: tally.name || (tally.email ?? ''), handle: null, url: null, avatarUrl: null, commits: tally.commits };
}

/**
 * Per-file history from commits listed newest first, following renames as `git log --follow` does: a path
 * renamed to a file that still exists hands its older commits to that file. A path's lineage ends where
 * it was added, so a file deleted and later re-created under the same name does not inherit the old
 * file's authors. Keys are the paths the files have now (in the newest commit that touches them).
 */
export function aggregateHistory(commits: readonly LogCommit[], resolveTrailer: ContactResolver): Map<string, FileHistory> {
  // Path at this point of the walk → path the file has today; null for files deleted since.
  const lineage = new Map<string, string | null>();
  const tallies = new Map<string, Map<string, Tally>>();
  const lastCommit = new Map<string, LogCommit>();

  for (const commit of commits) {
    const touched = new Set<string>();
    for (const change of commit.changes) {
      if (!lineage.has(change.path)) lineage.set(change.path, change.status === 'D' ? null : change.path);
      const current = lineage.get(change.path) ?? null;
      if (current !== null && change.status !== 'D') touched.add(current);
      if (change.status === 'A' || change.status === 'C') lineage.delete(change.path);
      if (change.status === 'R' && change.from !== null) {
        lineage.delete(change.path);
        lineage.set(change.from, current);
      }
    }
    if (!touched.size) continue;
    const people = new Map<string, Contact>();
    for (const contact of [{ name: commit.authorName, email: commit.authorEmail || null }, ...commit.coAuthors.map(resolveTrailer)]) {
      const key = identityKey(contact);
      if (!people.has(key)) people.set(key, contact);
    }
    for (const file of touched) {
      if (!lastCommit.has(file)) lastCommit.set(file, commit);
      const fileTallies = tallies.get(file) ?? new Map<string, Tally>();
      tallies.set(file, fileTallies);
      for (const [key, contact] of people) {
        const tally = fileTallies.get(key) ?? { name: contact.name, email: contact.email, commits: 0, order: fileTallies.size };
        tally.commits += 1;
        fileTallies.set(key, tally);
      }
    }
  }

  const histories = new Map<string, FileHistory>();
  for (const [file, fileTallies] of tallies) {
    const last = lastCommit.get(file)!;
    const contributors = [...fileTallies.values()].sort((a, b) => b.commits - a.commits || a.order - b.order).map(toContributor);
    histories.set(file, { contributors, lastUpdated: { date: last.date, name: last.authorName } });
  }
  return histories;
}
