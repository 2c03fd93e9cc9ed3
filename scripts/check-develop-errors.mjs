#!/usr/bin/env node
// The bad inputs of the author's loop, by hand: starts `gatsby develop` cold in a scratch copy of the repository,
// breaks files there the ways the e2e test does (__tests__/e2e/develop-errors.mjs) and prints, for each, how long
// the overlay took to name the file and line, what the overlay and the terminal said, and how long the fix took to
// clear it. Exits 1 when a case is not shown, not in the terminal, breaks another page or is not cleared. A cold develop
// start and about a minute of cases.
import { driveBadInputs, OTHER_PAGE } from '../__tests__/e2e/develop-errors.mjs';

const { startSeconds, results } = await driveBadInputs({
  onProgress: (step) => console.log(step),
  onResult: (result) => {
    console.log(`\n${result.name} (${result.location})`);
    console.log(`  overlay: ${result.shownMs === null ? 'NOT shown' : `shown after ${result.shownMs} ms`}: ${result.overlay.replace(/\s+/g, ' ').trim()}`);
    console.log(`  terminal: ${result.inTerminal ? 'named it' : 'did NOT name it'}: ${result.terminal.replace(/\s+/g, ' ').trim()}`);
    console.log(`  ${OTHER_PAGE.path} meanwhile: ${result.otherPage}`);
    console.log(`  fixed: ${result.clearedMs === null ? `NOT cleared: ${result.left.replace(/\s+/g, ' ').trim()}` : `cleared after ${result.clearedMs} ms`}`);
  },
});
console.log(`\ndevelop served its first page after ${startSeconds.toFixed(0)} s`);
const failed = results.filter((r) => r.shownMs === null || !r.inTerminal || r.otherPage !== OTHER_PAGE.title || r.clearedMs === null);
if (failed.length) {
  console.error(`Failed: ${failed.map((r) => r.name).join(', ')}`);
  process.exitCode = 1;
}
