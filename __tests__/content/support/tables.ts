/** Markdown tables of a page, read as rows of cells. */

/** The cells of the table rows after the header line at `start` and its separator. */
function rowsAfter(lines: readonly string[], start: number): string[][] {
  const rows: string[][] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    rows.push(
      line
        .slice(1, -1)
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    );
  }
  return rows;
}

/** The rows (without header and separator) of the first table whose header line starts with `header`. */
export function tableRows(text: string, header: string): string[][] {
  const lines = text.split('\n');
  const start = lines.findIndex((line) => line.startsWith(header));
  if (start < 0) throw new Error(`no table with the header ${header}`);
  return rowsAfter(lines, start);
}

/** Every table whose header line matches `header`, in page order, with its header line and rows. */
export function tablesMatching(text: string, header: RegExp): { header: string; rows: string[][] }[] {
  const lines = text.split('\n');
  return lines.flatMap((line, index) => (header.test(line) && lines[index + 1]?.startsWith('| ---') ? [{ header: line, rows: rowsAfter(lines, index) }] : []));
}

/** The inline code spans of a cell or line, without their backticks. */
export const codeSpans = (text: string): string[] => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1] ?? '');
