/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { undocumentedClaims, uncoveredChanges } from '../../src/lib/release-diff/coverage';
import { pagesMentioning } from '../../src/lib/release-diff/mentions';
import type { Surface } from '../../src/lib/release-diff/surface';
import { parseLedger } from '../../src/lib/release-ledger/parse';
import { LEDGER_FILE } from '../../src/lib/release-ledger/types';
import { readSitePages } from '../../src/node/release-diff/site-pages';
import { SURFACE_FILE } from '../../src/node/release-diff/run';
import { extractSurface } from '../../src/node/release-surface/extract';

// The site documents the webpack of the ledger's newest entry, whose surface is committed. Installing a
// newer webpack turns the first test red with one line per change the ledger does not account for; a
// ledger entry claiming a page that does not carry its change turns the second one red.
const ledger = parseLedger(LEDGER_FILE, fs.readFileSync(LEDGER_FILE, 'utf8'));
const snapshot = JSON.parse(fs.readFileSync(SURFACE_FILE, 'utf8')) as Surface;
// Extracted once for both tests (a few seconds): the hooks need real compilers, the exports their modules.
const installed = extractSurface(path.resolve('node_modules/webpack'));
const pages = readSitePages(installed);

describe('the release ledger and the installed webpack', () => {
  it('has a ledger entry for every change since the snapshot of the last documented version', () => {
    expect(uncoveredChanges(snapshot, installed, ledger, (subject) => pagesMentioning(pages, subject))).toEqual([]);
  });

  it('finds each change a ledger entry calls documented on the pages it names', () => {
    expect(undocumentedClaims(ledger, pages)).toEqual([]);
  });
});
