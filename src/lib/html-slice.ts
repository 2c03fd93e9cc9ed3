/**
 * The part of a page's HTML from its first `<tag>` to the end of its last `</tag>`, found without parsing: what
 * build steps that read only a page's articles or its <main> key their caches by and parse. The whole page when
 * it has no such element, or its opening and closing tags do not pair up.
 */
export function outerSlice(html: string, tag: string): string {
  const opens = [...html.matchAll(new RegExp(`<${tag}[\\s>]`, 'gi'))];
  const closes = [...html.matchAll(new RegExp(`</${tag}\\s*>`, 'gi'))];
  if (!opens.length || opens.length !== closes.length) return html;
  const start = opens[0].index;
  const last = closes[closes.length - 1];
  return last.index > start ? html.slice(start, last.index + last[0].length) : html;
}
