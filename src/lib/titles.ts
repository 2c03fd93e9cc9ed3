/** The page-title rule: "{title} | webpack", the home page alone, unknown URLs from their last segment. */
export const SITE_NAME = 'webpack';
export const HOME_TITLE = 'webpack';
export const PRINTABLE_TITLE = 'Combined printable page';

export function documentTitle(url: string, titleFromTree: string | undefined): string {
  if (url === '/') return HOME_TITLE;
  if (url === '/printable/') return `${PRINTABLE_TITLE} | ${SITE_NAME}`;
  const title = titleFromTree ?? titleFromPath(url);
  return `${title} | ${SITE_NAME}`;
}

/** For a URL the site tree does not know: its last path segment, hyphens read as spaces. */
export function titleFromPath(url: string): string {
  const segments = url.split(/[?#]/)[0].split('/').filter(Boolean);
  return (segments[segments.length - 1] ?? '').replace(/-/g, ' ');
}
