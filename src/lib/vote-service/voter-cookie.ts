import crypto from 'node:crypto';

/** The anonymous voter id lives in this cookie, signed so that a reader cannot pose as another voter. */
export const VOTER_COOKIE = 'webpack_docs_voter';
const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const ID = /^[0-9a-f]{32}$/;

const sign = (id: string, secret: string) => crypto.createHmac('sha256', secret).update(id).digest('base64url');

export function newVoterId(): string {
  return crypto.randomBytes(16).toString('hex');
}

/** `<id>.<signature>`, the cookie's value. */
export function voterCookieValue(id: string, secret: string): string {
  return `${id}.${sign(id, secret)}`;
}

/**
 * The voter id of a cookie value; null when the value is malformed or its signature is not ours
 * (a forged or tampered cookie).
 */
export function verifyVoterCookie(value: string, secret: string): string | null {
  const [id, signature, ...rest] = value.split('.');
  if (!id || !signature || rest.length || !ID.test(id)) return null;
  const expected = Buffer.from(sign(id, secret));
  const given = Buffer.from(signature);
  return expected.length === given.length && crypto.timingSafeEqual(expected, given) ? id : null;
}

/** The Set-Cookie header: HttpOnly, SameSite=Lax, for a year, Secure when the site is served over https. */
export function voterCookieHeader(value: string, secure: boolean): string {
  return `${VOTER_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
