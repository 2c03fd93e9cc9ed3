#!/usr/bin/env node
// Quick author check for content files, without a Gatsby build: frontmatter parses and has a title,
// the body compiles as MDX 2 with GFM, no level-1 heading (the title is rendered from frontmatter).
// Usage: node scripts/check-mdx.mjs content/concepts/*.mdx
import fs from 'node:fs';
import yaml from 'js-yaml';
import { compile } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';

let failed = 0;
for (const file of process.argv.slice(2)) {
  const text = fs.readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const fail = (line, reason) => { failed++; console.error(`${file}:${line}: ${reason}`); };
  if (!match) { fail(1, 'missing frontmatter block'); continue; }
  let data;
  try { data = yaml.load(match[1]); } catch (e) { fail((e.mark?.line ?? 0) + 2, e.reason || e.message); continue; }
  if (!data || typeof data.title !== 'string') fail(1, 'frontmatter has no title');
  const bodyStart = match[0].split('\n').length - 1;
  const body = text.slice(match[0].length);
  const h1 = body.split('\n').findIndex((l) => /^# /.test(l));
  if (h1 >= 0) fail(bodyStart + h1 + 1, 'level-1 heading in body (use ## and below)');
  try { await compile(body, { remarkPlugins: [remarkGfm] }); }
  catch (e) { fail(bodyStart + (e.line ?? e.place?.line ?? 0), e.reason || e.message); }
}
console.log(failed ? `${failed} problem(s)` : 'ok');
process.exit(failed ? 1 : 0);
