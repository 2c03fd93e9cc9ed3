/**
 * Follows each redirect to the page it ends on. A loop, or a chain ending on no page, is an error naming both
 * URLs: the build fails on it rather than publishing a link that goes nowhere.
 */
export function checkRedirects(redirects: readonly { readonly from: string; readonly to: string }[], isPage: (url: string) => boolean): void {
  const next = new Map(redirects.map(({ from, to }) => [from, to]));
  for (const { from } of redirects) {
    const chain = [from];
    let to = next.get(from) as string;
    while (!isPage(to) && next.has(to) && !chain.includes(to)) {
      chain.push(to);
      to = next.get(to) as string;
    }
    if (chain.includes(to)) throw new Error(`Redirect loop: ${[...chain, to].join(' → ')}`);
    if (!isPage(to)) throw new Error(`Redirect from ${from} to ${to}: there is no page at ${to}`);
  }
}

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The same on every redirect page, so the site's policy allows it by one hash (src/node/server-manifest.ts): the
 * address comes from the script's attribute, and only a path on this site is followed.
 */
export const REDIRECT_SCRIPT = `var t=document.currentScript.getAttribute("data-to");if(/^\\/(?!\\/)/.test(t))location.replace(t+location.search+location.hash)`;

/**
 * A page that sends the reader on to `to`, for hosts that serve files as they are (Gatsby's createRedirect needs
 * the host's help). The refresh works without scripts; the script, when it runs first, keeps the #fragment,
 * which a refresh drops. The canonical link tells search engines where the page lives now.
 */
export function redirectPage(to: string, siteUrl: string): string {
  const href = escapeHtml(to);
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved to ${href}</title>
<meta name="robots" content="noindex">
<link rel="canonical" href="${escapeHtml(siteUrl.replace(/\/$/, '') + to)}">
<script data-to="${href}">${REDIRECT_SCRIPT}</script>
<meta http-equiv="refresh" content="0; url=${href}">
</head>
<body>
<p>This page has moved to <a href="${href}">${href}</a>.</p>
</body>
</html>
`;
}
