import Prism from 'prismjs';
import loadLanguages from 'prismjs/components/index';

// Unknown fence languages are common in READMEs; they fall back to plain text without a warning.
loadLanguages.silent = true;

const ALIASES: Record<string, string> = {
  sh: 'bash',
  shell: 'bash',
  console: 'bash',
  js: 'javascript',
  ts: 'typescript',
  yml: 'yaml',
  md: 'markdown',
  html: 'markup',
  vue: 'markup',
  svg: 'markup',
  xml: 'markup',
};

/**
 * Code blocks longer than this (≈ 2,500 lines; the site's longest is 4 KB) are shown without highlighting:
 * Prism's markup is about seven times the code, one element per token, so a 2 MB block became 14 MB of HTML with
 * 250,000 elements and blocked a phone's main thread for 26 s after loading (`npm run bench:bad-input`).
 */
export const MAX_HIGHLIGHTED_CODE = 100_000;

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Same markup gatsby-remark-prismjs gives our own code blocks, so one stylesheet serves both. Above
 * MAX_HIGHLIGHTED_CODE the code is escaped, not highlighted, and keeps its language's class.
 */
export function highlightCode(code: string, language: string): string {
  const name = ALIASES[language] ?? language;
  const tooLarge = code.length > MAX_HIGHLIGHTED_CODE;
  if (!tooLarge && !Prism.languages[name] && name !== 'text') {
    try {
      loadLanguages([name]);
    } catch {
      // Unknown language: shown as plain text.
    }
  }
  const grammar = tooLarge ? undefined : Prism.languages[name];
  const body = grammar ? Prism.highlight(code.replace(/\n$/, ''), grammar, name) : escapeHtml(code.replace(/\n$/, ''));
  const cls = `language-${grammar || tooLarge ? language : 'text'}`;
  // tabindex: a block that scrolls sideways must be reachable by keyboard to be scrolled.
  return `<div class="gatsby-highlight" data-language="${escapeHtml(language)}"><pre class="${cls}" tabindex="0"><code class="${cls}">${body}</code></pre></div>`;
}
