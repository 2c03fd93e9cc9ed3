import fs from 'node:fs';
import path from 'node:path';
import { llmsFullTxt, llmsTxt, type MarkdownPage } from '../lib/markdown-export/llms-txt';
import { articlesHtml, pageMarkdown } from '../lib/markdown-export/page-markdown';
import { isSearchablePage } from '../lib/search/page-records';
import { sectionOfUrl } from '../lib/sections';
import { reuseOrMakeFile, type FileCodec } from './build-cache';

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
 * Converted pages by a hash of the HTML they were made from: a rebuild after one page changed converts
 * that page only (the conversion was most of a rebuild's time).
 */
export const MARKDOWN_CACHE_DIR = path.join('.cache', 'markdown-pages');

// An empty file records a page that has no markdown.
const MARKDOWN_CODEC: FileCodec<string | null> = { encode: (markdown) => markdown ?? '', decode: (text) => text || null };

/** The page's markdown (null: none) and whether it was converted now rather than read from the cache. */
function cachedMarkdown(cacheDir: string, html: string, url: string, siteUrl: string): { markdown: string | null; converted: boolean } {
  // The articles, not the whole page: Gatsby rewrites every page's scripts when the bundle's hash changes.
  const { value, reused } = reuseOrMakeFile(cacheDir, [url, siteUrl, articlesHtml(html)], MARKDOWN_CODEC, () => pageMarkdown(html, url, siteUrl));
  return { markdown: value, converted: !reused };
}

/**
 * Every doc page of the build as markdown: index.md beside its index.html, then /llms.txt and
 * /llms-full.txt. Reads the built HTML, so what a reader and a tool get is the same text.
 */
export function writeMarkdownPages(
  publicDir: string,
  siteUrl: string,
  summary: string,
  cacheDir: string = MARKDOWN_CACHE_DIR,
): { pages: number; fullBytes: number; converted: number } {
  let converted = 0;
  const pages: MarkdownPage[] = [];
  const files = fs
    .readdirSync(publicDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('index.html'))
    .sort();
  for (const file of files) {
    const url = `/${path.dirname(file)}/`.replace(/^\/\.\/$/, '/').replace(/\/+/g, '/');
    if (url === '/' || !isSearchablePage(url)) continue;
    const html = fs.readFileSync(path.join(publicDir, file), 'utf8');
    const { markdown, converted: fresh } = cachedMarkdown(cacheDir, html, url, siteUrl);
    if (fresh) converted += 1;
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
  return { pages: pages.length, fullBytes: Buffer.byteLength(full), converted };
}
