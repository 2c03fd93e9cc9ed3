import { parseLedger } from '../../../src/lib/release-ledger/parse';

const FILE = 'content/data/webpack-releases.json';

const change = (extra: object = {}) => ({
  kind: 'option-added',
  subject: 'output.allowOutside',
  text: 'A new switch.',
  documented: ['/configuration/output/#outputallowoutside'],
  ...extra,
});
const release = (version: string, previous: string, changes: object[] = [change()]) => ({
  version,
  previous,
  date: '2026-11-19',
  summary: 'What it means for readers.',
  changes,
});
const text = (data: unknown) => JSON.stringify(data, null, 2);
const fails = (data: unknown) => () => parseLedger(FILE, typeof data === 'string' ? data : text(data));

describe('parseLedger', () => {
  it('reads releases newest first, with documented and reference-only changes', () => {
    const ledger = parseLedger(
      FILE,
      text({
        releases: [
          release('5.113.0', '5.112.2', [
            change(),
            change({ kind: 'hook-added', subject: 'Compiler.hooks.x', documented: undefined, referenceOnly: 'internal' }),
          ]),
          release('5.112.2', '5.111.1', []),
        ],
      }),
    );
    expect(ledger.releases.map((r) => r.version)).toEqual(['5.113.0', '5.112.2']);
    expect(ledger.releases[0].changes[0]).toEqual({ ...change(), referenceOnly: null });
    expect(ledger.releases[0].changes[1]).toMatchObject({ documented: null, referenceOnly: 'internal' });
  });

  it('names the file and line of malformed JSON', () => {
    expect(fails('{\n  "releases": [\n    { "version": "5.113.0", }\n  ]\n}')).toThrow(/^content\/data\/webpack-releases\.json:3: is not valid JSON/);
  });

  it('names the file, line and field of a bad change', () => {
    const data = { releases: [release('5.113.0', '5.112.2', [change(), change({ kind: 'option-renamed', subject: 'x' })])] };
    // Line 18 of the pretty-printed file holds the second change's "kind".
    expect(text(data).split('\n')[17]).toContain('"option-renamed"');
    expect(fails(data)).toThrow(
      /^content\/data\/webpack-releases\.json:18: releases\[0\]\.changes\[1\]\.kind must be one of option-added, .* \(got "option-renamed"\)$/,
    );
  });

  it('points a missing field at its record', () => {
    const { date: _date, ...undated } = release('5.113.0', '5.112.2');
    expect(fails({ releases: [undated] })).toThrow('content/data/webpack-releases.json:3: releases[0].date must be a non-empty string');
  });

  it.each([
    [
      'both documented and referenceOnly',
      change({ referenceOnly: 'why' }),
      'releases[0].changes[0] must have exactly one of "documented" (pages) and "referenceOnly" (a reason)',
    ],
    ['neither', change({ documented: undefined }), 'must have exactly one of'],
    ['an empty page list', change({ documented: [] }), 'releases[0].changes[0].documented must be a non-empty list of site paths'],
    ['a page that is no site path', change({ documented: ['configuration/output'] }), 'releases[0].changes[0].documented[0] must be a site path'],
    ['an unknown field', change({ docs: ['/x/'] }), 'releases[0].changes[0].docs is not a known field'],
    ['an empty subject', change({ subject: '' }), 'releases[0].changes[0].subject must be a non-empty string'],
  ])('rejects a change with %s', (_name, bad, message) => {
    expect(fails({ releases: [release('5.113.0', '5.112.2', [bad])] })).toThrow(message);
  });

  it('keeps the proof of a behaviour change', () => {
    const behaviour = change({ kind: 'behaviour', subject: 'sideEffects', proof: '__tests__/node/release-behaviours.test.ts' });
    expect(parseLedger(FILE, text({ releases: [release('5.113.0', '5.112.2', [behaviour])] })).releases[0].changes[0]).toMatchObject({
      proof: '__tests__/node/release-behaviours.test.ts',
    });
  });

  it.each([
    [
      'a behaviour change without a proof',
      change({ kind: 'behaviour' }),
      'releases[0].changes[0] is a behaviour change: it needs "proof", the test file that builds with both releases',
    ],
    [
      'a proof that is no test file',
      change({ kind: 'behaviour', proof: 'tests/x.js' }),
      'releases[0].changes[0].proof must be a test file such as "__tests__/node/release-behaviours.test.ts" (got "tests/x.js")',
    ],
    [
      'a proof on a change the release diff finds',
      change({ proof: '__tests__/node/release-behaviours.test.ts' }),
      'releases[0].changes[0].proof belongs only to a behaviour change (this one is option-added',
    ],
  ])('rejects %s', (_name, bad, message) => {
    expect(fails({ releases: [release('5.113.0', '5.112.2', [bad])] })).toThrow(message);
  });

  it('rejects the same change twice in one release', () => {
    expect(fails({ releases: [release('5.113.0', '5.112.2', [change(), change()])] })).toThrow(
      'releases[0].changes[1] repeats "option-added output.allowOutside"',
    );
  });

  it('rejects releases out of order or with a previous that is not the next entry', () => {
    expect(fails({ releases: [release('5.113.0', '5.112.2'), release('5.111.1', '5.110.3')] })).toThrow(
      'releases[0].previous must be the next entry\'s version "5.111.1"',
    );
    expect(fails({ releases: [release('5.112.2', '5.113.0')] })).toThrow('releases[0].previous must be older than 5.112.2 (got "5.113.0")');
  });

  it('rejects bad versions, dates and shapes', () => {
    expect(fails({ releases: [release('v5.113', '5.112.2')] })).toThrow('releases[0].version must be a version such as 5.113.0 (got "v5.113")');
    expect(fails({ releases: [{ ...release('5.113.0', '5.112.2'), date: 'Nov 19' }] })).toThrow('releases[0].date must be a date such as 2026-11-19');
    expect(fails({ releases: [] })).toThrow('content/data/webpack-releases.json:2: releases must be a non-empty list');
    expect(fails([])).toThrow('must be an object with a "releases" list');
  });
});
