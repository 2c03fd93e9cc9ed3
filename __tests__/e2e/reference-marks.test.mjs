// The built configuration reference carries what the release ledger records: "default changed in X" beside
// an option whose default moved, "deprecated in X", and an entry for an option a release removed.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';

const ledger = JSON.parse(fs.readFileSync('content/data/webpack-releases.json', 'utf8'));
const html = (page) => fs.readFileSync(path.join('public', 'configuration', page, 'index.html'), 'utf8');
/** The text of the option heading with this anchor id (tags dropped, <wbr> breaks and all). */
function headingText(page, id) {
  const match = new RegExp(`<h[34][^>]* id="${id}"[^>]*>([\\s\\S]*?)</h[34]>`).exec(html(page));
  assert.ok(match, `no heading #${id} on /configuration/${page}/`);
  return match[1].replace(/<[^>]+>/g, '');
}
/** The newest release whose ledger entry has this change. */
function releaseOf(kind, subject) {
  return ledger.releases.find((release) => release.changes.some((change) => change.kind === kind && change.subject === subject))?.version;
}

describe('configuration reference marks from the release ledger', () => {
  it('says when the default of experiments.asyncWebAssembly changed', () => {
    const version = releaseOf('default-changed', 'experiments.asyncWebAssembly');
    assert.ok(version);
    assert.match(headingText('experiments', 'experimentsasyncwebassembly'), new RegExp(`default changed in ${version.replace(/\./g, '\\.')}`));
  });

  it('says which release deprecated module.parser.javascript.harmony', () => {
    assert.match(
      headingText('module', 'moduleparserjavascriptharmony'),
      new RegExp(`deprecated in ${releaseOf('option-deprecated', 'module.parser.javascript.harmony')}`),
    );
  });

  it('keeps an entry for experiments.outputModule, removed in a release the ledger names', () => {
    assert.match(headingText('experiments', 'experimentsoutputmodule'), new RegExp(`removed in ${releaseOf('option-removed', 'experiments.outputModule')}`));
  });
});
