import { randomBytes } from 'node:crypto';
import { asc, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from '../db/client';
import { oidcKeys } from '../db/schema';

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
 * Loads the provider's keys from the database, creating them on first start. Kept in Postgres so
 * that issued tokens and cookies stay valid across restarts and across instances.
 */
export async function loadOrCreateKeys(db: Db): Promise<ProviderKeys> {
  await db.transaction(async (tx) => {
    // One creator at a time, even with several instances starting together.
    await tx.execute(sql`select pg_advisory_xact_lock(727275)`);
    const existing = await tx.select({ kind: oidcKeys.kind }).from(oidcKeys);
    if (!existing.some((k) => k.kind === 'signing')) {
      const { privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
      const jwk = await exportJWK(privateKey);
      const material = { ...jwk, kid: randomBytes(8).toString('hex'), alg: 'RS256', use: 'sig' };
      await tx.insert(oidcKeys).values({ kind: 'signing', material });
    }
    if (!existing.some((k) => k.kind === 'cookie')) {
      await tx.insert(oidcKeys).values({ kind: 'cookie', material: { secret: randomBytes(32).toString('base64url') } });
    }
  });
  const rows = await db.select().from(oidcKeys).orderBy(asc(oidcKeys.id));
  const newestFirst = rows.reverse();
  const signing = newestFirst.filter((r) => r.kind === 'signing').map((r) => r.material as JWK);
  const cookieSecrets = newestFirst.filter((r) => r.kind === 'cookie').map((r) => String(r.material.secret));
  return { signing, publicJwks: { keys: signing.map(toPublicJwk) }, cookieSecrets };
}
