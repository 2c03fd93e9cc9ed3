import fs from 'node:fs';
import path from 'node:path';
import { deferScriptTags } from '../lib/deferred-scripts';

/** Rewrites every built page so its scripts load after the page (see deferScriptTags); returns how many changed. */
export function deferPageScripts(publicDir: string): number {
  let changed = 0;
  const files = fs.readdirSync(publicDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && entry.name.endsWith('.html'));
  for (const file of files) {
    const target = path.join(file.parentPath, file.name);
    const html = fs.readFileSync(target, 'utf8');
    const deferred = deferScriptTags(html);
    if (deferred === html) continue;
    fs.writeFileSync(target, deferred);
    changed++;
  }
  return changed;
}
