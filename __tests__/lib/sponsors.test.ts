import fs from 'node:fs';
import path from 'node:path';
import {
  formatDollars,
  isSponsorsData,
  LATEST_LIMIT,
  parseSponsorsFile,
  rankDescription,
  rankOf,
  RANKS,
  splitByRank,
  supporterSummary,
  type Sponsor,
} from '../../src/lib/sponsors';

const FILE = 'content/data/sponsors.json';

const member = (overrides: Partial<Sponsor> & { name: string }): Sponsor => ({
  slug: overrides.name.toLowerCase().replace(/\s+/g, '-'),
  website: null,
  avatar: null,
  tier: null,
  totalAmount: 0,
  monthlyAmount: 0,
  createdAt: '2024-01-01',
  ...overrides,
});

describe('sponsors data file', () => {
  it('accepts the shipped sample, which is marked as sample data and names no real sponsor', () => {
    const data = JSON.parse(fs.readFileSync(path.resolve(FILE), 'utf8'));
    const file = parseSponsorsFile(FILE, data);
    expect(file.note).toMatch(/sample data/i);
    expect(file.members.length).toBeGreaterThan(5);
    for (const m of file.members) {
      expect(m.name).toMatch(/^Sample (Sponsor|Backer) [A-Z]$/);
      expect(m.website === null || m.website.startsWith('https://example.com/')).toBe(true);
    }
  });

  it('names the file and the field of a mistake', () => {
    const bad = { members: [{ name: 'A', slug: 'a', totalAmount: 10, monthlyAmount: 0, createdAt: 'yesterday' }] };
    expect(() => parseSponsorsFile(FILE, bad)).toThrow('content/data/sponsors.json: members[0].createdAt must be an ISO date');
    expect(() => parseSponsorsFile(FILE, { members: [] })).toThrow('members must be a non-empty list');
    expect(() => parseSponsorsFile(FILE, { members: [{ name: 'A', slug: 'a', totalAmount: -1, monthlyAmount: 0, createdAt: '2024-01-01' }] })).toThrow(
      'members[0].totalAmount must be a number, 0 or more',
    );
    expect(() =>
      parseSponsorsFile(FILE, { members: [{ name: 'A', slug: 'a', website: 'http://x', totalAmount: 1, monthlyAmount: 0, createdAt: '2024-01-01' }] }),
    ).toThrow('members[0].website must be an https:// URL');
  });

  it('refuses two members with the same slug', () => {
    const one = { name: 'A', slug: 'a', totalAmount: 1, monthlyAmount: 0, createdAt: '2024-01-01' };
    expect(() => parseSponsorsFile(FILE, { members: [one, { ...one, name: 'B' }] })).toThrow('members[1] repeats "a"');
  });
});

describe('ranks', () => {
  it('bands totals: bronze from $200, silver from $2,000, gold from $10,000, platinum from $50,000', () => {
    expect(rankOf(0)).toBe('backer');
    expect(rankOf(199.99)).toBe('backer');
    expect(rankOf(200)).toBe('bronze');
    expect(rankOf(2000)).toBe('silver');
    expect(rankOf(9999)).toBe('silver');
    expect(rankOf(10000)).toBe('gold');
    expect(rankOf(50000)).toBe('platinum');
  });

  it('lists ranks in the landing page order and splits members by total, largest first', () => {
    expect(RANKS).toEqual(['latest', 'platinum', 'gold', 'silver', 'bronze', 'backer']);
    const data = splitByRank({
      note: null,
      members: [
        member({ name: 'Small', totalAmount: 20 }),
        member({ name: 'Big', totalAmount: 80000, website: 'https://example.com/big' }),
        member({ name: 'Mid', totalAmount: 3000 }),
        member({ name: 'Mid 2', totalAmount: 5000 }),
      ],
    });
    expect(data.ranks.platinum.map((s) => s.name)).toEqual(['Big']);
    expect(data.ranks.silver.map((s) => s.name)).toEqual(['Mid 2', 'Mid']);
    expect(data.ranks.backer.map((s) => s.name)).toEqual(['Small']);
    expect(data.ranks.gold).toEqual([]);
    expect(data.ranks.platinum[0].url).toBe('https://example.com/big');
    expect(data.ranks.backer[0].url).toBe('https://opencollective.com/small');
  });

  it('"latest" holds the ten newest members, newest first', () => {
    const members = Array.from({ length: 12 }, (_, i) => member({ name: `M${i}`, createdAt: `2024-01-${String(i + 1).padStart(2, '0')}` }));
    const latest = splitByRank({ note: null, members }).ranks.latest;
    expect(latest).toHaveLength(LATEST_LIMIT);
    expect(latest[0].name).toBe('M11');
    expect(latest[9].name).toBe('M2');
  });

  it('describes each rank from the same thresholds', () => {
    expect(rankDescription('gold')).toBe('Gold Sponsors have given from $10,000 up to $50,000 in total.');
    expect(rankDescription('platinum')).toBe('Platinum Sponsors have given $50,000 or more in total.');
    expect(rankDescription('backer')).toMatch(/less than \$200/);
    expect(rankDescription('latest')).toMatch(/10 supporters/);
  });

  it('summarises a supporter for the tooltip', () => {
    expect(supporterSummary({ name: 'A', url: 'https://example.com/', avatar: null, totalAmount: 1234.4, monthlyAmount: 50 })).toBe(
      'A: $1,234 in total, $50 a month',
    );
    expect(supporterSummary({ name: 'B', url: 'https://example.com/', avatar: null, totalAmount: 10, monthlyAmount: 0 })).toBe('B: $10 in total');
  });

  it('checks the emitted file before the browser uses it', () => {
    const data = splitByRank({ note: 'x', members: [member({ name: 'A' })] });
    expect(isSponsorsData(JSON.parse(JSON.stringify(data)))).toBe(true);
    expect(isSponsorsData({ note: null, ranks: { latest: [] } })).toBe(false);
    expect(isSponsorsData(null)).toBe(false);
  });
});

describe('formatDollars', () => {
  it('rounds to whole dollars with thousands separators', () => {
    expect([0, 99.5, 1234.4, 1234567.6].map(formatDollars)).toEqual(['$0', '$100', '$1,234', '$1,234,568']);
  });
});
