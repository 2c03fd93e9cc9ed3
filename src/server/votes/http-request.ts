import type { IncomingHttpHeaders } from 'node:http';
import { VOTER_COOKIE } from '../../lib/vote-service/voter-cookie';
import type { VoteServiceRequest } from './service';

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/** The voter cookie's value from a Cookie header (the only cookie the service reads). */
export function voterCookieOf(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.split('=');
    if (name?.trim() === VOTER_COOKIE) return value.join('=').trim();
  }
  return undefined;
}

/** What the vote service needs of an HTTP request; the same for the site's server and for the Gatsby Function. */
export function voteServiceRequest(
  method: string,
  headers: IncomingHttpHeaders,
  context: { readonly body: Buffer | string | undefined; readonly clientAddress: string; readonly secure: boolean; readonly host?: string },
): VoteServiceRequest {
  return {
    method,
    contentType: headers['content-type'],
    contentEncoding: headers['content-encoding'],
    body: context.body,
    cookies: { [VOTER_COOKIE]: voterCookieOf(headers.cookie) },
    clientAddress: context.clientAddress,
    secure: context.secure,
    origin: headers.origin,
    fetchSite: single(headers['sec-fetch-site']),
    host: context.host ?? headers.host,
    ifNoneMatch: headers['if-none-match'],
  };
}
