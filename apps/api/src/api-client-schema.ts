/**
 * `npm run api:client`: builds the app in this process (an in-memory database, the test settings — never the
 * environment, so every machine writes the same file), reads its OpenAPI document and writes the typed client's
 * schema, packages/api-client/src/schema.ts (docs/api/README.md). Run it after changing a route or a contract;
 * api-client-schema.test.ts fails while the committed file is stale.
 */
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { schemaSource } from '@tirr/api-client/generate';
import type { FastifyInstance } from 'fastify';

/** Where the generated schema lives. */
export const CLIENT_SCHEMA_FILE = fileURLToPath(new URL('../../../packages/api-client/src/schema.ts', import.meta.url));

/** The client's schema source as `app`'s OpenAPI document gives it now. */
export async function clientSchemaOf(app: FastifyInstance): Promise<string> {
  return schemaSource(app.swagger());
}

async function main() {
  const [{ buildApp }, { loadConfig }, { openDatabase }, { loadOrCreateKeys }] = await Promise.all([
    import('./app'),
    import('./config'),
    import('./db/client'),
    import('./identity-provider/keys'),
  ]);
  const config = loadConfig({ NODE_ENV: 'test', PUBLIC_URL: 'http://localhost:3000', DATA_DIR: 'memory://' });
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const keys = await loadOrCreateKeys(database.db, config.secrets);
    const app = await buildApp({ config, database, keys });
    await app.ready();
    const source = await clientSchemaOf(app);
    await app.close();
    const before = fs.existsSync(CLIENT_SCHEMA_FILE) ? fs.readFileSync(CLIENT_SCHEMA_FILE, 'utf8') : '';
    fs.writeFileSync(CLIENT_SCHEMA_FILE, source);
    console.log(`${CLIENT_SCHEMA_FILE}: ${before === source ? 'unchanged' : 'written'}`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === fs.realpathSync(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error('Could not write the API client schema:', error);
    process.exit(1);
  });
}
