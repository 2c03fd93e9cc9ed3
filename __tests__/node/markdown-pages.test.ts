/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { tempSite } from './temp-site';
import { writeMarkdownPages } from '../../src/node/markdown-pages';

const page = (title: string, text: string) => `<html><head><meta name="description" content="About ${title}"></head><body><main><article>
<h1>${title}</h1>
<p>${text}</p>
</article></main></body></html>`;

test('pages become index.md and llms files; a rebuild converts only the pages whose HTML changed', () => {
  const { publicDir, cache, write, remove } = tempSite('markdown-pages-');
  try {
    write('concepts/output', page('Output', 'Where bundles go.'));
    write('concepts/modules', page('Modules', 'What a module is.'));
    write('concepts/printable', page('Concepts', 'Everything.'));
    const build = () => writeMarkdownPages(publicDir, 'https://webpack.example', 'Docs', cache);

    expect(build()).toMatchObject({ pages: 2, converted: 2 });
    expect(fs.readFileSync(path.join(publicDir, 'concepts/output/index.md'), 'utf8')).toContain('Where bundles go.');
    expect(fs.existsSync(path.join(publicDir, 'concepts/printable/index.md'))).toBe(false);
    const full = fs.readFileSync(path.join(publicDir, 'llms-full.txt'), 'utf8');

    expect(build()).toMatchObject({ pages: 2, converted: 0 });
    expect(fs.readFileSync(path.join(publicDir, 'llms-full.txt'), 'utf8')).toBe(full);

    // Gatsby rewrites every page's script tags when the bundle's hash changes; the text is the same.
    write('concepts/output', page('Output', 'Where bundles go.').replace('</body>', '<script src="/app-1234.js"></script></body>'));
    expect(build()).toMatchObject({ pages: 2, converted: 0 });

    write('concepts/modules', page('Modules', 'What a module is, and what it exports.'));
    expect(build()).toMatchObject({ pages: 2, converted: 1 });
    expect(fs.readFileSync(path.join(publicDir, 'concepts/modules/index.md'), 'utf8')).toContain('what it exports');
    expect(fs.readFileSync(path.join(publicDir, 'llms-full.txt'), 'utf8')).toContain('what it exports');
  } finally {
    remove();
  }
});
