import { isScriptLanguage } from '../../lib/config-keys/languages';
import { resolveConfigKeys } from '../../lib/config-keys/resolve';

export interface KeyButton<T> {
  readonly button: HTMLButtonElement;
  readonly option: T;
}

/** Where each text node of a code element starts in its text. */
function textOffsets(code: Element): Map<Node, number> {
  const offsets = new Map<Node, number>();
  const walker = code.ownerDocument.createTreeWalker(code, NodeFilter.SHOW_TEXT);
  let offset = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    offsets.set(node, offset);
    offset += node.nodeValue?.length ?? 0;
  }
  return offsets;
}

/** The prism property tokens of a code element, by the offset where each starts. */
function propertyTokens(code: Element): Map<number, HTMLElement> {
  const offsets = textOffsets(code);
  const tokens = new Map<number, HTMLElement>();
  for (const token of Array.from(code.querySelectorAll<HTMLElement>('.token.property'))) {
    const first = token.firstChild && offsets.get(token.firstChild);
    if (typeof first === 'number') tokens.set(first, token);
  }
  return tokens;
}

const languageOf = (code: Element) => /(?:^|\s)language-(\S+)/.exec(code.className)?.[1] ?? '';

/**
 * Turns the configuration keys in the script code blocks under root into buttons, keeping prism's
 * token around each (so its colour stays): the keys whose place in the object literals names an
 * option `find` knows. Returns them, and a function that puts the plain text back.
 */
export function wrapConfigKeys<T>(root: ParentNode, find: (path: string) => T | undefined, className: string): { keys: KeyButton<T>[]; restore: () => void } {
  const keys: KeyButton<T>[] = [];
  for (const code of Array.from(root.querySelectorAll('.gatsby-highlight pre > code'))) {
    if (!isScriptLanguage(languageOf(code))) continue;
    const text = code.textContent ?? '';
    const tokens = propertyTokens(code);
    for (const key of resolveConfigKeys(text)) {
      const token = tokens.get(key.start);
      const option = token && token.textContent === text.slice(key.start, key.end) ? find(key.path) : undefined;
      if (!token || option === undefined) continue;
      const button = code.ownerDocument.createElement('button');
      button.type = 'button';
      button.className = className;
      button.setAttribute('aria-haspopup', 'dialog');
      button.setAttribute('aria-expanded', 'false');
      button.append(...Array.from(token.childNodes));
      token.append(button);
      keys.push({ button, option });
    }
  }
  const restore = () => {
    for (const { button } of keys) button.replaceWith(...Array.from(button.childNodes));
  };
  return { keys, restore };
}
