/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deferPageScripts } from '../../src/node/deferred-scripts';

test('rewrites every built page, in folders too, and passes over a folder named like a page', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'deferred-scripts-'));
  try {
    const page = '<body><p>x</p><script src="/app-1.js" async></script></body>';
    fs.mkdirSync(path.join(dir, 'concepts'));
    fs.writeFileSync(path.join(dir, 'concepts', 'index.html'), page);
    fs.mkdirSync(path.join(dir, '404.html')); // Gatsby writes /404.html/ as a folder too
    fs.writeFileSync(path.join(dir, '404.html', 'index.html'), page);
    fs.writeFileSync(path.join(dir, 'plain.html'), '<p>no scripts</p>');
    expect(deferPageScripts(dir)).toBe(2);
    expect(fs.readFileSync(path.join(dir, 'concepts', 'index.html'), 'utf8')).not.toContain('async></script>');
    expect(fs.readFileSync(path.join(dir, 'plain.html'), 'utf8')).toBe('<p>no scripts</p>');
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
