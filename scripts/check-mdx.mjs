#!/usr/bin/env node
// Quick author check for content files, without a Gatsby build, with the build's own code: frontmatter
// (parsed and validated), the body rendered as the build renders it (MDX 2 syntax, markdown only), and no
// level-1 heading (the title is rendered from frontmatter).
// Usage: node scripts/check-mdx.mjs content/concepts/*.mdx
import { createRequire } from 'node:module';
import fs from 'node:fs';
import path from 'node:path';

const require = createRequire(import.meta.url);
require('./require-ts.cjs');
const { ContentError, parseContentFile } = require('../src/lib/frontmatter.ts');
const { renderContent } = require('../src/node/render-content.ts');

let failed = 0;
for (const file of process.argv.slice(2)) {
  const relative = path.relative('content', file).split(path.sep).join('/');
  try {
    const { body, bodyLine } = parseContentFile(relative, fs.readFileSync(file, 'utf8'));
    const h1 = body.split('\n').findIndex((line) => /^# /.test(line));
    if (h1 >= 0) throw new ContentError(relative, bodyLine + h1, 'level-1 heading in body (use ## and below)');
    try {
      renderContent(body);
    } catch (error) {
      throw new ContentError(relative, bodyLine + (error.line ?? 1) - 1, error.reason ?? error.message);
    }
  } catch (error) {
    if (!(error instanceof ContentError)) throw error;
    failed++;
    console.error(`content/${error.message}`);
  }
}
console.log(failed ? `${failed} problem(s)` : 'ok');
process.exit(failed ? 1 : 0);
