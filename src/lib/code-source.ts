/**
 * Rendering a code block's comments as markdown changes its text ([a](/b/) reads "a"): the code
 * element keeps what its author wrote in this attribute.
 */
export const SOURCE_ATTRIBUTE = 'data-source';

/** The text of a code element as written, for copying. */
export function codeSource(code: Element): string {
  return code.getAttribute(SOURCE_ATTRIBUTE) ?? code.textContent ?? '';
}

// A diff's file headers (`--- a/x` then `+++ b/x`, as its first two lines), and hunk headers (`@@ -1 +1 @@`).
const FILE_HEADERS = [/^--- /, /^\+\+\+ /];
const HUNK_HEADER = /^@@ /;
// git's note under a last line without a newline.
const NO_NEWLINE_NOTE = /^\\ /;

/**
 * The code a diff leads to: added and unchanged lines without their marker column, removed lines and
 * headers left out. Pasted into a file, a diff's own text (markers, the old lines) would be broken code.
 * A line without a marker (an empty line in a hand-written diff) is kept as it is.
 */
export function diffResult(diff: string): string {
  const lines = diff.split('\n');
  // Only as a pair: alone, `--- x` is a removed line that read `-- x`.
  const start = FILE_HEADERS.every((header, index) => header.test(lines[index] ?? '')) ? FILE_HEADERS.length : 0;
  return lines
    .slice(start)
    .flatMap((line) => {
      if (HUNK_HEADER.test(line) || line.startsWith('-') || NO_NEWLINE_NOTE.test(line)) return [];
      return line.startsWith('+') || line.startsWith(' ') ? [line.slice(1)] : [line];
    })
    .join('\n');
}

/** What copying a code element gives: a diff's resulting code, any other block's text as written. */
export function copiedText(code: Element): string {
  const source = codeSource(code);
  return code.classList.contains('language-diff') ? diffResult(source) : source;
}
