import { assertUnique, DataError, fieldReader, isRecord, recordList } from './data-file';

/** One member of the project's Open Collective, in the shape of its members export (amounts in US dollars). */
export interface Sponsor {
  readonly name: string;
  readonly slug: string;
  readonly website: string | null;
  readonly avatar: string | null;
  readonly tier: string | null;
  readonly totalAmount: number;
  readonly monthlyAmount: number;
  /** When the member first gave, as an ISO date. */
  readonly createdAt: string;
}

export interface SponsorsFile {
  /** Set when the file holds sample data; shown to readers above the lists. */
  readonly note: string | null;
  readonly members: readonly Sponsor[];
}

/** Sponsor lists in the order the landing page shows them. */
export const RANKS = ['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer'] as const;
export type Rank = (typeof RANKS)[number];
type AmountRank = Exclude<Rank, 'latest'>;

/** Smallest total (US dollars) of each rank; a rank ends where the next one up begins. */
export const RANK_MINIMUM: Readonly<Record<AmountRank, number>> = { platinum: 50000, gold: 10000, silver: 2000, bronze: 200, backer: 0 };
const AMOUNT_RANKS: readonly AmountRank[] = ['platinum', 'gold', 'silver', 'bronze', 'backer'];
export const LATEST_LIMIT = 10;

/** What the browser fetches: written at build time, read by the landing page's lazy sponsor lists. */
export const SPONSORS_JSON = '/data/sponsors.json';

export interface Supporter {
  readonly name: string;
  /** The supporter's website, else their Open Collective profile. */
  readonly url: string;
  readonly avatar: string | null;
  readonly totalAmount: number;
  readonly monthlyAmount: number;
}

export interface SponsorsData {
  readonly note: string | null;
  readonly ranks: Readonly<Record<Rank, readonly Supporter[]>>;
}

const SLUG = /^[a-z\d][a-z\d-]*$/i;
const HTTPS_URL = /^https:\/\/\S+$/;
// Avatars come from Open Collective (https) or, for the sample data, from this site's static folder.
const IMAGE_URL = /^(https:\/\/|\/(?!\/))\S+$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

export function parseSponsorsFile(file: string, data: unknown): SponsorsFile {
  if (!isRecord(data)) throw new DataError(file, '', 'must be an object with a "members" list');
  const note = data._note;
  if (note !== undefined && (typeof note !== 'string' || !note.trim())) throw new DataError(file, '_note', 'must be a non-empty string');
  const members = recordList(file, 'members', data.members).map((record, index): Sponsor => {
    const field = fieldReader(file, `members[${index}]`, record);
    const createdAt = field.matching('createdAt', ISO_DATE, 'an ISO date such as 2024-05-01') as string;
    if (Number.isNaN(Date.parse(createdAt))) throw new DataError(file, `members[${index}].createdAt`, 'is not a real date');
    return {
      name: field.string('name'),
      slug: field.matching('slug', SLUG, 'an Open Collective slug (letters, digits, hyphens)') as string,
      website: field.matching('website', HTTPS_URL, 'an https:// URL', true),
      avatar: field.matching('avatar', IMAGE_URL, 'an https:// URL or a path on this site', true),
      tier: field.optionalString('tier'),
      totalAmount: field.number('totalAmount'),
      monthlyAmount: field.number('monthlyAmount'),
      createdAt,
    };
  });
  assertUnique(file, 'members', members, (member) => member.slug);
  return { note: typeof note === 'string' ? note.trim() : null, members };
}

export function rankOf(totalAmount: number): AmountRank {
  return AMOUNT_RANKS.find((rank) => totalAmount >= RANK_MINIMUM[rank]) ?? 'backer';
}

export function toSupporter(member: Sponsor): Supporter {
  return {
    name: member.name,
    url: member.website ?? `https://opencollective.com/${member.slug}`,
    avatar: member.avatar,
    totalAmount: member.totalAmount,
    monthlyAmount: member.monthlyAmount,
  };
}

/** Amount ranks list the largest totals first; "latest" lists the newest members first. */
export function splitByRank(file: SponsorsFile): SponsorsData {
  const byTotal = [...file.members].sort((a, b) => b.totalAmount - a.totalAmount || a.name.localeCompare(b.name));
  const newest = [...file.members].sort((a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || a.name.localeCompare(b.name));
  const ranks = {} as Record<Rank, readonly Supporter[]>;
  for (const rank of RANKS) {
    const members = rank === 'latest' ? newest.slice(0, LATEST_LIMIT) : byTotal.filter((member) => rankOf(member.totalAmount) === rank);
    ranks[rank] = members.map(toSupporter);
  }
  return { note: file.note, ranks };
}

/**
 * One formatter for every amount: `toLocaleString` builds a new one per call, and the landing page's supporter
 * list formats hundreds of amounts as it hydrates (about 130 ms of a slow phone's main thread). Made on first
 * use, not when the module loads: building it loads the locale's data, which was most of the evaluation of the
 * landing page's chunk on a first visit (about 150 ms at CPU × 4), before any list is shown.
 */
let wholeNumber: Intl.NumberFormat | undefined;

export function formatDollars(amount: number): string {
  wholeNumber ??= new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });
  return `$${wholeNumber.format(Math.round(amount))}`;
}

export const RANK_TITLES: Readonly<Record<Rank, string>> = {
  latest: 'Latest Sponsors',
  platinum: 'Platinum Sponsors',
  gold: 'Gold Sponsors',
  silver: 'Silver Sponsors',
  bronze: 'Bronze Sponsors',
  backer: 'Backers',
};

/** The sentence under each list's heading, derived from the thresholds so the two never disagree. */
export function rankDescription(rank: Rank): string {
  if (rank === 'latest') return `The ${LATEST_LIMIT} supporters who started giving most recently.`;
  if (rank === 'backer') return `People and companies who have given less than ${formatDollars(RANK_MINIMUM.bronze)} so far. Every amount helps.`;
  const index = AMOUNT_RANKS.indexOf(rank);
  const upper = index > 0 ? RANK_MINIMUM[AMOUNT_RANKS[index - 1]] : null;
  const range = upper === null ? `${formatDollars(RANK_MINIMUM[rank])} or more` : `from ${formatDollars(RANK_MINIMUM[rank])} up to ${formatDollars(upper)}`;
  return `${RANK_TITLES[rank]} have given ${range} in total.`;
}

/** Tooltip of one supporter: what they gave, in total and per month. */
export function supporterSummary(supporter: Supporter): string {
  const monthly = supporter.monthlyAmount > 0 ? `, ${formatDollars(supporter.monthlyAmount)} a month` : '';
  return `${supporter.name}: ${formatDollars(supporter.totalAmount)} in total${monthly}`;
}

/** /data/sponsors.json as the browser receives it, checked before use. */
export function isSponsorsData(data: unknown): data is SponsorsData {
  if (typeof data !== 'object' || data === null) return false;
  const { note, ranks } = data as { note?: unknown; ranks?: unknown };
  if (note !== null && typeof note !== 'string') return false;
  if (typeof ranks !== 'object' || ranks === null) return false;
  return RANKS.every((rank) => {
    const list = (ranks as Record<string, unknown>)[rank];
    return Array.isArray(list) && list.every((item: unknown) => isRecord(item) && typeof item.name === 'string' && typeof item.url === 'string');
  });
}
