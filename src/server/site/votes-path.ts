/** Where the site's server mounts the vote service: the URL of the Gatsby Function `gatsby develop` serves. */
export const VOTES_PATH = '/api/votes';

/** The API's own headers on every answer of it, errors included: no content to run or frame, same-origin only. */
export const API_HEADERS = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
} as const;
