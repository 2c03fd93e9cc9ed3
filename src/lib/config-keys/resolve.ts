import { lex, type Token } from './lex';

/** An object key in a code block, with the option path its position gives it. */
export interface ConfigKey {
  /** Offsets of the key in the source, quotes included. */
  readonly start: number;
  readonly end: number;
  /** `filename` inside `output: { … }` → output.filename; inside an item of module.rules → module.rules[].test. */
  readonly path: string;
}

/**
 * Where a value would sit in a configuration: '' for a whole configuration, 'output' for the value
 * of output, 'module.rules[]' for an item of module.rules; null for anything that is no configuration
 * (a plugin's options, a function's arguments).
 */
type Slot = string | null;

interface ObjectFrame {
  readonly kind: 'object';
  readonly path: Slot;
  /** Slot of the value being written, after `key:`. */
  value: Slot;
  expectKey: boolean;
}
interface ArrayFrame {
  readonly kind: 'array';
  readonly value: Slot;
}
interface ParenFrame {
  readonly kind: 'paren';
  readonly value: Slot;
  /** For the parameters of a `function`: what its body returns. */
  readonly returns?: Slot;
  /** Names written here as whole configurations; dropped again if these turn out to be arrow parameters. */
  readonly names: string[];
}
interface BlockFrame {
  readonly kind: 'block';
  /** Slot of the right-hand side of an assignment statement in progress. */
  value: Slot;
  /** Slot of what `return` returns in this function body. */
  readonly returns: Slot;
}
type Frame = ObjectFrame | ArrayFrame | ParenFrame | BlockFrame;

// Calls whose arguments are whole configurations.
const CONFIG_CALLS = new Set(['defineConfig', 'merge', 'webpack']);
const VALUE_AFTER = new Set(['=', ':', '(', '[', ',', '?', '||', '&&', '??', '...']);
const BLOCK_AFTER = new Set(['else', 'try', 'finally', 'do']);
const VALUE_END = new Set([',', ']', ')', ';', '}']);
const CLOSES: Readonly<Record<string, Frame['kind'][]>> = { ')': ['paren'], ']': ['array'], '}': ['object', 'block'] };

// A quoted key with a dot ('greeting.test') names an entry or an alias, never an option.
const child = (path: Slot, key: string): Slot => (path === null || /[.[\]]/.test(key) ? null : path === '' ? key : `${path}.${key}`);
const itemsOf = (slot: Slot): Slot => (slot === null || slot === '' ? slot : `${slot}[]`);
const isKeyToken = (token: Token | undefined) => token !== undefined && (token.kind === 'name' || token.kind === 'string' || token.kind === 'number');

/** `async` changes nothing about where a function's result goes: leave it out so `async (env) =>` reads like `(env) =>`. */
function significant(tokens: readonly Token[]): Token[] {
  return tokens.filter((token, i) => {
    if (token.kind !== 'name' || token.text !== 'async') return true;
    const next = tokens[i + 1];
    return !(next?.text === '(' || next?.text === 'function' || (next?.kind === 'name' && tokens[i + 2]?.text === '=>'));
  });
}

/** One reading of the tokens, given the variables already known to hold whole configurations. */
function walk(source: string, tokens: readonly Token[], knownRoots: ReadonlySet<string>) {
  const keys: ConfigKey[] = [];
  const roots = new Set(knownRoots);
  const isKeyAt = (i: number) => isKeyToken(tokens[i]) && tokens[i + 1]?.text === ':';
  // A fragment that starts with `key:` (say `output: { … }`) is read as the inside of a configuration.
  const stack: Frame[] = [isKeyAt(0) ? { kind: 'object', path: '', value: null, expectKey: true } : { kind: 'block', value: null, returns: null }];
  const top = () => stack[stack.length - 1];
  let arrowReturns: Slot = null;
  let functionReturns: Slot = null;
  let declared: string | null = null;
  let closedParen: ParenFrame | null = null;

  // `return x` and `export default x`: x is a value.
  const isValueKeyword = (i: number) => tokens[i]?.text === 'return' || (tokens[i]?.text === 'default' && tokens[i - 1]?.text === 'export');
  /** The slot of a value starting at token i. */
  const slotAt = (i: number): Slot => {
    const previous = tokens[i - 1];
    const frame = top();
    if (!previous) return null;
    if (previous.text === '=>') return arrowReturns;
    if (previous.kind === 'punct') return VALUE_AFTER.has(previous.text) ? frame.value : null;
    if (previous.text === 'return') return frame.kind === 'block' ? frame.returns : null;
    return isValueKeyword(i - 1) ? '' : null;
  };
  const startsValue = (i: number) => {
    const previous = tokens[i - 1];
    if (!previous) return false;
    if (previous.kind === 'punct') return previous.text === '=>' || VALUE_AFTER.has(previous.text);
    return isValueKeyword(i - 1);
  };
  // `config` in `module.exports = config;` or `[client, server]` is the whole value, not the start of `config.x`.
  const isWholeValue = (i: number) => {
    const next = tokens[i + 1];
    return !next || VALUE_END.has(next.text) || source.slice(tokens[i].end, next.start).includes('\n');
  };
  const isRootAssignment = (i: number) => {
    const target = tokens[i - 1]?.text;
    if (target === 'exports' && tokens[i - 2]?.text === '.' && tokens[i - 3]?.text === 'module') return true;
    if (declared !== null) return roots.has(declared);
    return target !== undefined && roots.has(target) && tokens[i - 2]?.text !== '.';
  };

  const openBrace = (i: number): Frame => {
    const previous = tokens[i - 1];
    const enclosing = top();
    const inherited = enclosing.kind === 'block' ? enclosing.returns : null;
    const block = (returns: Slot): BlockFrame => ({ kind: 'block', value: null, returns });
    if (previous?.text === '=>') return block(arrowReturns);
    if (previous?.text === ')') return block(closedParen?.returns !== undefined ? closedParen.returns : inherited);
    if (startsValue(i)) return { kind: 'object', path: slotAt(i), value: null, expectKey: true };
    if (!previous || BLOCK_AFTER.has(previous.text) || /^[;{}]$/.test(previous.text)) return block(inherited);
    // class bodies, destructuring, import lists: nothing in them is a configuration key.
    return block(null);
  };

  const openParen = (i: number): ParenFrame => {
    const previous = tokens[i - 1];
    const paren = (value: Slot, returns?: Slot): ParenFrame => ({ kind: 'paren', value, returns, names: [] });
    if (previous?.text === 'function' || tokens[i - 2]?.text === 'function') return paren(null, functionReturns);
    // A call (or if, for, while): only a few functions take whole configurations.
    if (previous?.kind === 'name' && !isValueKeyword(i - 1)) return paren(CONFIG_CALLS.has(previous.text) ? '' : null);
    // Calling what a call or an index returned.
    if (previous?.text === ')' || previous?.text === ']') return paren(null);
    // Grouping, or the parameters of an arrow function.
    return paren(slotAt(i));
  };

  const close = (bracket: string): Frame | null => {
    const kinds = CLOSES[bracket];
    // The innermost frame of that kind closes; the outermost frame is the file and never does.
    for (let at = stack.length - 1; at >= 1; at--) {
      if (kinds.includes(stack[at].kind)) return stack.splice(at)[0];
    }
    return null;
  };

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i];
    const frame = top();
    if (frame.kind === 'object' && frame.expectKey) {
      frame.expectKey = false;
      if (isKeyAt(i)) {
        const name = token.kind === 'string' ? token.text.slice(1, -1) : token.text;
        frame.value = child(frame.path, name);
        if (frame.value !== null) keys.push({ start: token.start, end: token.end, path: frame.value });
        i++;
        continue;
      }
      // `...base` spreads an object of the same shape as this one.
      if (token.text === '...') frame.value = frame.path;
    }
    if (token.kind === 'name') {
      if (token.text === 'function') functionReturns = tokens[i + 1]?.kind === 'name' && roots.has(tokens[i + 1].text) ? '' : slotAt(i);
      else if (token.text === 'const' || token.text === 'let' || token.text === 'var') declared = tokens[i + 1]?.kind === 'name' ? tokens[i + 1].text : null;
      else if (slotAt(i) === '' && isWholeValue(i)) {
        roots.add(token.text);
        if (frame.kind === 'paren') frame.names.push(token.text);
      }
      continue;
    }
    if (token.kind !== 'punct') continue;
    switch (token.text) {
      case ',':
        if (frame.kind === 'object') {
          frame.expectKey = true;
          frame.value = null;
        }
        break;
      case ';':
        if (frame.kind === 'block') frame.value = null;
        declared = null;
        break;
      case '=':
        if (frame.kind === 'block') frame.value = isRootAssignment(i) ? '' : null;
        declared = null;
        break;
      case '=>':
        if (tokens[i - 1]?.text === ')' && closedParen) {
          arrowReturns = closedParen.value;
          // What looked like configurations were the arrow function's parameters.
          for (const name of closedParen.names) if (!knownRoots.has(name)) roots.delete(name);
        } else {
          arrowReturns = slotAt(i - 1);
        }
        break;
      case '{':
        stack.push(openBrace(i));
        break;
      case '[':
        stack.push({ kind: 'array', value: startsValue(i) ? itemsOf(slotAt(i)) : null });
        break;
      case '(':
        stack.push(openParen(i));
        break;
      case ')':
      case ']':
      case '}': {
        const closed = close(token.text);
        if (closed?.kind === 'paren') closedParen = closed;
        break;
      }
      default:
        break;
    }
  }
  return { keys, roots };
}

/**
 * The configuration keys of a JavaScript or TypeScript code block, each with the option path its
 * position in the object literals gives it. Every key inside a configuration gets a path, also one
 * that names no option (an entry name under `entry: { … }`): the caller keeps the documented ones.
 * Keys outside any configuration (a plugin's options, what a callback returns) are left out.
 *
 * A configuration is what `module.exports =`, `export default`, `defineConfig(…)`, `merge(…)` or a
 * function assigned to them return, and any variable used as one (`const client = {…}` with
 * `module.exports = [client, server]`), found by reading the block again until no new one appears.
 */
export function resolveConfigKeys(source: string): ConfigKey[] {
  const tokens = significant(lex(source));
  let roots: ReadonlySet<string> = new Set();
  for (let round = 0; round < 4; round++) {
    const result = walk(source, tokens, roots);
    const grown = [...result.roots].some((name) => !roots.has(name));
    if (!grown) return result.keys;
    roots = result.roots;
  }
  return walk(source, tokens, roots).keys;
}
