import { subjectNeedle } from '../release-ledger/subjects';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether a page's text mentions a subject: its needle (the option's last segment, the flag, the
 * class name) as a whole name, not as part of a longer one (`path` is not found in `publicPath`,
 * `--output-path` not in `--output-path-reset`). A family (`x.*`) is found by its prefix.
 */
export function mentions(text: string, subject: string): boolean {
  const needle = subjectNeedle(subject);
  const after = subject.endsWith('*') ? '' : '(?![\\w$-])';
  return new RegExp(`(?<![\\w$-])${escape(needle)}${after}`).test(text);
}

/** The site paths of the pages that mention a subject; pages naming it in full ("output.allowOutside") first. */
export function pagesMentioning(pages: ReadonlyMap<string, string>, subject: string): string[] {
  const found = [...pages].filter(([, text]) => mentions(text, subject));
  const full = subject.replace(/\[\]/g, '').replace(/\.?\*$/, '');
  const rank = (text: string) => (text.replace(/\[\]/g, '').includes(full) ? 0 : 1);
  return found.sort(([a, left], [b, right]) => rank(left) - rank(right) || a.localeCompare(b)).map(([url]) => url);
}
