/**
 * Test data written straight into a database the built server has migrated and seeded: distinct CUITs the
 * offline data knows, and portfolio profiles whose snapshot is of an old BCRA period (monitoring re-checks
 * them). Works through `pg` and through `@electric-sql/pglite` alike (both answer `query(text, values)`).
 */
import { issuedTaxId, SCORECARD_VERSION } from '@tirr/domain';

export type Query = (text: string, values?: unknown[]) => Promise<{ rows: unknown[] }>;

/** The snapshot period of the seeded profiles: older than any period the offline data publishes. */
export const OLD_PERIOD = '202001';

/** The n-th of a run of distinct CUITs the tax agency would issue (people; the demo registry knows them all). */
export const cuitAt = (n: number): string => issuedTaxId('20', String(10_000_000 + n));

/** Inserts `count` profiles of `email` (CUITs `cuitAt(first)`…) with a snapshot of OLD_PERIOD. */
export async function insertStaleProfiles(query: Query, email: string, count: number, first = 0): Promise<void> {
  const { rows } = await query('select id from users where email = $1', [email]);
  const user = (rows[0] as { id: string } | undefined)?.id;
  if (!user) throw new Error(`${email} is not in the database: did the demo seed run?`);
  const ids = Array.from({ length: count }, (_, i) => cuitAt(first + i));
  await query(
    `insert into profiles (user_id, tax_number, name, person_type, period, score_version)
       select $1, t.cuit, 'Perfil ' || t.n, 'FISICA', $2, $3 from unnest($4::text[]) with ordinality as t(cuit, n)`,
    [user, OLD_PERIOD, SCORECARD_VERSION, ids],
  );
}

/** Profiles still on OLD_PERIOD, and the monitoring jobs by state (pg-boss's table). */
export async function monitoringProgress(query: Query): Promise<{ stale: number; jobs: Record<string, number> }> {
  const stale = await query('select count(*)::int as n from profiles where period = $1', [OLD_PERIOD]);
  const jobs = await query(
    `select name || ':' || state::text as key, count(*)::int as n from pgboss.job
      where name in ('monitoring-cycle', 'monitoring-check') group by 1`,
  );
  return {
    stale: (stale.rows[0] as { n: number }).n,
    jobs: Object.fromEntries((jobs.rows as { key: string; n: number }[]).map((r) => [r.key, r.n])),
  };
}
