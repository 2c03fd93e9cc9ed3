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
  // Keyboard focus (tabindex) is added with every other scroller's, by src/lib/keyboard-scrollers.ts.
  return `<div class="gatsby-highlight" data-language="${escapeHtml(language)}"><pre class="${cls}"><code class="${cls}">${body}</code></pre></div>`;
}
