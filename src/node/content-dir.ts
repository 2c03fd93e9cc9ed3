import fs from 'node:fs';
import path from 'node:path';
import type { ContentFile } from '../lib/content-files';

// Gatsby runs from the site root; gatsby-node is compiled into .cache, so __dirname is not the source folder.
export const CONTENT_DIR = path.resolve(process.cwd(), 'content');

/** Paths (relative to the content folder, with /) of every .mdx page under it, sorted. */
export function listContentFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.mdx'))
    .sort()
    .map((file) => file.split(path.sep).join('/'));
}

/** Every .mdx page under a content folder, with paths relative to it. */
export function readContentFiles(dir: string): ContentFile[] {
  return listContentFiles(dir).map((file) => ({ path: file, text: fs.readFileSync(path.join(dir, file), 'utf8') }));
}
