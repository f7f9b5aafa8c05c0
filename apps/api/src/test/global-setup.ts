/**
 * Once per API test run: one migrated database with the demo accounts and the academy content, which
 * every test app then copies (a PGlite dump, or a PostgreSQL template database) instead of migrating,
 * hashing the demo passwords and syncing the academy again for each test file (ADR 0129).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { inArray } from 'drizzle-orm';
import { openDatabase } from '../db/client';
import { accounts } from '../db/schema';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemoAccounts } from '../demo-seed';
import { hashPasswordAtCost } from '../identity-provider/passwords';
import { findContentDir, readAcademyContent } from '../modules/academy/content-source';
import { syncAcademyContent } from '../modules/academy/content-sync';
import { adminQuery, type DatabaseTemplate } from './database-template';

const here = path.dirname(fileURLToPath(import.meta.url));

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  const name = `tirr_template_${process.pid}_${Date.now().toString(36)}`;
  let databaseUrl: string | undefined;
  if (serverUrl) {
    await adminQuery(serverUrl, `create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
  }
  const database = await openDatabase({ databaseUrl, dataDir: 'memory://' });
  await seedDemoAccounts(database.db);
  await syncAcademyContent(database.db, await readAcademyContent(await findContentDir(here)));
  // The suite signs in as the demo accounts hundreds of times; at OWASP's cost (0.75 s of CPU and
  // 128 MiB each) that was a fifth of its time. Their stored hashes get a cheaper scrypt cost: sign-in
  // verifies with the parameters a hash carries, so the code is the same; accounts the tests create
  // (registration, reset) and unknown emails are hashed at the production cost.
  await database.db
    .update(accounts)
    .set({ passwordHash: await hashPasswordAtCost(DEMO_PASSWORD, { N: 2 ** 10, r: 8, p: 1 }) })
    .where(
      inArray(
        accounts.email,
        DEMO_ACCOUNTS.map((d) => d.email),
      ),
    );

  let template: DatabaseTemplate;
  let remove: () => Promise<void>;
  if (serverUrl) {
    await database.close();
    template = { kind: 'postgres', name };
    remove = () => adminQuery(serverUrl, `drop database if exists ${name} with (force)`);
  } else {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-template-')), 'pgdata.tar');
    fs.writeFileSync(file, Buffer.from(await (await database.dump!()).arrayBuffer()));
    await database.close();
    template = { kind: 'pglite', file };
    remove = async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
  }
  project.provide('databaseTemplate', template);
  return remove;
}
