import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from './client';

/**
 * Quality bars, 'Reliability': the migrations run on an empty database and on one created by an earlier
 * release. Every earlier release is a prefix of the journal (migrations are append-only, never edited):
 * each prefix is applied, a user is written, then the whole set — the user survives and the schema is
 * exactly the one a fresh database gets.
 */
interface Journal {
  entries: { idx: number; tag: string }[];
}

const full = migrationsFolder();
const journal = JSON.parse(fs.readFileSync(path.join(full, 'meta', '_journal.json'), 'utf8')) as Journal &
  Record<string, unknown>;
const temp: string[] = [];

/** A migrations folder holding only the first `count` migrations (an earlier release). */
function releaseFolder(count: number): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'tirr-migrations-'));
  temp.push(dir);
  fs.mkdirSync(path.join(dir, 'meta'));
  const entries = journal.entries.slice(0, count);
  fs.writeFileSync(path.join(dir, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(full, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

async function schemaOf(client: PGlite): Promise<string[]> {
  const { rows } = await client.query<{ item: string }>(
    `select table_name || '.' || column_name || ':' || data_type || ':' || is_nullable as item
       from information_schema.columns where table_schema = 'public' order by 1`,
  );
  return rows.map((r) => r.item);
}

afterAll(() => {
  for (const dir of temp) fs.rmSync(dir, { recursive: true, force: true });
});

describe('migrations', () => {
  it('journal and files agree (append-only, numbered in order)', () => {
    expect(journal.entries.length).toBeGreaterThan(1);
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      expect(entry.tag.startsWith(String(i).padStart(4, '0') + '_'), entry.tag).toBe(true);
      expect(fs.existsSync(path.join(full, `${entry.tag}.sql`)), entry.tag).toBe(true);
    });
  });

  it('upgrade every earlier release to the current schema, keeping its data', async () => {
    const fresh = new PGlite();
    await migrate(drizzle(fresh), { migrationsFolder: full });
    const expected = await schemaOf(fresh);
    await fresh.close();
    expect(expected.some((c) => c.startsWith('users.sub:'))).toBe(true);

    for (let count = 1; count < journal.entries.length; count += 1) {
      const client = new PGlite();
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: releaseFolder(count) });
      await client.query(
        `insert into users (sub, email, role) values ('tirr|upgrade', 'upgrade@tirr.test', 'premium')`,
      );
      await migrate(db, { migrationsFolder: full });
      expect(await schemaOf(client), `upgrade from release with ${count} migrations`).toEqual(expected);
      const { rows } = await client.query<{ email: string; role: string }>(
        `select email, role from users where sub = 'tirr|upgrade'`,
      );
      expect(rows).toEqual([{ email: 'upgrade@tirr.test', role: 'premium' }]);
      await client.close();
    }
  }, 240_000);

  it('0009: consults audited before counts keep their time and count one each', async () => {
    const before = journal.entries.findIndex((e) => e.tag.endsWith('_consult_counts'));
    expect(before).toBeGreaterThan(0);
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: releaseFolder(before) });
    const { rows: users } = await client.query<{ id: string }>(
      `insert into users (sub, email, role) values ('tirr|audit', 'audit@tirr.test', 'free') returning id`,
    );
    await client.query(
      `insert into credit_consults (user_id, tax_number, name, person_type, created_at)
         values ($1, '30715896342', 'Demo SA', 'JURIDICA', '2026-10-01T12:00:00Z')`,
      [users[0]!.id],
    );
    await migrate(db, { migrationsFolder: full });
    const { rows } = await client.query<{ last_at: Date; consults: number }>(
      `select last_at, consults from credit_consults`,
    );
    expect(rows.map((r) => [r.last_at.toISOString(), r.consults])).toEqual([['2026-10-01T12:00:00.000Z', 1]]);
    await client.close();
  });

  it('0017: audit rows an earlier release split within one second become one, keeping every consult', async () => {
    const before = journal.entries.findIndex((e) => e.tag.endsWith('_consults_one_row_per_second'));
    expect(before).toBeGreaterThan(0);
    const client = new PGlite();
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: releaseFolder(before) });
    const { rows: users } = await client.query<{ id: string }>(
      `insert into users (sub, email, role) values ('tirr|split', 'split@tirr.test', 'free') returning id`,
    );
    // Two writes of one second (3 and 2 consults), and one of the next second.
    for (const [first, last, consults] of [
      ['2026-10-01T12:00:00.100Z', '2026-10-01T12:00:00.400Z', 3],
      ['2026-10-01T12:00:00.500Z', '2026-10-01T12:00:00.900Z', 2],
      ['2026-10-01T12:00:01.000Z', '2026-10-01T12:00:01.000Z', 1],
    ] as const) {
      await client.query(
        `insert into credit_consults (user_id, tax_number, name, person_type, kind, created_at, last_at, consults)
           values ($1, '30715896342', 'Demo SA', 'JURIDICA', 'report', $2, $3, $4)`,
        [users[0]!.id, first, last, consults],
      );
    }
    await migrate(db, { migrationsFolder: full });
    const { rows } = await client.query<{ created_at: Date; last_at: Date; consults: number }>(
      `select created_at, last_at, consults from credit_consults order by created_at`,
    );
    expect(rows.map((r) => [r.created_at.toISOString(), r.last_at.toISOString(), r.consults])).toEqual([
      ['2026-10-01T12:00:00.100Z', '2026-10-01T12:00:00.900Z', 5],
      ['2026-10-01T12:00:01.000Z', '2026-10-01T12:00:01.000Z', 1],
    ]);
    await client.close();
  });
});
