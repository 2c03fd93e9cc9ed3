/**
 * Line numbers inside a JSON text, so a data file's mistake can say where it is: the line of each
 * value by its field path ("releases[0].changes[2].kind", the paths fieldReader reports), and the
 * line of a syntax error from the position JSON.parse names.
 */

/** The 1-based line of every value of a valid JSON text, keyed by its field path ("" is the root). */
export function jsonFieldLines(text: string): Map<string, number> {
  const lines = new Map<string, number>();
  let index = 0;
  let line = 1;
  const skipSpace = () => {
    while (index < text.length && /\s/.test(text[index])) {
      if (text[index] === '\n') line += 1;
      index += 1;
    }
  };
  const readString = (): string => {
    const start = index;
    index += 1;
    while (text[index] !== '"') index += text[index] === '\\' ? 2 : 1;
    index += 1;
    return JSON.parse(text.slice(start, index)) as string;
  };
  const readValue = (field: string): void => {
    skipSpace();
    lines.set(field, line);
    const char = text[index];
    if (char === '{' || char === '[') {
      const close = char === '{' ? '}' : ']';
      index += 1;
      for (let item = 0; ; item += 1) {
        skipSpace();
        if (text[index] === close) break;
        if (char === '{') {
          const key = readString();
          skipSpace();
          index += 1; // the colon
          readValue(field ? `${field}.${key}` : key);
        } else {
          readValue(`${field}[${item}]`);
        }
        skipSpace();
        if (text[index] === ',') index += 1;
      }
      index += 1;
    } else if (char === '"') {
      readString();
    } else {
      while (index < text.length && !/[\s,\]}]/.test(text[index])) index += 1;
    }
  };
  readValue('');
  return lines;
}

/** The 1-based line a JSON.parse SyntaxError points at (its "position N"), or the last line when it names none. */
export function jsonErrorLine(text: string, error: Error): number {
  const position = /position (\d+)/.exec(error.message);
  const end = position ? Number(position[1]) : text.length;
  return text.slice(0, end).split('\n').length;
}
