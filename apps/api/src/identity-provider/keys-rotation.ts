/**
 * Rotation of the built-in provider's signing keys and cookie secrets (ADR 0100). A rotation adds a new
 * signing key and a new cookie secret (newest first: new tokens and cookies use them), keeps the older
 * ones so what they signed still verifies, prunes those retired long enough ago that nothing they signed
 * can still be valid, and seals every row under the current SECRETS_KEY (opening rows sealed under
 * SECRETS_KEY_PREVIOUS), which is also how the secrets key itself is changed.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { oidcKeys } from '../db/schema';
import type { SecretsKeyring } from '../lib/secrets';
import {
  keyRows,
  lockKeys,
  newCookieSecret,
  newSigningKey,
  openRow,
  resealRow,
  sealedMaterial,
  type OpenedRow,
} from './keys';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long a key is kept after a newer one replaced it. The longest-lived thing these keys sign is the
 * provider's session cookie (Session TTL, 14 days in provider.ts); tokens live far less (access and ID
 * tokens one hour). The same 14 days also leave time to restart instances that still sign with the
 * replaced key (a running process keeps the keys it loaded at start).
 */
export const RETIRED_KEY_RETENTION_MS = 14 * DAY_MS;

export interface RotationOptions {
  now: Date;
  /** Only seal every row under the current SECRETS_KEY: no new keys, nothing pruned. */
  reencryptOnly?: boolean;
  /** Prune every replaced key now (a suspected leak): what they signed stops verifying at once. */
  dropRetired?: boolean;
}

export interface RotationResult {
  /** The kid of the new signing key (undefined with reencryptOnly). */
  addedKid: string | undefined;
  /** Rows sealed again under the current key (they were in clear or under SECRETS_KEY_PREVIOUS). */
  resealed: number;
  /** Replaced keys removed. */
  pruned: { kind: OpenedRow['kind']; id: number }[];
  /** Replaced keys kept, and until when they are kept. */
  kept: { kind: OpenedRow['kind']; id: number; until: Date }[];
}

export async function rotateKeys(db: Db, keys: SecretsKeyring, options: RotationOptions): Promise<RotationResult> {
  return db.transaction(async (tx) => {
    await lockKeys(tx);
    // Every row must open with the configured keys before anything changes.
    const stored = (await keyRows(tx)).map((row) => openRow(keys, row));
    let resealed = 0;
    for (const row of stored) {
      if (row.state === 'current') continue;
      await resealRow(tx, keys, row);
      resealed += 1;
    }
    if (options.reencryptOnly) return { addedKid: undefined, resealed, pruned: [], kept: [] };

    const signing = await newSigningKey();
    await tx.insert(oidcKeys).values([
      { kind: 'signing', material: sealedMaterial(keys, 'signing', signing), createdAt: options.now },
      { kind: 'cookie', material: sealedMaterial(keys, 'cookie', newCookieSecret()), createdAt: options.now },
    ]);

    const pruned: RotationResult['pruned'] = [];
    const kept: RotationResult['kept'] = [];
    for (const kind of ['signing', 'cookie'] as const) {
      // Newest first: each row was replaced when the row before it in this list was added.
      const rows = (await tx.select().from(oidcKeys).where(eq(oidcKeys.kind, kind))).sort((a, b) => b.id - a.id);
      for (let i = 1; i < rows.length; i++) {
        const until = new Date(rows[i - 1]!.createdAt.getTime() + RETIRED_KEY_RETENTION_MS);
        if (options.dropRetired || until.getTime() <= options.now.getTime()) pruned.push({ kind, id: rows[i]!.id });
        else kept.push({ kind, id: rows[i]!.id, until });
      }
    }
    if (pruned.length > 0)
      await tx.delete(oidcKeys).where(
        inArray(
          oidcKeys.id,
          pruned.map((p) => p.id),
        ),
      );
    return { addedKid: signing.kid, resealed, pruned, kept };
  });
}
