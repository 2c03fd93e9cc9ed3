import { compareVersions } from './versions';

/** A version of webpack or a tool of its family written in a page. */
export interface VersionMention {
  readonly tool: string;
  /** As written, without a leading v: 5.112, 5.112.2. */
  readonly version: string;
  readonly line: number;
  /** Up to 60 characters of text before and 30 after, to read how the version is meant. */
  readonly before: string;
  readonly after: string;
  /** The heading of the table column the version sits in, when it is in a markdown table ("First release"). */
  readonly column?: string;
}

/** The heading of the table column at `index` of `text`, if that is inside a markdown table row. */
function columnHeading(text: string, index: number): string | undefined {
  const lines = text.slice(0, index).split('\n');
  const row = lines[lines.length - 1];
  if (!row.trimStart().startsWith('|')) return undefined;
  let header = lines.length - 1;
  while (header > 0 && lines[header - 1].trimStart().startsWith('|')) header--;
  // The pipes before the version say which cell it is in: the header's cell between the same pipes.
  return lines[header].split('|')[row.split('|').length - 1]?.trim();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A webpack 5 release, written bare: 5.112, 5.112.2, v5.113.0 (never a size such as 5.77 KiB, whose minor has two digits). */
const BARE_WEBPACK = /(?<![\w.@/-])v?(5\.\d{3}(?:\.\d+)?)(?!\w|\.\d)/g;
/** A range (^5.106.0, >=5.101.0) is what a package.json asks for, checked against the installed version elsewhere. */
const RANGE_BEFORE = /[\^~=<>]\s*v?$/;

/** Every version of webpack (named or bare) and of the named family tools ("webpack-cli 7.3.1", "webpack-dev-server@6.1.0") in a text. */
export function findVersionMentions(text: string, tools: readonly string[]): VersionMention[] {
  const found = new Map<number, VersionMention>();
  const add = (tool: string, version: string, index: number) => {
    const before = text.slice(Math.max(0, index - 60), index);
    if (found.has(index) || RANGE_BEFORE.test(before)) return;
    const line = text.slice(0, index).split('\n').length;
    const after = text.slice(index + version.length, index + version.length + 30);
    found.set(index, { tool, version, line, before, after, column: columnHeading(text, index) });
  };
  for (const tool of tools) {
    const named = new RegExp(`(?<![\\w-])${escape(tool)}(?:@|\\s+v?)(\\d+\\.\\d+(?:\\.\\d+)?)(?!\\w|\\.\\d)`, 'g');
    for (const match of text.matchAll(named)) add(tool, match[1], (match.index ?? 0) + match[0].length - match[1].length);
  }
  for (const match of text.matchAll(BARE_WEBPACK)) add('webpack', match[1], (match.index ?? 0) + match[0].length - match[1].length);
  return [...found].sort(([a], [b]) => a - b).map(([, mention]) => mention);
}

/** Words that make a version history (since 5.110, added in 5.112.0, 5.101 or later, 5.111.1 to 5.112.0), not the current one. */
const HISTORY_BEFORE =
  /\b(since|from|added|added in|introduced in|as of|before|until|prior to|older than|earlier than|newer than|later than|up to|between|to|through|changed in|deprecated in|removed in|requires|require|needs|lower bound|upper bound)\s*(webpack(-cli|-dev-server)?\s*)?v?$/;
const HISTORY_AFTER = /^\s*(or|and) (later|newer|above|higher|earlier|older|below)\b|^\s*(to|through|and)\s+v?\d/;
/** A table column of history: "First release", "Since", "Added in", "Removed in". */
const HISTORY_COLUMN = /\b(since|first|added|introduced|arrived|removed|deprecated|until)\b/i;
const markup = (text: string) => text.replace(/[`*_"':()[\]]/g, '').toLowerCase();

export interface VersionFacts {
  /** Installed version of each tool checked. */
  readonly installed: Readonly<Record<string, string>>;
  /** webpack versions the ledger or webpack itself (schema `added`, `@since`) records, exact and as minors. */
  readonly knownWebpack: ReadonlySet<string>;
  /** The oldest webpack version the ledger compares with: older ones are history it cannot check. */
  readonly ledgerFloor: string;
}

const padded = (version: string) => (version.split('.').length === 2 ? `${version}.0` : version);

/**
 * What is wrong with a version on a page, or null: the installed version (or its minor) is right; a
 * newer one is wrong; an older one must read as history ("since 5.110", "5.101 or later") and, for
 * webpack in the ledger's range, be a version the ledger or webpack records. An older one stated as
 * current ("In webpack 5.112.2, …", "webpack 5.112.2 compiled successfully") is stale.
 */
export function judgeVersionMention(mention: VersionMention, facts: VersionFacts): string | null {
  const installed = facts.installed[mention.tool];
  if (!installed) return null;
  const { tool, version } = mention;
  if (installed === version || installed.startsWith(`${version}.`)) return null;
  if (compareVersions(padded(version), installed) > 0) return `${tool} ${version} is newer than the installed ${installed}`;
  if (version.split('.')[0] !== installed.split('.')[0]) return null;
  if (tool === 'webpack' && compareVersions(padded(version), facts.ledgerFloor) >= 0 && !facts.knownWebpack.has(version)) {
    return `webpack ${version} is not a release the ledger or webpack's schemas record`;
  }
  const history =
    HISTORY_BEFORE.test(markup(mention.before).trimEnd()) || HISTORY_AFTER.test(markup(mention.after)) || HISTORY_COLUMN.test(mention.column ?? '');
  return history ? null : `${tool} ${version} reads as the version this site documents, but ${installed} is installed`;
}
