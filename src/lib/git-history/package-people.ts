import { parseContact } from './contact';
import { githubContributor, handleFromEmail, handleFromUrl } from './noreply';
import type { Contributor } from './types';

/** package.json "author" or one "contributors" entry: "Name <email> (url)" or { name, email, url }. */
export type PackagePerson = string | { readonly name?: unknown; readonly email?: unknown; readonly url?: unknown };

export interface PackagePeopleFields {
  readonly author?: unknown;
  readonly contributors?: unknown;
}

const PERSON_STRING = /^([^<(]*?)\s*(?:<([^>]*)>)?\s*(?:\(([^)]*)\))?\s*$/;
const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

function parsePerson(person: unknown): { name: string | null; email: string | null; url: string | null } | null {
  if (typeof person === 'string') {
    const match = PERSON_STRING.exec(person.trim());
    if (!match) return { ...parseContact(person), url: null };
    return { name: text(match[1]), email: text(match[2]), url: text(match[3]) };
  }
  if (person && typeof person === 'object') {
    const record = person as Record<string, unknown>;
    return { name: text(record.name), email: text(record.email), url: text(record.url) };
  }
  return null;
}

function toContributor(person: NonNullable<ReturnType<typeof parsePerson>>): Contributor | null {
  const handle = handleFromUrl(person.url) ?? handleFromEmail(person.email);
  if (handle) return githubContributor(handle, person.name ?? handle);
  if (!person.name) return null;
  // Only web links are links; an address alone is not published as one.
  const url = person.url && /^https?:\/\//i.test(person.url) ? person.url : null;
  return { name: person.name, handle: null, url, avatarUrl: null, commits: 0 };
}

/** The people a package credits, author first, without duplicates; a github.com profile URL gives the handle. */
export function packagePeople(pkg: PackagePeopleFields): Contributor[] {
  const listed: unknown[] = Array.isArray(pkg.contributors) ? (pkg.contributors as unknown[]) : [];
  const seen = new Set<string>();
  const people: Contributor[] = [];
  for (const entry of [pkg.author, ...listed]) {
    const parsed = parsePerson(entry);
    const person = parsed && toContributor(parsed);
    if (!person) continue;
    const key = (person.handle ?? person.name).toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    people.push(person);
  }
  return people;
}
