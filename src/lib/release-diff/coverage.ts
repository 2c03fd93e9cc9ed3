import { subjectNeedle } from '../release-ledger/subjects';
import type { Ledger } from '../release-ledger/types';
import { diffSurfaces } from './diff';
import { mentions } from './mentions';
import { reportChanges } from './report';
import type { Surface } from './surface';

const pagesText = (pages: readonly string[]) => (pages.length ? pages.join(' ') : 'none yet');

/**
 * What keeps the site from documenting the installed webpack, one line each: a change between the
 * committed snapshot (the last documented version) and the installed surface that the ledger's entry
 * for the installed version does not cover, with the pages that mention its subject today. When the
 * snapshot is of the installed version itself, they must be equal and the ledger's newest entry theirs.
 */
export function uncoveredChanges(snapshot: Surface, installed: Surface, ledger: Ledger, pagesOf: (subject: string) => string[]): string[] {
  const changes = diffSurfaces(snapshot, installed);
  const newest = ledger.releases[0].version;
  if (snapshot.version === installed.version) {
    const stale = changes.map(
      (change) =>
        `${change.kind} ${change.subject}: the snapshot of webpack ${snapshot.version} differs from the installed one; run npm run release-diff -- --snapshot`,
    );
    return newest === snapshot.version ? stale : [`the snapshot is of webpack ${snapshot.version} but the ledger's newest entry is ${newest}`, ...stale];
  }
  const entry = ledger.releases.find((release) => release.version === installed.version);
  const problems =
    entry && entry.previous !== snapshot.version
      ? [`the ledger entry for ${installed.version} compares with ${entry.previous}, but the snapshot is of ${snapshot.version}`]
      : [];
  for (const change of reportChanges(changes, ledger, installed.version, pagesOf)) {
    if (change.ledger) continue;
    const where = entry
      ? `not in the ledger entry for webpack ${installed.version}`
      : `webpack ${installed.version} is installed and the ledger has no entry for it`;
    problems.push(`${change.kind} ${change.subject} (${change.detail}): ${where}; pages to edit (mentioning it today): ${pagesText(change.pages)}`);
  }
  return problems;
}

/** Every ledger change said to be documented on a page that does not exist or does not mention its subject, one line each. */
export function undocumentedClaims(ledger: Ledger, pages: ReadonlyMap<string, string>): string[] {
  return ledger.releases.flatMap((release) =>
    release.changes.flatMap((change) =>
      (change.documented ?? []).flatMap((page) => {
        const text = pages.get(page.replace(/#.*$/, ''));
        const name = `${release.version} ${change.kind} ${change.subject}`;
        if (text === undefined) return [`${name}: page ${page} does not exist`];
        return mentions(text, change.subject) ? [] : [`${name}: page ${page} does not mention "${subjectNeedle(change.subject)}"`];
      }),
    ),
  );
}
