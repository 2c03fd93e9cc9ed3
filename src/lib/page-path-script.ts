/**
 * Gatsby names the page in an inline script at the end of the body (static-entry.js, `window.pagePath="/concepts/"`)
 * that its runtime reads before it routes. As written, it differs on every page, and so does its hash in the
 * page's Content-Security-Policy. The same script with the path in a data attribute is one script for the whole
 * site (src/node/server-manifest.ts allows a few by hash in one policy).
 */
export const PAGE_PATH_ATTRIBUTE = 'data-page-path';

/** Runs where Gatsby's script did, before the app's scripts: sets the same global from the script's own attribute. */
export const PAGE_PATH_SCRIPT = `window.pagePath=document.currentScript.getAttribute(${JSON.stringify(PAGE_PATH_ATTRIBUTE)})`;

/**
 * Gatsby's script for the page at `pagePath`, character for character (Gatsby 5 with slices on, where the
 * compilation hash has a script of its own). A script that differs from it holds more than the path, so it is
 * left as it is, and the build's check of the site's inline scripts names it.
 */
export function isGatsbyPagePathScript(html: string, pagePath: string): boolean {
  return html === `/*<![CDATA[*/window.pagePath=${JSON.stringify(pagePath)};/*]]>*/`;
}
