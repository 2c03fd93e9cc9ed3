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

/** How many verified cookies a verifier remembers: the readers of a busy minute, at about 150 bytes each. */
export const VERIFIED_COOKIES_KEPT = 10_000;

/**
 * verifyVoterCookie with `secret`, remembering the cookies it accepted: a reader's every request carries the same
 * cookie, and its HMAC was a tenth of a GET's time. Only accepted values are kept (a forged one is checked each
 * time), and the memory is emptied when full rather than growing with the number of readers.
 */
export function voterCookieVerifier(secret: string, kept = VERIFIED_COOKIES_KEPT): (value: string) => string | null {
  const verified = new Map<string, string>();
  return (value) => {
    const known = verified.get(value);
    if (known !== undefined) return known;
    const id = verifyVoterCookie(value, secret);
    if (id !== null) {
      if (verified.size >= kept) verified.clear();
      verified.set(value, id);
    }
    return id;
  };
}

/** The Set-Cookie header: HttpOnly, SameSite=Lax, for a year, Secure when the site is served over https. */
export function voterCookieHeader(value: string, secure: boolean): string {
  return `${VOTER_COOKIE}=${value}; Path=/; Max-Age=${ONE_YEAR_SECONDS}; HttpOnly; SameSite=Lax${secure ? '; Secure' : ''}`;
}
