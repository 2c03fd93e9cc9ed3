export interface CodeFence {
  /** First word of the info string: ```js title="webpack.config.js" → js. */
  readonly language: string;
  readonly code: string;
}

/** The fenced code blocks of a markdown body, in order. */
export function codeFences(markdown: string): CodeFence[] {
  const fences: CodeFence[] = [];
  let open: { marker: string; language: string; indent: number; lines: string[] } | null = null;
  for (const line of markdown.split('\n')) {
    const fence = /^(\s{0,3})(`{3,}|~{3,})\s*([^\s`{]*)/.exec(line);
    if (open === null) {
      if (fence) open = { marker: fence[2], language: fence[3], indent: fence[1].length, lines: [] };
      continue;
    }
    const closing = fence !== null && fence[2][0] === open.marker[0] && fence[2].length >= open.marker.length && line.trim() === fence[2];
    if (closing) {
      fences.push({ language: open.language, code: open.lines.join('\n') });
      open = null;
    } else {
      const indent = open.indent;
      open.lines.push(line.replace(new RegExp(`^ {0,${indent}}`), ''));
    }
  }
  return fences;
}
