import fs from 'node:fs';
import path from 'node:path';
import { llmsFullTxt, llmsTxt, type MarkdownPage } from '../lib/markdown-export/llms-txt';
import { pageMarkdown } from '../lib/markdown-export/page-markdown';
import { isSearchablePage } from '../lib/search/page-records';
import { sectionOfUrl } from '../lib/sections';

const DESCRIPTION = /<meta name="description" content="([^"]*)"/;
const TITLE = /<h1[^>]*>([\s\S]*?)<\/h1>/;
const decode = (text: string) =>
  text
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * Every doc page of the build as markdown: index.md beside its index.html, then /llms.txt and
 * /llms-full.txt. Reads the built HTML, so what a reader and a tool get is the same text.
 */
export function writeMarkdownPages(publicDir: string, siteUrl: string, summary: string): { pages: number; fullBytes: number } {
  const pages: MarkdownPage[] = [];
  const files = fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .sort();
  for (const file of files) {
    const url = `/${path.dirname(file)}/`.replace(/^\/\.\/$/, '/').replace(/\/+/g, '/');
    if (url === '/' || !isSearchablePage(url)) continue;
    const html = fs.readFileSync(path.join(publicDir, file), 'utf8');
    const markdown = pageMarkdown(html, url, siteUrl);
    if (!markdown) continue;
    fs.writeFileSync(path.join(publicDir, path.dirname(file), 'index.md'), markdown);
    pages.push({
      url,
      markdown,
      section: sectionOfUrl(url),
      title: decode(TITLE.exec(html)?.[1] ?? url),
      description: decode(DESCRIPTION.exec(html)?.[1] ?? ''),
    });
  }
  fs.writeFileSync(path.join(publicDir, 'llms.txt'), llmsTxt(siteUrl, summary, pages));
  const full = llmsFullTxt(siteUrl, pages);
  fs.writeFileSync(path.join(publicDir, 'llms-full.txt'), full);
  return { pages: pages.length, fullBytes: Buffer.byteLength(full) };
}
