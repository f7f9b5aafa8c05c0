import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_SCHEMA_FILE, clientSchemaOf } from './api-client-schema';
import { createTestApp, type TestApp } from './test/harness';

/** The typed client's schema (packages/api-client/src/schema.ts) is generated from the API's document and committed. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 120_000);
afterAll(async () => t?.close());

describe('@tirr/api-client', () => {
  it('has the schema the OpenAPI document gives now (stale: run npm run api:client)', async () => {
    const fresh = await clientSchemaOf(t.app);
    const committed = fs.readFileSync(CLIENT_SCHEMA_FILE, 'utf8');
    const freshLines = fresh.split('\n');
    const committedLines = committed.split('\n');
    const first = freshLines.findIndex((line, i) => line !== committedLines[i]);
    const where = first === -1 ? 'its end' : `line ${first + 1}: ${JSON.stringify(committedLines[first])}`;
    expect(
      committed === fresh,
      `packages/api-client/src/schema.ts is stale (first difference at ${where}): run npm run api:client`,
    ).toBe(true);
  });

  it('covers what an API key may call and the public market data, nothing of the account or the System area', async () => {
    const source = fs.readFileSync(CLIENT_SCHEMA_FILE, 'utf8');
    for (const path of [
      '/api/v1/credit/{taxNumber}/report',
      '/api/v1/profiles',
      '/api/v1/batch/{id}',
      '/api/v1/cheques/analysis',
      '/api/v1/policy/evaluate',
      '/api/v1/funds/managers',
    ])
      expect(source).toContain(`'${path}': {`);
    for (const path of ['/api/v1/api-keys', '/api/v1/webhooks', '/api/v1/users/me', '/api/v1/system/users'])
      expect(source).not.toContain(`'${path}': {`);
  });
});
