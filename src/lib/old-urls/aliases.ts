/** Marks the empty elements that carry an old id. */
export const ALIAS_ATTRIBUTE = 'data-old-id';

// Inside these the alias goes into the first cell; before these (lists, tables) as the previous sibling.
const ROW = new Set(['tr']);
const BEFORE = new Set(['table', 'thead', 'tbody', 'ul', 'ol', 'dl']);

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Gives the element with id `to` the old id as well: an empty <span id> at the start of it, so a link to the old
 * anchor lands on it before any script runs, and the page's scroll padding keeps it clear of the sticky header.
 * Returns the HTML unchanged when the old id is there already (a rebuild), and null when there is no element `to`.
 */
export function addAlias(html: string, alias: { readonly id: string; readonly to: string }): string | null {
  if (html.includes(` id="${alias.id}"`)) return html;
  const open = new RegExp(`<([a-z][a-z0-9]*)\\b[^>]*?\\sid="${escapeRegExp(alias.to)}"[^>]*>`).exec(html);
  if (!open) return null;
  const span = `<span id="${alias.id}" ${ALIAS_ATTRIBUTE}=""></span>`;
  const tag = open[1];
  let at = open.index + open[0].length;
  if (BEFORE.has(tag)) at = open.index;
  else if (ROW.has(tag)) {
    const cell = /<t[dh]\b[^>]*>/.exec(html.slice(at));
    if (cell) at += cell.index + cell[0].length;
  }
  return html.slice(0, at) + span + html.slice(at);
}
