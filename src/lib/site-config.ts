/**
 * Optional services, configured by GATSBY_* environment variables at build time (Gatsby writes their
 * values into the browser bundle). Unset means the feature says it is not configured.
 */
export const CHAT_SCRIPT_URL: string | null = process.env.GATSBY_CHAT_SCRIPT_URL || null;
/** The site's own vote service (src/api/votes.ts) unless GATSBY_VOTE_API_URL points elsewhere. */
export const VOTE_API_URL: string = process.env.GATSBY_VOTE_API_URL || '/api/votes';
