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

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Same markup gatsby-remark-prismjs gives our own code blocks, so one stylesheet serves both. */
export function highlightCode(code: string, language: string): string {
  const name = ALIASES[language] ?? language;
  if (!Prism.languages[name] && name !== 'text') {
    try {
      loadLanguages([name]);
    } catch {
      // Unknown language: shown as plain text.
    }
  }
  const grammar = Prism.languages[name];
  const body = grammar ? Prism.highlight(code.replace(/\n$/, ''), grammar, name) : escapeHtml(code.replace(/\n$/, ''));
  const cls = `language-${grammar ? language : 'text'}`;
  // tabindex: a block that scrolls sideways must be reachable by keyboard to be scrolled.
  return `<div class="gatsby-highlight" data-language="${escapeHtml(language)}"><pre class="${cls}" tabindex="0"><code class="${cls}">${body}</code></pre></div>`;
}
