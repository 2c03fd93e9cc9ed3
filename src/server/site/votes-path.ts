import { REFERRER_POLICY } from './security-headers';

/** Where the site's server mounts the vote service: the URL of the Gatsby Function `gatsby develop` serves. */
export const VOTES_PATH = '/api/votes';

/**
 * The API's own headers on every answer of it, errors included: no content to run or frame, same-origin only. The
 * pages' other headers (security-headers.ts) concern documents; a JSON answer goes without them, a quarter of a
 * GET's header bytes.
 */
export const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'x-content-type-options': 'nosniff',
  'referrer-policy': REFERRER_POLICY,
} as const;
