/** A significant token of JavaScript or TypeScript source; whitespace and comments are dropped. */
export interface Token {
  readonly kind: 'name' | 'string' | 'template' | 'number' | 'regex' | 'punct';
  readonly text: string;
  readonly start: number;
  readonly end: number;
}

// Longest first, so `=>` is never read as `=` then `>`.
const PUNCTUATORS = ['...', '===', '!==', '**=', '=>', '==', '!=', '<=', '>=', '&&', '||', '??', '?.', '++', '--', '+=', '-=', '*=', '/=', '**'];
const NAME = /[A-Za-z_$\u00a0-\uffff][\w$\u00a0-\uffff]*/y;
const NUMBER = /(?:0[xob][\da-f_]+|(?:\d[\d_]*)?\.?\d[\d_]*(?:e[+-]?\d+)?)n?/iy;
// After these words a `/` starts a regular expression, not a division.
const BEFORE_EXPRESSION = new Set(['return', 'typeof', 'case', 'do', 'else', 'in', 'of', 'new', 'delete', 'void', 'throw', 'instanceof', 'yield', 'await']);

function regexMayStart(previous: Token | undefined): boolean {
  if (!previous) return true;
  if (previous.kind === 'name') return BEFORE_EXPRESSION.has(previous.text);
  return previous.kind === 'punct' && !/^[)\]}]$/.test(previous.text);
}

function stringEnd(source: string, from: number): number {
  const quote = source[from];
  for (let i = from + 1; i < source.length; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === quote || source[i] === '\n') return i + 1;
  }
  return source.length;
}

/** The end of a template literal, skipping its `${ … }` parts however deeply their braces nest. */
function templateEnd(source: string, from: number): number {
  let depth = 0;
  for (let i = from + 1; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\\') i++;
    else if (depth === 0 && ch === '`') return i + 1;
    else if (ch === '$' && source[i + 1] === '{') {
      depth++;
      i++;
    } else if (depth > 0 && ch === '{') depth++;
    else if (depth > 0 && ch === '}') depth--;
    else if (depth > 0 && (ch === '"' || ch === "'")) i = stringEnd(source, i) - 1;
  }
  return source.length;
}

/** The end of a regular expression literal, or -1 when the line ends first (then it was a division). */
function regexEnd(source: string, from: number): number {
  let inClass = false;
  for (let i = from + 1; i < source.length; i++) {
    const ch = source[i];
    if (ch === '\n') return -1;
    if (ch === '\\') i++;
    else if (ch === '[') inClass = true;
    else if (ch === ']') inClass = false;
    else if (ch === '/' && !inClass) {
      let end = i + 1;
      while (/[a-z]/i.test(source[end] ?? '')) end++;
      return end;
    }
  }
  return -1;
}

function matchAt(pattern: RegExp, source: string, at: number): number {
  pattern.lastIndex = at;
  return pattern.test(source) ? pattern.lastIndex : -1;
}

/** Splits source into tokens: enough of JavaScript to follow its brackets, keys and values. */
export function lex(source: string): Token[] {
  const tokens: Token[] = [];
  const push = (kind: Token['kind'], start: number, end: number) => {
    tokens.push({ kind, text: source.slice(start, end), start, end });
    return end;
  };
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    const next = source[i + 1];
    if (/\s/.test(ch)) i++;
    else if (ch === '/' && next === '/') i = source.includes('\n', i) ? source.indexOf('\n', i) : source.length;
    else if (ch === '/' && next === '*') i = source.includes('*/', i + 2) ? source.indexOf('*/', i + 2) + 2 : source.length;
    else if (ch === '"' || ch === "'") i = push('string', i, stringEnd(source, i));
    else if (ch === '`') i = push('template', i, templateEnd(source, i));
    else if (matchAt(NAME, source, i) > i) i = push('name', i, matchAt(NAME, source, i));
    else if (/\d/.test(ch) || (ch === '.' && /\d/.test(next ?? ''))) i = push('number', i, Math.max(matchAt(NUMBER, source, i), i + 1));
    else if (ch === '/' && regexMayStart(tokens[tokens.length - 1]) && regexEnd(source, i) > 0) i = push('regex', i, regexEnd(source, i));
    else i = push('punct', i, i + (PUNCTUATORS.find((p) => source.startsWith(p, i)) ?? ch).length);
  }
  return tokens;
}
