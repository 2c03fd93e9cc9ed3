/**
 * For the combined printable page: prefixes the ids and same-page links of rendered HTML (ours, from the
 * README pipeline) and moves its headings one level down under the document's own title.
 */
export function prefixHtml(html: string, prefix: string): string {
  return html
    .replace(/ id="([^"]+)"/g, ` id="${prefix}__$1"`)
    .replace(/ href="#([^"]+)"/g, ` href="#${prefix}__$1"`)
    .replace(/<(\/?)h([2-5])(?=[\s>])/g, (_m, slash: string, level: string) => `<${slash}h${Number(level) + 1}`);
}
