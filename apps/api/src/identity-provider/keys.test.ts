import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oidcKeys } from '../db/schema';
import { keyIdOf, keyring, SecretsKeyError } from '../lib/secrets';
import { createTestApp, type TestApp } from '../test/harness';
import { loadOrCreateKeys, newCookieSecret, newSigningKey } from './keys';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

interface RawRow {
  id: number;
  kind: string;
  material: string;
}
const rawRows = async () =>
  (
    (await t.database.db.execute(
      sql`select id, kind, material::text as material from oidc_keys order by id`,
    )) as unknown as {
      rows: RawRow[];
    }
  ).rows;

/** Every secret value of the provider's keys: the private members of each signing key and each cookie secret. */
const secretValues = (keys: Awaited<ReturnType<typeof loadOrCreateKeys>>) => [
  ...keys.signing.flatMap((k) => [k.d, k.p, k.q, k.dp, k.dq, k.qi].map(String)),
  ...keys.cookieSecrets,
];

describe('signing keys and cookie secrets at rest', () => {
  it('are encrypted in the database: no row holds private key material or a cookie secret in clear', async () => {
    const rows = await rawRows();
    expect(rows.map((r) => r.kind).sort()).toEqual(['cookie', 'signing']);
    const secrets = secretValues(t.keys);
    expect(secrets.every((s) => s.length >= 32)).toBe(true);
    for (const row of rows) {
      for (const secret of secrets) expect(row.material).not.toContain(secret);
      expect(row.material).not.toMatch(/"(d|p|q|dp|dq|qi|secret)":/);
      const material = JSON.parse(row.material);
      expect(material.sealed).toMatchObject({ v: 1, alg: 'A256GCM', key: keyIdOf(t.config.secrets.current) });
    }
    // The public half stays readable (it is what /oidc/jwks publishes anyway).
    const signing = JSON.parse(rows.find((r) => r.kind === 'signing')!.material);
    expect(signing.public).toEqual(t.keys.publicJwks.keys[0]);
    // Opened again, they are the keys the provider uses.
    expect(await loadOrCreateKeys(t.database.db, t.config.secrets)).toEqual(t.keys);
  });

  it('rows written in clear by an earlier release are encrypted on the next start, keeping the same keys', async () => {
    const before = await rawRows();
    const jwk = await newSigningKey();
    const secret = newCookieSecret();
    try {
      await t.database.db.delete(oidcKeys);
      // Exactly what releases before encryption stored.
      await t.database.db.insert(oidcKeys).values([
        { kind: 'signing', material: { ...jwk } },
        { kind: 'cookie', material: { secret } },
      ]);
      expect((await rawRows()).map((r) => r.material).join()).toContain(String(jwk.d));

      const keys = await loadOrCreateKeys(t.database.db, t.config.secrets);
      expect(keys.signing).toEqual([jwk]);
      expect(keys.cookieSecrets).toEqual([secret]);
      const after = (await rawRows()).map((r) => r.material).join();
      expect(after).not.toContain(String(jwk.d));
      expect(after).not.toContain(secret);
      expect(after).toContain('A256GCM');
    } finally {
      await t.database.db.delete(oidcKeys);
      await t.database.db
        .insert(oidcKeys)
        .values(before.map((r) => ({ id: r.id, kind: r.kind as 'signing', material: JSON.parse(r.material) })));
    }
  });

  it('a wrong SECRETS_KEY fails with a message naming it and changes nothing; an altered row is refused', async () => {
    const before = await rawRows();
    const wrong = keyring(randomBytes(32));
    const failure = await loadOrCreateKeys(t.database.db, wrong).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(SecretsKeyError);
    expect((failure as Error).message).toMatch(
      /^SECRETS_KEY: the stored secrets \(oidc_keys:\w+.*\) were encrypted with another key/,
    );
    expect(await rawRows()).toEqual(before);

    const cookie = before.find((r) => r.kind === 'cookie')!;
    const material = JSON.parse(cookie.material);
    const data = Buffer.from(material.sealed.data, 'base64url');
    data[0] = data[0]! ^ 1;
    try {
      await t.database.db.execute(
        sql`update oidc_keys set material = ${JSON.stringify({ ...material, sealed: { ...material.sealed, data: data.toString('base64url') } })}::jsonb where id = ${cookie.id}`,
      );
      await expect(loadOrCreateKeys(t.database.db, t.config.secrets)).rejects.toThrow(
        /^SECRETS_KEY: the stored secrets \(oidc_keys:cookie\) do not decrypt: they were altered$/,
      );
    } finally {
      await t.database.db.execute(
        sql`update oidc_keys set material = ${cookie.material}::jsonb where id = ${cookie.id}`,
      );
    }
    expect(await loadOrCreateKeys(t.database.db, t.config.secrets)).toEqual(t.keys);
  });
});
