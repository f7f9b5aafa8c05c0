import { afterEach, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_COOKIE, clearAccessToken, readAccessToken, saveAccessToken } from '../auth/access-token';
import { cookieString } from './cookies';

/** Quality bars, 'Security': the token cookie is Secure under https, SameSite=Lax, Path=/. */
describe('access-token cookie flags', () => {
  afterEach(() => clearAccessToken());

  it.each([
    ['https:', true],
    ['http:', false],
  ])('under %s: Path=/, SameSite=Lax, Secure=%s', (protocol, secure) => {
    const cookie = cookieString(ACCESS_TOKEN_COOKIE, 'a.b.c', { expires: new Date('2026-12-01T00:00:00Z') }, protocol);
    expect(cookie).toBe(
      `tirr_at=a.b.c; Path=/; SameSite=Lax; Expires=Tue, 01 Dec 2026 00:00:00 GMT${secure ? '; Secure' : ''}`,
    );
  });

  it('is written, read back and removed', () => {
    saveAccessToken('x.y.z');
    expect(readAccessToken()).toBe('x.y.z');
    clearAccessToken();
    expect(readAccessToken()).toBeNull();
  });
});
