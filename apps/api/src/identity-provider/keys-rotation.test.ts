import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { decodeProtectedHeader } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { keyIdOf, keyring, SecretsKeyError } from '../lib/secrets';
import { bearer, createTestApp, signIn, type TestApp } from '../test/harness';
import { loadOrCreateKeys } from './keys';
import { RETIRED_KEY_RETENTION_MS, rotateKeys } from './keys-rotation';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

const DAY = 24 * 60 * 60 * 1000;
const rows = async () =>
  (
    (await t.database.db.execute(sql`select id, kind, material, created_at from oidc_keys order by id`)) as unknown as {
      rows: { id: number; kind: string; material: { sealed: { key: string } }; created_at: string | Date }[];
    }
  ).rows;
const kidOf = (token: string) => decodeProtectedHeader(token).kid;
const me = (app: TestApp['app'], token: string) =>
  app.inject({ method: 'POST', url: '/api/v1/users/me', headers: bearer(token), payload: {} });

/** Another instance on the same database, started now (it loads the keys as they are in the database). */
const secondInstance = async () =>
  buildApp({
    config: { ...t.config, webDist: undefined },
    database: t.database,
    keys: await loadOrCreateKeys(t.database.db, t.config.secrets),
  });

describe('key rotation', () => {
  it('old tokens keep verifying, new tokens carry the new kid, and a running instance accepts them without a restart', async () => {
    const before = await signIn(t.app, 'free@tirr.demo');
    const oldKid = kidOf(before.accessToken);
    expect(oldKid).toBe(t.keys.publicJwks.keys[0]!.kid);

    const rotation = await rotateKeys(t.database.db, t.config.secrets, { now: new Date() });
    expect(rotation.addedKid).toMatch(/^[0-9a-f]{16}$/);
    expect(rotation.addedKid).not.toBe(oldKid);
    expect(rotation.pruned).toEqual([]);
    expect(rotation.kept.map((k) => k.kind).sort()).toEqual(['cookie', 'signing']);

    // An instance started after the rotation signs with the new key and still verifies the old tokens.
    const second = await secondInstance();
    try {
      const after = await signIn(second, 'premium@tirr.demo');
      expect(kidOf(after.accessToken)).toBe(rotation.addedKid);
      expect(kidOf(after.idToken)).toBe(rotation.addedKid);
      expect((await me(second, before.accessToken)).statusCode).toBe(200);
      const jwks = (await second.inject({ method: 'GET', url: '/oidc/jwks' })).json() as { keys: { kid: string }[] };
      expect(jwks.keys.map((k) => k.kid)).toEqual([rotation.addedKid, oldKid]);

      // The first instance started before the rotation: it reads the new key when a token names it.
      expect((await me(t.app, after.accessToken)).json().role).toBe('premium');
      expect((await me(t.app, before.accessToken)).statusCode).toBe(200);
    } finally {
      await second.close();
    }
  });

  it('keeps replaced keys for the retention period after their replacement, then prunes them', async () => {
    const start = new Date(Date.now() + DAY);
    const first = await rotateKeys(t.database.db, t.config.secrets, { now: start });
    const later = new Date(start.getTime() + RETIRED_KEY_RETENTION_MS + 1000);
    const second = await rotateKeys(t.database.db, t.config.secrets, { now: later });
    // Everything replaced before `start` (the first rotation's keys' predecessors) is past its retention now.
    const left = await rows();
    expect(left.filter((r) => r.kind === 'signing')).toHaveLength(2);
    expect(left.filter((r) => r.kind === 'cookie')).toHaveLength(2);
    expect(second.pruned.length).toBeGreaterThanOrEqual(2);
    expect(second.kept).toEqual([
      { kind: 'signing', id: expect.any(Number), until: new Date(later.getTime() + RETIRED_KEY_RETENTION_MS) },
      { kind: 'cookie', id: expect.any(Number), until: new Date(later.getTime() + RETIRED_KEY_RETENTION_MS) },
    ]);
    const keys = await loadOrCreateKeys(t.database.db, t.config.secrets);
    expect(keys.publicJwks.keys.map((k) => k.kid)).toEqual([second.addedKid, first.addedKid]);

    // A suspected leak: every replaced key goes at once.
    const dropped = await rotateKeys(t.database.db, t.config.secrets, { now: later, dropRetired: true });
    expect(dropped.kept).toEqual([]);
    const only = await loadOrCreateKeys(t.database.db, t.config.secrets);
    expect(only.publicJwks.keys.map((k) => k.kid)).toEqual([dropped.addedKid]);
    expect(only.cookieSecrets).toHaveLength(1);
  });

  it('re-encrypts everything under a new SECRETS_KEY, opening what the previous one sealed', async () => {
    const oldKeys = t.config.secrets;
    const before = await loadOrCreateKeys(t.database.db, oldKeys);
    const newKey = randomBytes(32);

    // Without the previous key nothing can be opened, and nothing changes.
    const stored = await rows();
    await expect(rotateKeys(t.database.db, keyring(newKey), { now: new Date() })).rejects.toBeInstanceOf(
      SecretsKeyError,
    );
    expect(await rows()).toEqual(stored);

    const result = await rotateKeys(t.database.db, keyring(newKey, oldKeys.current), {
      now: new Date(),
      reencryptOnly: true,
    });
    expect(result).toEqual({ addedKid: undefined, resealed: stored.length, pruned: [], kept: [] });
    const resealed = await rows();
    expect(resealed.map((r) => r.id)).toEqual(stored.map((r) => r.id));
    expect(new Set(resealed.map((r) => r.material.sealed.key))).toEqual(new Set([keyIdOf(newKey)]));
    expect(await loadOrCreateKeys(t.database.db, keyring(newKey))).toEqual(before);
    await expect(loadOrCreateKeys(t.database.db, oldKeys)).rejects.toThrow(/^SECRETS_KEY: /);

    // Back under the test key for the other tests of this file.
    await rotateKeys(t.database.db, keyring(oldKeys.current, newKey), { now: new Date(), reencryptOnly: true });
    expect(await loadOrCreateKeys(t.database.db, oldKeys)).toEqual(before);
  });
});
