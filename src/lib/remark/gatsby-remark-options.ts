/**
 * Options of the gatsby-remark plugins every content page is rendered with: gatsby-config
 * registers them (their browser and SSR parts: permalink styles, scrolling to a hash) and
 * src/node/render-content.ts runs them on each page's markdown.
 */
export const AUTOLINK_HEADERS_OPTIONS = { elements: ['h2', 'h3', 'h4'], isIconAfterHeader: false };
export const PRISMJS_OPTIONS = { noInlineHighlight: true, aliases: { sh: 'bash', shell: 'bash' } };
