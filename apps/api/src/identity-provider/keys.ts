import { randomBytes } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { oidcKeys } from '../db/schema';
import { isSealed, open, seal, SecretsKeyError, type Sealed, type SecretsKeyring } from '../lib/secrets';

export interface ProviderKeys {
  /** Private signing keys (JWK, RS256), newest first. */
  signing: JWK[];
  /** Public half of the signing keys: what `/oidc/jwks` publishes and the API verifies with. */
  publicJwks: { keys: JWK[] };
  /** Secrets that sign the provider's cookies, newest first. */
  cookieSecrets: string[];
}

const PUBLIC_MEMBERS = ['kty', 'kid', 'n', 'e', 'alg', 'use', 'crv', 'x', 'y'] as const;

export function toPublicJwk(jwk: JWK): JWK {
  const out: JWK = {};
  for (const member of PUBLIC_MEMBERS)
    if (jwk[member] !== undefined) (out as Record<string, unknown>)[member] = jwk[member];
  return out;
}

/**
 * How a row of `oidc_keys` keeps its key (ADR 0100). Sealed: `{ kid, public, sealed }` for a signing key
 * (the public half stays readable, so verifiers reload it without the secrets key) and `{ sealed }` for a
 * cookie secret. Rows written by releases before encryption hold the private JWK or `{ secret }` in clear.
 */
type Row = typeof oidcKeys.$inferSelect;
type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The additional authenticated data of a row's seal: a sealed key cannot be moved to another place. */
const contextOf = (kind: Row['kind'], kid: string | undefined) =>
  kind === 'signing' ? `oidc_keys:signing:${kid}` : 'oidc_keys:cookie';

export async function newSigningKey(): Promise<JWK> {
  const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
  return { ...(await exportJWK(privateKey)), kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
}

export const newCookieSecret = () => randomBytes(32).toString('base64url');

/** The stored form of a signing key or cookie secret, sealed under the current key. */
export function sealedMaterial(keys: SecretsKeyring, kind: 'signing', jwk: JWK): Record<string, unknown>;
export function sealedMaterial(keys: SecretsKeyring, kind: 'cookie', secret: string): Record<string, unknown>;
export function sealedMaterial(keys: SecretsKeyring, kind: Row['kind'], value: JWK | string): Record<string, unknown> {
  if (kind === 'signing') {
    const jwk = value as JWK;
    return {
      kid: jwk.kid,
      public: toPublicJwk(jwk),
      sealed: seal(keys, JSON.stringify(jwk), contextOf(kind, jwk.kid)),
    };
  }
  return { sealed: seal(keys, value as string, contextOf(kind, undefined)) };
}

export interface OpenedRow {
  id: number;
  kind: Row['kind'];
  createdAt: Date;
  /** The private JWK (signing) or the secret (cookie). */
  value: JWK | string;
  /** Where the row stands: in clear (an earlier release), under the previous key, or under the current one. */
  state: 'plaintext' | 'previous' | 'current';
}

/** Opens one row with the keyring; a row it cannot open throws SecretsKeyError. */
export function openRow(keys: SecretsKeyring, row: Row): OpenedRow {
  const material = row.material;
  const base = { id: row.id, kind: row.kind, createdAt: row.createdAt };
  if (!isSealed(material.sealed)) {
    const value = row.kind === 'signing' ? (material as JWK) : String(material.secret);
    if (row.kind === 'signing' ? !(material as JWK).d : typeof material.secret !== 'string') {
      throw new SecretsKeyError(`oidc_keys: row ${row.id} holds no ${row.kind} key`);
    }
    return { ...base, value, state: 'plaintext' };
  }
  const kid = typeof material.kid === 'string' ? material.kid : undefined;
  const opened = open(keys, material.sealed as Sealed, contextOf(row.kind, kid));
  const value = row.kind === 'signing' ? (JSON.parse(opened.plaintext) as JWK) : opened.plaintext;
  return { ...base, value, state: opened.underCurrent ? 'current' : 'previous' };
}

/** Every row of `oidc_keys`, newest first. */
export const keyRows = (db: Db | Tx) =>
  db
    .select()
    .from(oidcKeys)
    .orderBy(asc(oidcKeys.id))
    .then((r) => r.reverse());

/** Seals a row again under the current key (it was in clear or under the previous key). */
export async function resealRow(tx: Db | Tx, keys: SecretsKeyring, row: OpenedRow) {
  const material =
    row.kind === 'signing'
      ? sealedMaterial(keys, 'signing', row.value as JWK)
      : sealedMaterial(keys, 'cookie', row.value as string);
  await tx.update(oidcKeys).set({ material }).where(eq(oidcKeys.id, row.id));
}

/** The one lock every writer of `oidc_keys` takes (several instances may start together). */
export const lockKeys = (tx: Tx) => tx.execute(sql`select pg_advisory_xact_lock(727275)`);

export function providerKeysOf(rows: OpenedRow[]): ProviderKeys {
  const signing = rows.filter((r) => r.kind === 'signing').map((r) => r.value as JWK);
  const cookieSecrets = rows.filter((r) => r.kind === 'cookie').map((r) => r.value as string);
  return { signing, publicJwks: { keys: signing.map(toPublicJwk) }, cookieSecrets };
}

/**
 * Loads the provider's keys from the database, creating them on first start. Kept in Postgres so that
 * issued tokens and cookies stay valid across restarts and across instances; sealed with SECRETS_KEY
 * (rows an earlier release wrote in clear are sealed now). Throws SecretsKeyError when the configured
 * keys cannot open them.
 */
export async function loadOrCreateKeys(db: Db, keys: SecretsKeyring): Promise<ProviderKeys> {
  const rows = await db.transaction(async (tx) => {
    await lockKeys(tx);
    const stored = (await keyRows(tx)).map((row) => openRow(keys, row));
    for (const row of stored) if (row.state === 'plaintext') await resealRow(tx, keys, row);
    if (!stored.some((k) => k.kind === 'signing')) {
      await tx
        .insert(oidcKeys)
        .values({ kind: 'signing', material: sealedMaterial(keys, 'signing', await newSigningKey()) });
    }
    if (!stored.some((k) => k.kind === 'cookie')) {
      await tx.insert(oidcKeys).values({ kind: 'cookie', material: sealedMaterial(keys, 'cookie', newCookieSecret()) });
    }
    return (await keyRows(tx)).map((row) => openRow(keys, row));
  });
  return providerKeysOf(rows);
}

/** The public signing keys in the database, newest first: what the API's verifier reloads after a rotation. */
export async function loadPublicJwks(db: Db): Promise<{ keys: JWK[] }> {
  const rows = await db.select().from(oidcKeys).where(eq(oidcKeys.kind, 'signing')).orderBy(asc(oidcKeys.id));
  const keys = rows
    .reverse()
    .map((row) => toPublicJwk((isSealed(row.material.sealed) ? row.material.public : row.material) as JWK));
  return { keys };
}
