/**
 * docs/api/webhooks.md shows each payload's JSON Schema as the contract generates it
 * (packages/contracts/src/webhook-payloads.ts): this fails when one changes without the other.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, webhookPayloadJsonSchemas } from '@tirr/contracts';

const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../docs/api/webhooks.md'), 'utf8');

describe('docs/api/webhooks.md', () => {
  const generated = webhookPayloadJsonSchemas();

  it.each(WEBHOOK_EVENT_TYPES.map((type) => [type]))("shows %s's JSON Schema as generated", (type) => {
    const block = new RegExp(`<!-- schema:${type.replace('.', '\\.')} -->\\s*\`\`\`json\\n([\\s\\S]*?)\\n\`\`\``).exec(
      doc,
    );
    expect(block, `no schema block for ${type}`).not.toBeNull();
    expect(JSON.parse(block![1]!), `regenerate the block with webhookPayloadJsonSchemas()['${type}']`).toEqual(
      generated[type],
    );
  });

  it('names every event, header and the signature format', () => {
    for (const text of [
      ...WEBHOOK_EVENT_TYPES.map((type) => `\`${type}\``),
      'Tirr-Event-Id',
      'Tirr-Event-Type',
      'Tirr-Signature',
      't=<unix seconds>,v1=<hex HMAC-SHA256>,kid=<key id>',
      'WEBHOOKS_ALLOW_HTTP',
    ])
      expect(doc).toContain(text);
  });
});
