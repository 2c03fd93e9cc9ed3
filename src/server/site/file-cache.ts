import fs from 'node:fs';
import path from 'node:path';

/** The content types of the files kept in memory: the text files the build compresses. */
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

export type Encoding = 'br' | 'gzip' | 'identity';

export interface CachedFile {
  readonly type: string;
  readonly lastModified: string;
  readonly variants: Readonly<Partial<Record<Encoding, { readonly body: Buffer; readonly etag: string }>>>;
}

/** The best encoding the client accepts of those the file has: Brotli, then gzip, then none. */
export function chooseEncoding(acceptEncoding: string | undefined, file: CachedFile): Encoding {
  const accepts = (name: string) =>
    new RegExp(`(?:^|,)\\s*${name}\\s*(?:;\\s*q\\s*=\\s*(?!0(?:\\.0*)?\\s*(?:,|$))[\\d.]+)?\\s*(?:,|$)`, 'i').test(acceptEncoding ?? '');
  if (file.variants.br && accepts('br')) return 'br';
  if (file.variants.gzip && accepts('gzip')) return 'gzip';
  return 'identity';
}

/**
 * The text files of public/ (HTML, page-data, scripts) with their Brotli and gzip copies, kept in memory up to
 * `maxBytes` (least recently used dropped first), so that a page is answered in one turn of the event loop
 * instead of an open, a stat and reads on libuv's threads, each waiting behind every API request in the loop's
 * queue. Each use checks the file's modification time, so a new build is served at once.
 */
export class FileCache {
  private readonly entries = new Map<string, { readonly mtimeMs: number; readonly bytes: number; readonly file: CachedFile }>();
  private bytes = 0;

  constructor(
    private readonly maxBytes = 128 * 1024 * 1024,
    private readonly maxFileBytes = 1024 * 1024,
  ) {}

  /** The file with its copies, or null when it is not a cached kind, is missing, a folder or too large. */
  get(file: string): CachedFile | null {
    const type = TYPES[path.extname(file)];
    if (!type) return null;
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return null;
    }
    if (!stat.isFile() || stat.size > this.maxFileBytes) return null;
    const known = this.entries.get(file);
    if (known && known.mtimeMs === stat.mtimeMs) {
      // Most recently used last.
      this.entries.delete(file);
      this.entries.set(file, known);
      return known.file;
    }
    if (known) this.forget(file);
    const tag = (encoding: string) => `W/"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}-${encoding}"`;
    const variants: Partial<Record<Encoding, { body: Buffer; etag: string }>> = { identity: { body: fs.readFileSync(file), etag: tag('identity') } };
    for (const [encoding, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      // A copy older than its file is left over from an earlier build: not used.
      const copy = `${file}${suffix}`;
      if (fs.existsSync(copy) && fs.statSync(copy).mtimeMs >= stat.mtimeMs) variants[encoding] = { body: fs.readFileSync(copy), etag: tag(encoding) };
    }
    const entry = {
      mtimeMs: stat.mtimeMs,
      bytes: Object.values(variants).reduce((sum, variant) => sum + variant.body.length, 0),
      file: { type, lastModified: stat.mtime.toUTCString(), variants },
    };
    this.entries.set(file, entry);
    this.bytes += entry.bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.forget(oldest);
    }
    return entry.file;
  }

  private forget(file: string): void {
    this.bytes -= this.entries.get(file)?.bytes ?? 0;
    this.entries.delete(file);
  }
}
