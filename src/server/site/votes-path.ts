/** Where the site's server mounts the vote service: the URL of the Gatsby Function `gatsby develop` serves. */
export const VOTES_PATH = '/api/votes';
