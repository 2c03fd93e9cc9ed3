/**
 * Search keywords: the words readers use for what a page covers when the page itself says it
 * differently ("gzip" for the compression plugin, "scope hoisting" for ModuleConcatenationPlugin).
 * Written by authors (frontmatter `keywords`, packages.json `keywords`), shipped as
 * <meta name="keywords"> and indexed with the page's intro.
 */
export const MAX_KEYWORDS = 12;
export const MAX_KEYWORD_LENGTH = 60;

/** The keywords, or the reason they are not valid. */
export function checkKeywords(value: unknown): { keywords: string[] } | { problem: string } {
  if (value === undefined || value === null) return { keywords: [] };
  if (!Array.isArray(value) || !value.every((word) => typeof word === 'string' && word.trim())) {
    return { problem: '"keywords" must be a list of words or short phrases' };
  }
  const words = value as string[];
  if (words.length > MAX_KEYWORDS) return { problem: `"keywords" lists ${words.length} entries; at most ${MAX_KEYWORDS}` };
  const long = words.find((word) => word.length > MAX_KEYWORD_LENGTH || word.includes(','));
  if (long) return { problem: `keyword "${long}" must be at most ${MAX_KEYWORD_LENGTH} characters without commas` };
  return { keywords: words.map((word) => word.trim()) };
}

/** The content of <meta name="keywords"> and back. */
export const keywordsContent = (keywords: readonly string[]) => keywords.join(', ');
export const keywordsOfContent = (content: string) =>
  content
    .split(',')
    .map((word) => word.trim())
    .filter(Boolean);
