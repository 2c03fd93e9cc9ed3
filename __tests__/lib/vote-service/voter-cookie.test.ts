import crypto from 'node:crypto';
import { newVoterId, verifyVoterCookie, voterCookieValue, voterCookieVerifier } from '../../../src/lib/vote-service/voter-cookie';

const SECRET = 'a'.repeat(64);

describe('verifyVoterCookie', () => {
  it('gives the id of a cookie signed with the secret, and null for a forged, tampered or malformed one', () => {
    const id = newVoterId();
    const value = voterCookieValue(id, SECRET);
    expect(verifyVoterCookie(value, SECRET)).toBe(id);
    expect(verifyVoterCookie(value, 'b'.repeat(64))).toBeNull();
    expect(verifyVoterCookie(`${newVoterId()}.${value.split('.')[1]}`, SECRET)).toBeNull();
    expect(verifyVoterCookie(`${id}.${value.split('.')[1]}.x`, SECRET)).toBeNull();
    expect(verifyVoterCookie('not a cookie', SECRET)).toBeNull();
  });
});

describe('voterCookieVerifier', () => {
  afterEach(() => jest.restoreAllMocks());

  it('agrees with verifyVoterCookie, and signs an accepted cookie once however often it comes back', () => {
    const hmac = jest.spyOn(crypto, 'createHmac');
    const verify = voterCookieVerifier(SECRET);
    const id = newVoterId();
    const value = voterCookieValue(id, SECRET);
    hmac.mockClear();
    for (let i = 0; i < 5; i++) expect(verify(value)).toBe(id);
    expect(hmac).toHaveBeenCalledTimes(1);
  });

  it('checks a refused cookie every time: nothing forged is remembered as valid', () => {
    const hmac = jest.spyOn(crypto, 'createHmac');
    const verify = voterCookieVerifier(SECRET);
    const forged = voterCookieValue(newVoterId(), 'b'.repeat(64));
    hmac.mockClear();
    for (let i = 0; i < 3; i++) expect(verify(forged)).toBeNull();
    expect(hmac).toHaveBeenCalledTimes(3);
  });

  it('forgets everything once full, and still verifies correctly afterwards', () => {
    const hmac = jest.spyOn(crypto, 'createHmac');
    const verify = voterCookieVerifier(SECRET, 2);
    const voters = [newVoterId(), newVoterId(), newVoterId()];
    const values = voters.map((id) => voterCookieValue(id, SECRET));
    hmac.mockClear();
    values.forEach((value, i) => expect(verify(value)).toBe(voters[i]));
    expect(verify(values[2] ?? '')).toBe(voters[2]); // kept: the memory was emptied before it went in
    expect(verify(values[0] ?? '')).toBe(voters[0]); // forgotten: signed again
    expect(hmac).toHaveBeenCalledTimes(4);
  });
});
