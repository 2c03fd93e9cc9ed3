import { SECTIONS } from '../sections';

export interface MarkdownPage {
  readonly url: string;
  readonly title: string;
  readonly description: string;
  /** The section's folder (concepts, …), or '' for single pages such as /glossary/. */
  readonly section: string;
  readonly markdown: string;
}

/** A section's landing page first, then its pages by title. */
function inReadingOrder(pages: readonly MarkdownPage[]): MarkdownPage[] {
  const isLanding = (page: MarkdownPage) => page.section !== '' && page.url === `/${page.section}/`;
  return [...pages].sort((a, b) => Number(isLanding(b)) - Number(isLanding(a)) || a.title.localeCompare(b.title));
}

/** Where a page's markdown is served: index.md beside its index.html. */
export const markdownUrl = (pageUrl: string): string => `${pageUrl}index.md`;

/**
 * /llms.txt in the llmstxt.org format: the site's name, a one-line summary, then one section per
 * documentation section with a line per page (its markdown link and summary), single pages last.
 */
export function llmsTxt(siteUrl: string, summary: string, pages: readonly MarkdownPage[]): string {
  const groups = [...SECTIONS.map((section) => ({ title: section.title, name: section.name })), { title: 'Other pages', name: '' }];
  const lines = ['# webpack', '', `> ${summary}`, '', 'Each page below is also available as HTML at the same address without `index.md`.', ''];
  for (const group of groups) {
    const members = inReadingOrder(pages.filter((page) => page.section === group.name));
    if (!members.length) continue;
    lines.push(`## ${group.title}`, '');
    for (const page of members) lines.push(`- [${page.title}](${siteUrl}${markdownUrl(page.url)}): ${page.description}`);
    lines.push('');
  }
  return lines.join('\n');
}

/** /llms-full.txt: every page's markdown, in the order of /llms.txt, each under its address. */
export function llmsFullTxt(siteUrl: string, pages: readonly MarkdownPage[]): string {
  const order = new Map([...SECTIONS.map((section, index) => [section.name, index] as const), ['', SECTIONS.length]]);
  return inReadingOrder(pages)
    .sort((a, b) => (order.get(a.section) ?? 0) - (order.get(b.section) ?? 0))
    .map((page) => `<!-- page: ${siteUrl}${page.url} -->\n\n${page.markdown}`)
    .join('\n\n');
}
