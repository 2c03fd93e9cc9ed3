#!/usr/bin/env node
// Gatsby clears its cache when gatsby-node.ts or gatsby-config.ts change, but not when the build code they
// delegate to (src/node/, src/lib/) does: pages made from unchanged content files would keep HTML, anchors
// or descriptions from the old code. Run before `gatsby build` and `gatsby develop`: when that code changed
// since the last run, the cache is cleared first.
import crypto from 'node:crypto';
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Components and styles too: Gatsby kept serving pages with the previous build's inlined CSS after a
// component's CSS module changed (seen with the top bar's media queries).
const SOURCES = [
  'src/node',
  'src/lib',
  'src/components',
  'src/styles',
  'src/templates',
  'src/pages',
  'gatsby-node.ts',
  'gatsby-config.ts',
  'gatsby-ssr.tsx',
  'gatsby-browser.tsx',
  'package-lock.json',
];
// In the folder of webpack's cache, which Gatsby keeps when it empties .cache on a build without an earlier state
// (right after a clean): a stamp beside it was deleted there, so the next change to the build code went unseen.
const STAMP = path.join('.cache', 'webpack', 'build-code-digest');

const files = SOURCES.flatMap((source) =>
  fs.statSync(source).isDirectory()
    ? fs
        .readdirSync(source, { recursive: true, encoding: 'utf8' })
        .map((file) => path.join(source, file))
        .filter((file) => fs.statSync(file).isFile())
    : [source],
);
const hash = crypto.createHash('sha1');
for (const file of files.sort()) hash.update(file).update('\0').update(fs.readFileSync(file)).update('\0');
const digest = hash.digest('hex');

const previous = fs.existsSync(STAMP) ? fs.readFileSync(STAMP, 'utf8') : null;
if (previous !== null && previous !== digest) {
  console.log("Build code changed since the last build: clearing Gatsby's cache.");
  execSync('npx gatsby clean', { stdio: 'inherit', env: { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' } });
}
fs.mkdirSync(path.dirname(STAMP), { recursive: true });
fs.writeFileSync(STAMP, digest);
