/**
 * @jest-environment node
 */
import helmet from 'helmet';
import { securityHeaders } from '../../src/server/site/security-headers';

describe('securityHeaders', () => {
  it("is helmet's set for the site's options, recorded once", () => {
    const headers = securityHeaders();
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'strict-origin-when-cross-origin',
      'x-frame-options': 'SAMEORIGIN',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'cross-origin',
    });
    // The site's policy comes from the build; HSTS from the proxy that terminates TLS.
    expect(headers['content-security-policy']).toBeUndefined();
    expect(headers['strict-transport-security']).toBeUndefined();
    expect(Object.isFrozen(headers)).toBe(true);
  });

  it('follows the options, as helmet itself does', () => {
    const headers = securityHeaders({ contentSecurityPolicy: false, xFrameOptions: { action: 'deny' }, strictTransportSecurity: { maxAge: 60 } });
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['strict-transport-security']).toBe('max-age=60; includeSubDomains');
  });

  it('throws what helmet throws for options it refuses', () => {
    expect(() => helmet({ referrerPolicy: { policy: 'nonsense' as 'no-referrer' } })).toThrow();
    expect(() => securityHeaders({ referrerPolicy: { policy: 'nonsense' as 'no-referrer' } })).toThrow(/nonsense/);
  });
});
