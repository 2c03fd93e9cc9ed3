// Every option of webpack's configuration schema has an anchored entry on a built configuration page.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const schema = require('webpack/schemas/WebpackOptions.json');
const devServerSchema = JSON.parse(
  fs.readFileSync(path.join(path.dirname(require.resolve('webpack')), '..', '..', 'webpack-dev-server', 'lib', 'options.json'), 'utf8'),
);
const options = JSON.parse(fs.readFileSync('public/configuration-options.json', 'utf8'));
const idsOf = new Map();
const pageIds = (url) => {
  if (!idsOf.has(url)) {
    const html = fs.readFileSync(path.join('public', url, 'index.html'), 'utf8');
    idsOf.set(url, new Set([...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1])));
  }
  return idsOf.get(url);
};

/**
 * Property names of every shape a configuration can take: everything reachable from the schema's root
 * through $refs (definitions only used by webpack's normalized options are not configuration). Written
 * independently of the site's walker, so a shape the walker skips shows up here.
 */
function propertyNames(root) {
  const names = new Set();
  const entered = new Set();
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (typeof node.$ref === 'string') {
      const name = node.$ref.split('/').pop();
      if (!entered.has(name)) {
        entered.add(name);
        visit(root.definitions?.[name]);
      }
    }
    if (node.properties) for (const key of Object.keys(node.properties)) names.add(key);
    for (const [key, value] of Object.entries(node)) if (key !== 'definitions' && value && typeof value === 'object') visit(value);
  };
  visit(root);
  return names;
}

describe('configuration reference coverage', () => {
  it('gives every option path an anchor on its built page', () => {
    const missing = options.filter((option) => !pageIds(option.url).has(option.anchorId)).map((o) => `${o.path} (${o.url}#${o.anchorId})`);
    assert.deepEqual(missing, []);
  });

  it('documents every top-level option', () => {
    const documented = new Set(options.map((o) => o.path));
    assert.deepEqual(
      Object.keys(schema.properties).filter((key) => !documented.has(key)),
      [],
    );
  });

  it('documents every property name the schemas define somewhere', () => {
    const lastSegments = new Set(options.map((o) => o.path.split(/[.\]]/).pop()));
    const missing = [...propertyNames(schema), ...propertyNames(devServerSchema)].filter((name) => !lastSegments.has(name));
    assert.deepEqual(missing, []);
  });

  it('gives each option of a top-level key its entry on the page named after that key', () => {
    const entry = (optionPath) => options.find((o) => o.path === optionPath);
    for (const [optionPath, page] of [
      ['node.__dirname', '/configuration/node/'],
      ['node.__filename', '/configuration/node/'],
      ['node.global', '/configuration/node/'],
      ['output.library.name.amd', '/configuration/output/'],
      ['output.library.name.commonjs', '/configuration/output/'],
      ['output.library.name.root', '/configuration/output/'],
      ['experiments.lazyCompilation.test.glob', '/configuration/experiments/'],
    ]) {
      const option = entry(optionPath);
      assert.ok(option, `${optionPath} has an entry`);
      assert.equal(option.url, page, optionPath);
      assert.equal(option.sameAs, null, `${optionPath} is documented in place, not "same as" elsewhere`);
    }
  });

  it('counts the alias families, and every "same as" leads to an entry that documents the shape', (t) => {
    const byPath = new Map(options.map((o) => [o.path, o]));
    const families = new Map();
    for (const option of options.filter((o) => o.sameAs)) families.set(option.sameAs, [...(families.get(option.sameAs) ?? []), option.path]);
    t.diagnostic(`${options.length} option paths, ${families.size} alias families covering ${[...families.values()].flat().length} paths`);
    for (const [home, members] of families) {
      const target = byPath.get(home);
      assert.ok(target && !target.sameAs, `${members.join(', ')} point to ${home}, which has no entry of its own`);
      assert.ok(
        options.some((o) => o.path.startsWith(`${home}.`) || o.path.startsWith(`${home}[]`)),
        `${home} documents the shared shape's options`,
      );
      assert.ok(pageIds(target.url).has(target.anchorId), `${home} is reachable at ${target.url}#${target.anchorId}`);
    }
  });

  it('keeps ids unique on each page', () => {
    for (const url of new Set(options.map((o) => o.url))) {
      const html = fs.readFileSync(path.join('public', url, 'index.html'), 'utf8');
      // Gatsby's own script tags are outside our control.
      const ids = [...html.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]).filter((id) => !id.startsWith('_gatsby-scripts'));
      assert.equal(new Set(ids).size, ids.length, `duplicate ids on ${url}`);
    }
  });
});
