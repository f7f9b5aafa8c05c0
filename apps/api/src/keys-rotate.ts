/**
 * `npm run keys:rotate` (or `node apps/api/dist/keys-rotate.js` in the image), run with the server's
 * environment: rotates the built-in provider's signing key and cookie secret and seals every stored
 * secret (the provider's, the webhooks' signing secrets) under SECRETS_KEY (ADR 0100).
 *
 *   --reencrypt-only  only seal everything again under SECRETS_KEY (after changing it; the old key in
 *                     SECRETS_KEY_PREVIOUS); no new keys
 *   --drop-retired    also remove every replaced key now (a suspected leak: what they signed stops verifying)
 */
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';
import { rotateKeys } from './identity-provider/keys-rotation';
import { keyIdOf, SecretsKeyError } from './lib/secrets';
import { resealWebhookSecrets } from './lib/webhook-secrets';

const USAGE = 'usage: keys-rotate [--reencrypt-only] [--drop-retired]';

async function main(argv: string[]): Promise<number> {
  const known = new Set(['--reencrypt-only', '--drop-retired']);
  const unknown = argv.filter((a) => !known.has(a));
  if (unknown.length > 0) {
    console.error(`Unknown option ${unknown.join(' ')}. ${USAGE}`);
    return 64;
  }
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 78;
    }
    throw error;
  }
  if (config.secrets.development) {
    console.warn('SECRETS_KEY is not set: sealing with the public development key (development only).');
  }
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    // Webhooks' signing secrets are sealed whichever the sign-in (docs/api/webhooks.md §4).
    const resealedWebhooks = await resealWebhookSecrets(database.db, config.secrets);
    const webhooks = `Sealed ${resealedWebhooks} webhook signing secret(s) again under SECRETS_KEY.`;
    if (config.auth.kind !== 'builtin') {
      console.log(`The built-in provider is off (AUTH_ISSUER is set): it keeps no keys here.\n${webhooks}`);
      return 0;
    }
    const result = await rotateKeys(database.db, config.secrets, {
      now: new Date(),
      reencryptOnly: argv.includes('--reencrypt-only'),
      dropRetired: argv.includes('--drop-retired'),
    });
    const dropped = argv.includes('--drop-retired');
    const label = (kind: 'signing' | 'cookie') => (kind === 'signing' ? 'signing key' : 'cookie secret');
    const lines = [
      result.addedKid
        ? `Added signing key ${result.addedKid} and a new cookie secret: instances started from now on use them. ` +
          (dropped
            ? 'Replaced keys are removed: restart every instance now (their tokens and sessions no longer verify).'
            : 'Restart the running instances; the replaced keys keep verifying meanwhile.')
        : 'No new keys (--reencrypt-only).',
      `Sealed ${result.resealed} stored secret(s) again under SECRETS_KEY (id ${keyIdOf(config.secrets.current)}).`,
      webhooks,
    ];
    for (const k of result.kept) lines.push(`Kept replaced ${label(k.kind)} #${k.id} until ${k.until.toISOString()}.`);
    for (const p of result.pruned) lines.push(`Removed replaced ${label(p.kind)} #${p.id}.`);
    if (config.secrets.previous) {
      lines.push('Nothing is sealed under SECRETS_KEY_PREVIOUS any more: it can be removed.');
    }
    console.log(lines.join('\n'));
    return 0;
  } catch (error) {
    if (error instanceof SecretsKeyError) {
      console.error(error.message);
      return 78;
    }
    throw error;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error('Key rotation failed:', error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
