import { Parser } from 'htmlparser2';
import { keywordsOfContent } from './keywords';

/** A page's <main> cut at its h1, h2 and h3 headings. */
export interface HtmlSection {
  readonly level: 1 | 2 | 3;
  readonly id: string | null;
  readonly heading: string;
  readonly text: string;
}

// Chrome, widgets and code: not what a reader searches for (code would also double the index).
const SKIPPED_TAGS = new Set(['nav', 'script', 'style', 'noscript', 'template', 'svg', 'button', 'form', 'pre']);
// Tags whose edges separate words ("<li>a</li><li>b</li>" is "a b", not "ab").
const BREAKING_TAGS = new Set([
  'p',
  'div',
  'li',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'table',
  'tr',
  'td',
  'th',
  'br',
  'blockquote',
  'section',
  'article',
  'aside',
  'header',
  'footer',
  'figure',
  'figcaption',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
]);
const HEADINGS: Readonly<Record<string, 1 | 2 | 3>> = { h1: 1, h2: 2, h3: 3 };

// aria-hidden text is decoration a screen reader skips too (e.g. an animated copy of a heading).
const isSkipped = (name: string, attributes: Readonly<Record<string, string>>) =>
  SKIPPED_TAGS.has(name) || attributes['data-print'] === 'hide' || attributes['data-search'] === 'skip' || attributes['aria-hidden'] === 'true';

const clean = (parts: readonly string[]) => parts.join('').replace(/\s+/g, ' ').trim();

/** The page's <meta name="keywords">, as written in its <head>; empty without one. */
export function metaKeywords(html: string): string[] {
  let content = '';
  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (name === 'meta' && attributes.name === 'keywords' && attributes.content) content = attributes.content;
        if (name === 'body') parser.pause();
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return keywordsOfContent(content);
}

/**
 * The text of a rendered page's <main>, one entry per h1 and per h2/h3 with an id (a link target);
 * other headings stay in their section's text. Elements marked data-print="hide" (page chrome),
 * data-search="skip" or aria-hidden are left out. No <main>, no sections.
 */
export function htmlSections(html: string): HtmlSection[] {
  const sections: { level: 1 | 2 | 3; id: string | null; heading: string; text: string[] }[] = [];
  const open: string[] = [];
  let mainDepth = -1;
  let skipDepth = -1;
  let heading: { level: 1 | 2 | 3; id: string | null; depth: number; parts: string[] } | null = null;

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        open.push(name);
        const depth = open.length;
        if (mainDepth < 0) {
          if (name === 'main') mainDepth = depth;
          return;
        }
        if (skipDepth >= 0) return;
        if (isSkipped(name, attributes)) skipDepth = depth;
        else if (HEADINGS[name] && !heading && (name === 'h1' || attributes.id)) {
          heading = { level: HEADINGS[name], id: attributes.id || null, depth, parts: [] };
        } else if (BREAKING_TAGS.has(name)) sections[sections.length - 1]?.text.push(' ');
      },
      ontext(text) {
        if (mainDepth < 0 || skipDepth >= 0) return;
        if (heading) heading.parts.push(text);
        else if (sections.length) sections[sections.length - 1].text.push(text);
        else sections.push({ level: 1, id: null, heading: '', text: [text] });
      },
      onclosetag(name) {
        const depth = open.length;
        open.pop();
        if (depth === skipDepth) skipDepth = -1;
        else if (heading && depth === heading.depth) {
          const { level, id, parts } = heading;
          heading = null;
          // Text before the h1 (there should be none) joins the page's intro.
          const intro = level === 1 && sections.length === 1 && !sections[0].heading ? sections.pop() : undefined;
          sections.push({ level, id, heading: clean(parts), text: intro ? intro.text : [] });
        } else if (depth === mainDepth) mainDepth = -1;
        else if (mainDepth >= 0 && skipDepth < 0 && BREAKING_TAGS.has(name)) sections[sections.length - 1]?.text.push(' ');
      },
    },
    { decodeEntities: true },
  );
  parser.write(html);
  parser.end();
  return sections.map(({ level, id, heading: title, text }) => ({ level, id, heading: title, text: clean(text) }));
}
