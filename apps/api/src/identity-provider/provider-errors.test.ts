import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/harness';
import { openInteraction, postForm } from '../test/provider-pages';

/** An unexpected failure behind a sign-in page: the page says what to do, never what broke. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t?.close());

describe('the sign-in pages on an unexpected error', () => {
  it('answer 500 with a plain Spanish message; the internal error stays in the log', async () => {
    const interaction = await openInteraction(t.app);
    // The accounts table is gone for a moment: the sign-in's query fails inside the database.
    await t.database.db.execute(sql`alter table accounts rename to accounts_away`);
    try {
      const page = await postForm(
        t.app,
        `${interaction.path}/login`,
        { email: 'free@tirr.demo', password: 'una-clave-cualquiera' },
        interaction.cookie,
      );
      expect(page.statusCode).toBe(500);
      expect(page.body).toContain('Algo salió mal. Volvé a intentar en unos minutos.');
      expect(page.body).not.toMatch(/accounts|relation|select|Failed query/i);
    } finally {
      await t.database.db.execute(sql`alter table accounts_away rename to accounts`);
    }
  });
});
