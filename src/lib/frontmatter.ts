import yaml from 'js-yaml';
import { DESCRIPTION_MAX_LENGTH } from './description';
import { checkKeywords } from './search/keywords';
import { GENERATED_TABLES, isGeneratedTableName, type GeneratedTableName } from './generated-table';

/** A problem in a content file, reported as "file:line: reason" so an author can jump to it. */
export class ContentError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    readonly reason: string,
  ) {
    super(`${file}:${line}: ${reason}`);
    this.name = 'ContentError';
  }
}

export interface RelatedLink {
  readonly title: string;
  readonly url: string;
}

/** The frontmatter an author writes; see the writers' guide (/contribute/writers-guide/). */
export interface Frontmatter {
  readonly title: string;
  readonly sort: number;
  readonly group: string | null;
  readonly contributors: readonly string[];
  readonly related: readonly RelatedLink[];
  readonly repo: string | null;
  readonly edit: string | null;
  readonly source: string | null;
  /** One line for the section index table (loader and plugin pages). */
  readonly summary: string | null;
  /** The search-result and link-preview text; when absent, the build takes the first paragraph of prose. */
  readonly description: string | null;
  /** A webpack options schema, relative to webpack/schemas/ (plugins/BannerPlugin.json): generates the options table. */
  readonly schema: string | null;
  /** A reference table the build appends, read from the installed webpack (cli-flags, compiler-hooks …). */
  readonly generated: GeneratedTableName | null;
  /** Words readers search with for what the page covers, when the page says it differently. */
  readonly keywords: readonly string[];
}

export interface ParsedContent {
  readonly frontmatter: Frontmatter;
  readonly body: string;
  /** 1-based line of the body's first line in the file, to report body problems precisely. */
  readonly bodyLine: number;
}

// GitHub's rule for user names: alphanumerics and single hyphens, at most 39 characters.
export const GITHUB_HANDLE = /^[a-z\d](?:[a-z\d]|-(?=[a-z\d])){0,38}$/i;
const KNOWN_KEYS = new Set([
  'title',
  'sort',
  'group',
  'summary',
  'description',
  'schema',
  'generated',
  'contributors',
  'related',
  'repo',
  'edit',
  'source',
  'keywords',
]);

/** Splits and validates a content file's frontmatter; throws ContentError with file, line and reason. */
export function parseContentFile(file: string, text: string): ParsedContent {
  const match = /^---\r?\n([\s\S]*?)\r?\n---[ \t]*(\r?\n|$)/.exec(text);
  if (!match) throw new ContentError(file, 1, 'missing frontmatter: the file must start with a --- block holding at least a title');
  let data: unknown;
  try {
    data = yaml.load(match[1]);
  } catch (error) {
    const yamlError = error as yaml.YAMLException;
    throw new ContentError(file, (yamlError.mark?.line ?? 0) + 2, `unparsable frontmatter: ${yamlError.reason ?? yamlError.message}`);
  }
  const lineOf = (key: string) => {
    const index = match[1].split('\n').findIndex((line) => line.startsWith(`${key}:`));
    return index >= 0 ? index + 2 : 1;
  };
  const frontmatter = validateFrontmatter(data, (key, reason) => new ContentError(file, lineOf(key), reason));
  return { frontmatter, body: text.slice(match[0].length), bodyLine: match[0].split('\n').length };
}

type Fail = (key: string, reason: string) => Error;

function optionalString(data: Record<string, unknown>, key: string, fail: Fail): string | null {
  const value = data[key];
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || !value.trim()) throw fail(key, `"${key}" must be a non-empty string`);
  return value;
}

function optionalSchemaPath(data: Record<string, unknown>, fail: Fail): string | null {
  const value = optionalString(data, 'schema', fail);
  if (value !== null && !/^[\w/-]+\.json$/.test(value))
    throw fail('schema', '"schema" must be a path under webpack/schemas/, such as plugins/BannerPlugin.json');
  return value;
}

function optionalDescription(data: Record<string, unknown>, fail: Fail): string | null {
  const value = optionalString(data, 'description', fail);
  if (value !== null && (value.length > DESCRIPTION_MAX_LENGTH || /\n/.test(value.trim()))) {
    throw fail('description', `"description" must be one line of at most ${DESCRIPTION_MAX_LENGTH} characters (search results cut longer text)`);
  }
  return value?.trim() ?? null;
}

function optionalGenerated(data: Record<string, unknown>, fail: Fail): GeneratedTableName | null {
  const value = data.generated;
  if (value === undefined || value === null) return null;
  if (!isGeneratedTableName(value)) throw fail('generated', `"generated" must be one of ${GENERATED_TABLES.join(', ')}`);
  return value;
}

function optionalUrl(data: Record<string, unknown>, key: string, fail: Fail): string | null {
  const value = optionalString(data, key, fail);
  if (value !== null && !/^https:\/\//.test(value)) throw fail(key, `"${key}" must be an https:// URL`);
  return value;
}

export function validateFrontmatter(data: unknown, fail: Fail): Frontmatter {
  if (!data || typeof data !== 'object' || Array.isArray(data)) throw fail('title', 'frontmatter must be a YAML mapping with at least a title');
  const record = data as Record<string, unknown>;
  const unknown = Object.keys(record).filter((key) => !KNOWN_KEYS.has(key));
  if (unknown.length) throw fail(unknown[0], `unknown frontmatter field "${unknown[0]}" (known: ${[...KNOWN_KEYS].join(', ')})`);
  if (typeof record.title !== 'string' || !record.title.trim()) throw fail('title', 'missing title: every page needs "title: …" in its frontmatter');
  const sort = record.sort ?? 0;
  if (typeof sort !== 'number' || !Number.isFinite(sort)) throw fail('sort', '"sort" must be a number (-1 for a section index)');
  const contributors = record.contributors ?? [];
  if (!Array.isArray(contributors) || !contributors.every((c) => typeof c === 'string' && GITHUB_HANDLE.test(c))) {
    throw fail('contributors', '"contributors" must be a list of GitHub user names');
  }
  const related = record.related ?? [];
  if (
    !Array.isArray(related) ||
    !(related as unknown[]).every(
      (r) => typeof r === 'object' && r !== null && typeof (r as RelatedLink).title === 'string' && typeof (r as RelatedLink).url === 'string',
    )
  ) {
    throw fail('related', '"related" must be a list of { title, url }');
  }
  const keywords = checkKeywords(record.keywords);
  if ('problem' in keywords) throw fail('keywords', keywords.problem);
  return {
    title: record.title.trim(),
    sort,
    group: optionalString(record, 'group', fail),
    summary: optionalString(record, 'summary', fail),
    description: optionalDescription(record, fail),
    schema: optionalSchemaPath(record, fail),
    generated: optionalGenerated(record, fail),
    contributors: contributors as string[],
    related: (related as RelatedLink[]).map(({ title, url }) => ({ title, url })),
    repo: optionalUrl(record, 'repo', fail),
    edit: optionalUrl(record, 'edit', fail),
    source: optionalUrl(record, 'source', fail),
    keywords: keywords.keywords,
  };
}
