/**
 * Webhook signing secrets at rest (docs/api/webhooks.md §4, ADR 0100): each endpoint's secret is sealed with
 * SECRETS_KEY (AES-256-GCM, lib/secrets.ts) and tied to its row, so a sealed value copied to another row does not
 * open. `npm run keys:rotate` seals them again under the current key (`resealWebhookSecrets`).
 */
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { webhookEndpoints } from '../db/schema';
import { isSealed, open, seal, SecretsKeyError, type SecretsKeyring } from './secrets';

/** The additional authenticated data of an endpoint's sealed secret: its table and id. */
const contextOf = (endpointId: string) => `webhook_endpoints:${endpointId}`;

/** The stored text of an endpoint's secret: the sealed JSON. */
export const sealWebhookSecret = (keys: SecretsKeyring, endpointId: string, secret: string) =>
  JSON.stringify(seal(keys, secret, contextOf(endpointId)));

function parsed(endpointId: string, stored: string) {
  let value: unknown;
  try {
    value = JSON.parse(stored);
  } catch {
    value = undefined;
  }
  if (!isSealed(value))
    throw new SecretsKeyError(`SECRETS_KEY: the stored secret (${contextOf(endpointId)}) is not sealed`);
  return value;
}

/** An endpoint's secret in clear (SECRETS_KEY or SECRETS_KEY_PREVIOUS opens it). */
export function openWebhookSecret(keys: SecretsKeyring, endpointId: string, stored: string) {
  return open(keys, parsed(endpointId, stored), contextOf(endpointId));
}

/**
 * Seals every endpoint's secret under the current key (those the previous key sealed); answers how many changed.
 * Every secret is opened first: one that no configured key opens stops it before anything is written.
 */
export async function resealWebhookSecrets(db: Db, keys: SecretsKeyring): Promise<number> {
  return db.transaction(async (tx) => {
    // One rotation at a time (the provider's keys use lock 727275).
    await tx.execute(sql`select pg_advisory_xact_lock(727276)`);
    const rows = await tx.select({ id: webhookEndpoints.id, secret: webhookEndpoints.secret }).from(webhookEndpoints);
    const opened = rows.map((row) => ({ id: row.id, ...openWebhookSecret(keys, row.id, row.secret) }));
    let resealed = 0;
    for (const row of opened) {
      if (row.underCurrent) continue;
      await tx
        .update(webhookEndpoints)
        .set({ secret: sealWebhookSecret(keys, row.id, row.plaintext) })
        .where(eq(webhookEndpoints.id, row.id));
      resealed += 1;
    }
    return resealed;
  });
}
