/** What a browser tells about where a POST comes from. */
export interface RequestSource {
  /** The `Origin` header: browsers send it with every cross-origin request and with same-origin POSTs. */
  readonly origin?: string | undefined;
  /** `Sec-Fetch-Site`: `same-origin`, `same-site`, `cross-site` or `none` (typed by the reader). */
  readonly fetchSite?: string | undefined;
  /** The host the request was sent to (`Host`, or `X-Forwarded-Host` behind a trusted proxy). */
  readonly host?: string | undefined;
}

const ALLOWED_FETCH_SITES = new Set(['same-origin', 'none']);

/**
 * Why a POST must be refused as coming from another site's page (a form or a script there casting votes with
 * the reader's cookie), or null. Clients that send neither header (curl, servers) are not browsers on another
 * site, and pass: they are bounded by the per-address limits instead.
 */
export function crossSiteReason({ origin, fetchSite, host }: RequestSource): string | null {
  if (fetchSite && !ALLOWED_FETCH_SITES.has(fetchSite.toLowerCase())) return `Sec-Fetch-Site is ${fetchSite}`;
  if (origin === undefined) return null;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return `Origin ${origin} is not an origin`; // "null" included: sandboxed frames and file: pages.
  }
  return originHost === host?.toLowerCase() ? null : `Origin ${origin} is not this site`;
}
