import { assertUnique, DataError, fieldReader, isRecord, type JsonRecord } from '../data-file';
import { jsonErrorLine, jsonFieldLines } from '../json-lines';
import { CHANGE_KINDS, type ChangeKind, type Ledger, type LedgerChange, type LedgerRelease } from './types';
import { compareVersions, VERSION } from './versions';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A site path with an optional anchor: "/configuration/output/" or "/configuration/output/#outputpath". */
const SITE_PATH = /^\/([A-Za-z\d.-]+\/)*(#[\w-]+)?$/;
const RELEASE_FIELDS = new Set(['version', 'previous', 'date', 'summary', 'changes']);
const CHANGE_FIELDS = new Set(['kind', 'subject', 'text', 'documented', 'referenceOnly', 'proof']);
/** A test file of this repository, the proof of a behaviour change. */
const TEST_FILE = /^__tests__\/[\w./-]+\.test\.ts$/;

function checkFields(file: string, where: string, record: JsonRecord, known: ReadonlySet<string>): void {
  const unknown = Object.keys(record).find((key) => !known.has(key));
  if (unknown) throw new DataError(file, `${where}.${unknown}`, `is not a known field (known: ${[...known].join(', ')})`);
}

function list(file: string, field: string, value: unknown): JsonRecord[] {
  if (!Array.isArray(value)) throw new DataError(file, field, 'must be a list');
  value.forEach((item, index) => {
    if (!isRecord(item)) throw new DataError(file, `${field}[${index}]`, 'must be an object');
  });
  return value as JsonRecord[];
}

function parseChange(file: string, where: string, record: JsonRecord): LedgerChange {
  checkFields(file, where, record, CHANGE_FIELDS);
  const field = fieldReader(file, where, record);
  const kind = field.string('kind');
  if (!(CHANGE_KINDS as readonly string[]).includes(kind)) {
    throw new DataError(file, `${where}.kind`, `must be one of ${CHANGE_KINDS.join(', ')} (got "${kind}")`);
  }
  const change = { kind: kind as ChangeKind, subject: field.string('subject'), text: field.string('text'), ...parseProof(file, where, record, kind) };
  const { documented } = record;
  if ((documented === undefined) === (record.referenceOnly === undefined)) {
    throw new DataError(file, where, 'must have exactly one of "documented" (pages) and "referenceOnly" (a reason)');
  }
  if (documented === undefined) return { ...change, documented: null, referenceOnly: field.string('referenceOnly') };
  if (!Array.isArray(documented) || !documented.length) throw new DataError(file, `${where}.documented`, 'must be a non-empty list of site paths');
  documented.forEach((page: unknown, index) => {
    if (typeof page !== 'string' || !SITE_PATH.test(page)) {
      throw new DataError(
        file,
        `${where}.documented[${index}]`,
        `must be a site path such as "/configuration/output/#outputpath" (got ${JSON.stringify(page)})`,
      );
    }
  });
  return { ...change, documented: documented as string[], referenceOnly: null };
}

/**
 * A behaviour change is written by hand, so nothing else checks it: it must name the test that shows it on
 * both releases. Other kinds come from the release diff and carry no proof.
 */
function parseProof(file: string, where: string, record: JsonRecord, kind: string): { proof?: string } {
  if (kind !== 'behaviour') {
    if (record.proof !== undefined)
      throw new DataError(file, `${where}.proof`, `belongs only to a behaviour change (this one is ${kind}, which the release diff checks)`);
    return {};
  }
  if (record.proof === undefined) {
    throw new DataError(
      file,
      where,
      'is a behaviour change: it needs "proof", the test file that builds with both releases and shows the old and the new behaviour',
    );
  }
  const proof = fieldReader(file, where, record).matching('proof', TEST_FILE, 'a test file such as "__tests__/node/release-behaviours.test.ts"') as string;
  return { proof };
}

function parseRelease(file: string, where: string, record: JsonRecord): LedgerRelease {
  checkFields(file, where, record, RELEASE_FIELDS);
  const field = fieldReader(file, where, record);
  const version = field.matching('version', VERSION, 'a version such as 5.113.0') as string;
  const previous = field.matching('previous', VERSION, 'a version such as 5.112.2') as string;
  if (compareVersions(previous, version) >= 0) throw new DataError(file, `${where}.previous`, `must be older than ${version} (got "${previous}")`);
  const date = field.matching('date', ISO_DATE, 'a date such as 2026-11-19') as string;
  const summary = field.string('summary');
  const changes = list(file, `${where}.changes`, record.changes).map((change, index) => parseChange(file, `${where}.changes[${index}]`, change));
  assertUnique(file, `${where}.changes`, changes, (change) => `${change.kind} ${change.subject}`);
  return { version, previous, date, summary, changes };
}

function parseLedgerData(file: string, data: unknown): Ledger {
  if (!isRecord(data)) throw new DataError(file, '', 'must be an object with a "releases" list');
  const records = list(file, 'releases', data.releases);
  if (!records.length) throw new DataError(file, 'releases', 'must be a non-empty list');
  const releases = records.map((record, index) => parseRelease(file, `releases[${index}]`, record));
  releases.forEach((release, index) => {
    const older = releases[index + 1];
    if (older && release.previous !== older.version) {
      throw new DataError(
        file,
        `releases[${index}].previous`,
        `must be the next entry's version "${older.version}" (releases are newest first; got "${release.previous}")`,
      );
    }
  });
  return { releases };
}

/**
 * Parses and checks the ledger; a mistake throws a DataError naming the file, the line and the
 * field ("content/data/webpack-releases.json:14: releases[0].changes[2].kind must be one of …").
 */
export function parseLedger(file: string, text: string): Ledger {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    throw new DataError(file, '', `is not valid JSON (${(error as Error).message})`, jsonErrorLine(text, error as Error));
  }
  try {
    return parseLedgerData(file, data);
  } catch (error) {
    if (!(error instanceof DataError)) throw error;
    const lines = jsonFieldLines(text);
    // The field itself, or the nearest enclosing value that exists (a missing field's record).
    let path = error.field;
    while (path && !lines.has(path)) path = path.replace(/(\.[^.[\]]+|\[\d+\])$/, '');
    throw new DataError(file, error.field, error.reason, lines.get(path) ?? 1);
  }
}
