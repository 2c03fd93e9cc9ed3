/**
 * Where long names may wrap on a narrow screen. Without such points the browser either lets a name
 * run off the page or, with `overflow-wrap: anywhere`, cuts it at any letter ("filenam|e"), which is
 * what table cells on a phone did. These offsets become <wbr> elements: they add no text, so copying,
 * search and the markdown export see the name unchanged.
 */

/** A character a code name's part can end with, before its `.`, `/` or `[`. */
const PART_END = /[\p{L}\p{N}_$\])]/u;

/**
 * Before each `.`, `/` and `[` that continues a name (`optimization.splitChunks.minSize`,
 * `node_modules/.cache`, `[name].[contenthash].js`), so the continuation starts the next line.
 * Not inside numbers (`5.101.0`), nor before the first character or in runs (`../`, `...`).
 * And after each comma that no space follows, as in a default value written as JSON.
 */
export function codeBreakPoints(text: string): number[] {
  const points: number[] = [];
  for (let index = 1; index < text.length - 1; index++) {
    const char = text[index];
    if (char === ',' && !/\s/.test(text[index + 1])) points.push(index + 1);
    if (char !== '.' && char !== '/' && char !== '[') continue;
    const before = text[index - 1];
    const after = text[index + 1];
    if (!PART_END.test(before) || after === char || after === '/' || /\s/.test(after)) continue;
    if (char === '.' && /\d/.test(before) && /\d/.test(after)) continue;
    points.push(index);
  }
  return points;
}

/** Words of a title shorter than this fit a phone's line whole: a break inside them would only cut them early. */
const LONG_TITLE_WORD = 15;

/**
 * In a title's long words (a class name such as `NormalModuleReplacementPlugin`), before each capital that
 * follows a lowercase letter: "NormalModule|Replacement|Plugin".
 */
export function titleBreakPoints(text: string): number[] {
  const points: number[] = [];
  for (const match of text.matchAll(/\S+/g)) {
    const [word] = match;
    const start = match.index ?? 0;
    if (word.length < LONG_TITLE_WORD) continue;
    for (let index = 1; index < word.length; index++) {
      if (/\p{Lu}/u.test(word[index]) && /\p{Ll}/u.test(word[index - 1])) points.push(start + index);
    }
  }
  return points;
}

/** `text` cut at the (ascending) points. */
function splitAt(text: string, points: readonly number[]): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const point of points) {
    parts.push(text.slice(start, point));
    start = point;
  }
  parts.push(text.slice(start));
  return parts;
}

/** What a name is: a code name (its parts) or a title (its long CamelCase words). */
export type BreakKind = 'code' | 'title';

/** `text` cut where it may wrap; a <wbr> goes between each two parts. */
export function breakParts(text: string, kind: BreakKind): string[] {
  return splitAt(text, kind === 'code' ? codeBreakPoints(text) : titleBreakPoints(text));
}
