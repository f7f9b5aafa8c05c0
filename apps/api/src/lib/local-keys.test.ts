import { exportJWK, generateKeyPair, SignJWT, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { localKeys, tokenVerifier } from './auth';

const ISSUER = 'http://localhost:3000/oidc';
const AUDIENCE = 'http://localhost:3000/api';

interface TestKey {
  publicJwk: JWK;
  sign(sub: string): Promise<string>;
}
async function testKey(kid: string): Promise<TestKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  return {
    publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' },
    sign: (sub) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'RS256', kid })
        .setSubject(sub)
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(privateKey),
  };
}

let older: TestKey;
let rotated: TestKey;
let unknown: TestKey;
beforeAll(async () => {
  [older, rotated, unknown] = await Promise.all([testKey('older'), testKey('rotated'), testKey('unknown')]);
});

/** A verifier that started with `older` only; the database holds `older` and `rotated`. */
function verifierWithReload(minReloadMs = 10_000) {
  let clock = 0;
  const reloads: number[] = [];
  const verify = tokenVerifier({
    issuer: ISSUER,
    audience: AUDIENCE,
    keys: localKeys(
      { keys: [older.publicJwk] },
      async () => {
        reloads.push(clock);
        return { keys: [rotated.publicJwk, older.publicJwk] };
      },
      { minReloadMs, now: () => clock },
    ),
  });
  return { verify, reloads, advance: (ms: number) => (clock += ms) };
}

describe('the built-in provider keys in the verifier', () => {
  it('reads the keys again when a token names a kid it does not know (a rotation in another process)', async () => {
    const { verify, reloads } = verifierWithReload();
    expect((await verify(await older.sign('tirr|a'))).sub).toBe('tirr|a');
    expect(reloads).toEqual([]);
    expect((await verify(await rotated.sign('tirr|b'))).sub).toBe('tirr|b');
    expect(reloads).toHaveLength(1);
    // Known from now on: no further reads.
    expect((await verify(await rotated.sign('tirr|c'))).sub).toBe('tirr|c');
    expect(reloads).toHaveLength(1);
  });

  it('reads them at most once per interval, however many unknown kids arrive', async () => {
    const { verify, reloads, advance } = verifierWithReload(10_000);
    const forged = await unknown.sign('tirr|x');
    const results = await Promise.allSettled([verify(forged), verify(forged), verify(forged)]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(reloads).toEqual([0]);
    await expect(verify(forged)).rejects.toThrow();
    advance(9_999);
    await expect(verify(forged)).rejects.toThrow();
    expect(reloads).toEqual([0]);
    advance(1);
    // The interval is over: the next unknown kid reads the keys again.
    await expect(verify(forged)).rejects.toThrow();
    expect(reloads).toEqual([0, 10_000]);
  });

  it('without a reload it never asks the database', async () => {
    const verify = tokenVerifier({ issuer: ISSUER, audience: AUDIENCE, keys: localKeys({ keys: [older.publicJwk] }) });
    await expect(verify(await rotated.sign('tirr|e'))).rejects.toThrow();
  });
});
