import { githubContributor } from './noreply';
import type { Contributor } from './types';

/**
 * The Contributors list of a page: people the page names itself (frontmatter handles, a package's
 * author) first and in their order, since they are deliberate credit; then everyone else from git
 * history, most commits first. A git author with the same GitHub handle as a named person is the
 * same entry: it adds its commits and real name there instead of appearing twice.
 */
export function mergeContributors(named: readonly Contributor[], history: readonly Contributor[]): Contributor[] {
  const byHandle = new Map<string, number>();
  const merged = named.map((person, index) => {
    if (person.handle) byHandle.set(person.handle.toLowerCase(), index);
    return person;
  });
  for (const person of history) {
    const index = person.handle ? byHandle.get(person.handle.toLowerCase()) : undefined;
    if (index === undefined) {
      merged.push(person);
      continue;
    }
    const named = merged[index];
    // A frontmatter entry only knows the handle; git knows the name.
    merged[index] = { ...named, name: named.name === named.handle ? person.name : named.name, commits: named.commits + person.commits };
  }
  return merged;
}

/** Frontmatter `contributors` (validated GitHub handles) as contributors. */
export function handlesAsContributors(handles: readonly string[]): Contributor[] {
  return handles.map((handle) => githubContributor(handle));
}
