/** An id on a printable page: the document's prefix, two underscores, the id it has on its own page. */
export function prefixedId(prefix: string | undefined, id: string): string {
  return prefix ? `${prefix}__${id}` : id;
}

/**
 * For the combined printable page: prefixes the ids and same-page links of rendered HTML (ours, from the
 * README pipeline) and moves its headings one level down under the document's own title.
 */
export function prefixHtml(html: string, prefix: string): string {
  return html
    .replace(/ id="([^"]+)"/g, (_m, id: string) => ` id="${prefixedId(prefix, id)}"`)
    .replace(/ href="#([^"]+)"/g, (_m, id: string) => ` href="#${prefixedId(prefix, id)}"`)
    .replace(/<(\/?)h([2-5])(?=[\s>])/g, (_m, slash: string, level: string) => `<${slash}h${Number(level) + 1}`);
}
