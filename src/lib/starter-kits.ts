import { isRecord } from './data-file';

/** A row of /starter-kits/: a community starter project that builds with webpack. */
export interface StarterKit {
  /** Repository name on GitHub. */
  readonly name: string;
  readonly url: string;
  /** GitHub user or organisation that owns the repository. */
  readonly maintainer: string;
  readonly tags: readonly string[];
}

/** Written at build time from the javascriptstuff-db package, fetched by the page in the browser. */
export const STARTER_KITS_JSON = '/data/starter-kits.json';

/** The community list where a pull request adds a kit. */
export const STARTER_KITS_REPOSITORY = 'https://github.com/ahfarmer/javascriptstuff-db';
export const STARTER_KITS_DATA_FILE = 'data/source/react-starter-projects.js';

/** What this page reads of a javascriptstuff-db project. */
export interface DbProject {
  readonly githubPath: string;
  readonly tags?: readonly string[] | null;
}

export function isDbProject(value: unknown): value is DbProject {
  if (!isRecord(value) || typeof value.githubPath !== 'string') return false;
  const tags = value.tags;
  return tags === undefined || tags === null || (Array.isArray(tags) && tags.every((tag) => typeof tag === 'string'));
}

// The database tags webpack projects by major version ("webpack 3", "webpack 4").
const WEBPACK_TAG = /^webpack(\s|$)/i;

export function isWebpackKit(project: DbProject): boolean {
  return (project.tags ?? []).some((tag) => WEBPACK_TAG.test(tag));
}

/** Webpack-tagged projects as table rows, sorted by name; tags keep the database's spelling, deduplicated. */
export function toStarterKits(projects: readonly DbProject[]): StarterKit[] {
  return projects
    .filter(isWebpackKit)
    .map((project) => {
      const [maintainer, name] = project.githubPath.split('/');
      const tags = [...new Map((project.tags ?? []).map((tag) => [tag.toLowerCase(), tag])).values()];
      return { name, url: `https://github.com/${project.githubPath}`, maintainer, tags };
    })
    .filter((kit) => kit.name && kit.maintainer)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

/** /data/starter-kits.json as the browser receives it, checked before use. */
export function isStarterKitList(data: unknown): data is StarterKit[] {
  return (
    Array.isArray(data) &&
    data.every(
      (kit: unknown) =>
        isRecord(kit) && typeof kit.name === 'string' && typeof kit.url === 'string' && typeof kit.maintainer === 'string' && Array.isArray(kit.tags),
    )
  );
}
