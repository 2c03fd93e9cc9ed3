import GithubSlugger from 'github-slugger';

/** An in-page heading a reader can jump to (levels 2 and 3; level-3 anchors nest under their level-2). */
export interface Anchor {
  readonly title: string;
  readonly id: string;
  readonly level: number;
  readonly children: readonly Anchor[];
}

interface FlatHeading {
  readonly title: string;
  readonly level: number;
}

/** The plain text of a heading's inline markdown, as remark's toString sees it. */
export function headingText(markdown: string): string {
  // Code spans are literal: set them aside so emphasis rules cannot touch `__webpack_nonce__`.
  const spans: string[] = [];
  const text = markdown
    .replace(/`([^`]*)`/g, (_m, code: string) => `\u0000${spans.push(code) - 1}\u0000`)
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|__|~~)(.+?)\1/g, '$2')
    .replace(/(^|\W)[*_](.+?)[*_](?=\W|$)/g, '$1$2')
    .replace(/\\([\\`*_{}[\]()#+\-.!<>])/g, '$1')
    .replace(/\s+#+\s*$/, '')
    .trim();
  return text.replace(/\u0000(\d+)\u0000/g, (_m, index: string) => spans[Number(index)]);
}

/** ATX headings of a markdown body, skipping fenced code. */
export function headingsOf(markdown: string): FlatHeading[] {
  const headings: FlatHeading[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMatch = /^\s{0,3}(`{3,}|~{3,})/.exec(line);
    if (fenceMatch) {
      const marker = fenceMatch[1];
      if (fence === null) fence = marker;
      else if (marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      continue;
    }
    if (fence !== null) continue;
    const heading = /^\s{0,3}(#{1,6})\s+(.*)$/.exec(line);
    if (heading) headings.push({ level: heading[1].length, title: headingText(heading[2]) });
  }
  return headings;
}

/**
 * Anchors with the ids gatsby-remark-autolink-headers gives the same headings (one slugger per
 * document, so repeated titles get -1, -2 …). Every heading feeds the slugger; levels 2–3 are kept.
 */
export function extractAnchors(markdown: string): Anchor[] {
  const slugger = new GithubSlugger();
  const result: { title: string; id: string; level: number; children: Anchor[] }[] = [];
  for (const { title, level } of headingsOf(markdown)) {
    const id = slugger.slug(title);
    if (level === 2) result.push({ title, id, level, children: [] });
    else if (level === 3) {
      const parent = result[result.length - 1];
      if (parent) parent.children.push({ title, id, level, children: [] });
      else result.push({ title, id, level, children: [] });
    }
  }
  return result;
}

/** Every id of a nested anchor list, depth first. */
export function flattenAnchors(anchors: readonly Anchor[]): Anchor[] {
  return anchors.flatMap((anchor) => [anchor, ...flattenAnchors(anchor.children)]);
}
