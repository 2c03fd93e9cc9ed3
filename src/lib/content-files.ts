import { ContentError, parseContentFile, type ParsedContent } from './frontmatter';
import { findSection, SECTIONS } from './sections';
import { urlFromContentPath } from './urls';

export interface ContentFile {
  /** Path relative to the content folder, e.g. "concepts/output.mdx". */
  readonly path: string;
  readonly text: string;
}

export interface CheckedContent extends ParsedContent {
  readonly path: string;
  readonly url: string;
  /** '' for single pages at the content root (/glossary/). */
  readonly section: string;
  /** File name without extension: "output", "index". */
  readonly name: string;
}

/** Where a content file lives decides its URL and section; anything else is an author's mistake. */
export function locateContentFile(path: string): { url: string; section: string; name: string } {
  const parts = path.split('/');
  const name = parts[parts.length - 1].replace(/\.mdx?$/, '');
  if (parts.length === 1) return { url: urlFromContentPath(path), section: '', name };
  if (parts.length > 2) {
    throw new ContentError(path, 1, 'content pages live at content/<section>/<name>.mdx; nested folders are not part of the site tree');
  }
  if (!findSection(parts[0])) {
    throw new ContentError(path, 1, `unknown section "${parts[0]}" (known: ${SECTIONS.map((s) => s.name).join(', ')})`);
  }
  return { url: urlFromContentPath(path), section: parts[0], name };
}

/** Parses and checks every content page; throws one error listing every problem found. */
export function checkContentFiles(files: readonly ContentFile[]): CheckedContent[] {
  const problems: ContentError[] = [];
  const checked: CheckedContent[] = [];
  for (const file of files) {
    try {
      checked.push({ ...parseContentFile(file.path, file.text), ...locateContentFile(file.path), path: file.path });
    } catch (error) {
      if (error instanceof ContentError) problems.push(error);
      else throw error;
    }
  }
  const byUrl = new Map<string, string>();
  for (const page of checked) {
    const other = byUrl.get(page.url);
    if (other) problems.push(new ContentError(page.path, 1, `maps to ${page.url}, which ${other} already uses`));
    else byUrl.set(page.url, page.path);
  }
  if (problems.length) throw new ContentCheckError(problems);
  return checked;
}

export class ContentCheckError extends Error {
  constructor(readonly problems: readonly ContentError[]) {
    super(`${problems.length} problem(s) in content/:\n${problems.map((p) => `  content/${p.message}`).join('\n')}`);
    this.name = 'ContentCheckError';
  }
}
