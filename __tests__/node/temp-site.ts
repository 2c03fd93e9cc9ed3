import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** A throwaway built site: `write` puts a page's index.html under public/ by URL; a cache folder beside it. */
export function tempSite(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  const publicDir = path.join(dir, 'public');
  return {
    publicDir,
    cache: path.join(dir, 'cache'),
    write(url: string, html: string) {
      fs.mkdirSync(path.join(publicDir, url), { recursive: true });
      fs.writeFileSync(path.join(publicDir, url, 'index.html'), html);
    },
    remove: () => fs.rmSync(dir, { recursive: true, force: true }),
  };
}
