// `import { graphql } from 'gatsby'`, `export { Head } from "gatsby"`…, not `import type` (erased, so never a query).
const GATSBY_IMPORT = /^\s*(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s*['"]gatsby['"]/m;

/**
 * Whether Gatsby's query extraction can find anything in a file of the site that is not a page component: a page
 * query, a static query or a fragment needs the `graphql` tag imported from 'gatsby' (Gatsby stops at a global one),
 * and the page exports it also looks for (Head, config, getServerData) count only in page components.
 */
export const mayHoldQuery = (text: string): boolean => GATSBY_IMPORT.test(text);
