/**
 * Signing secrets at rest (docs/api/webhooks.md §4): sealed with SECRETS_KEY, and sealed again under a new key by
 * `npm run keys:rotate` (lib/webhook-secrets.ts), which opens every one before it writes any.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../db/schema';
import { keyIdOf, keyring, SecretsKeyError } from '../../lib/secrets';
import { openWebhookSecret, resealWebhookSecrets, sealWebhookSecret } from '../../lib/webhook-secrets';
import { newWebhookSecret } from '../../lib/webhook-signature';
import { createTestDatabase } from '../../test/harness';
import { userIdByEmail } from '../../test/portfolio-seed';

const keyA = randomBytes(32);
const keyB = randomBytes(32);
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const secrets = new Map<string, string>();

beforeAll(async () => {
  database = await createTestDatabase();
  const userId = await userIdByEmail(database.database.db, 'premium@tirr.demo');
  for (let i = 0; i < 3; i++) {
    const id = randomUUID();
    const secret = newWebhookSecret();
    secrets.set(id, secret);
    await database.database.db.insert(webhookEndpoints).values({
      id,
      userId,
      url: `https://hooks.example.com/${i}`,
      events: ['batch.completed'],
      keyId: `whk_${i}`,
      secret: sealWebhookSecret(keyring(keyA), id, secret),
    });
  }
}, 60_000);
afterAll(async () => database?.drop());

const stored = () => database.database.db.select().from(webhookEndpoints);

describe('resealing the webhook secrets under a new SECRETS_KEY', () => {
  it('refuses, writing nothing, when no configured key opens them', async () => {
    const before = await stored();
    await expect(resealWebhookSecrets(database.database.db, keyring(keyB))).rejects.toThrow(SecretsKeyError);
    expect(await stored()).toEqual(before);
  });

  it('seals each under the new key (the previous one opening them); the secrets stay the same', async () => {
    expect(await resealWebhookSecrets(database.database.db, keyring(keyB, keyA))).toBe(3);
    for (const row of await stored()) {
      expect(JSON.parse(row.secret).key).toBe(keyIdOf(keyB));
      expect(openWebhookSecret(keyring(keyB), row.id, row.secret)).toEqual({
        plaintext: secrets.get(row.id),
        underCurrent: true,
      });
      expect(() => openWebhookSecret(keyring(keyA), row.id, row.secret)).toThrow(SecretsKeyError);
    }
    // Nothing left under the old key: a second run changes nothing.
    expect(await resealWebhookSecrets(database.database.db, keyring(keyB, keyA))).toBe(0);
  });
});
