import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchJob, type BatchJob } from '@tirr/contracts';
import { DEMO_CASES } from '../../integrations/offline/dataset';
import { untilBatchDone } from '../../test/batch';
import { bearer, createTestApp, signIn, type TestApp } from '../../test/harness';
import { saveTemplatePolicy } from '../../test/saved-policy';

// A Thursday in Buenos Aires; the offline dataset is relative to it.
const clock = new Date('2026-11-26T15:00:00Z');
// Under Conservadora: a clean person is Aprobar, unpaid rejected cheques Rechazar, no BCRA history Observar.
const { clean: CLEAN, cheques: CHEQUES, noRecords: THIN } = DEMO_CASES;

let t: TestApp;
const tokens: Record<string, string> = {};
beforeAll(async () => {
  t = await createTestApp({}, { clock: () => clock });
  for (const role of ['premium', 'admin']) tokens[role] = (await signIn(t.app, `${role}@tirr.demo`)).accessToken;
}, 180_000);
afterAll(async () => t?.close());

const read = async (id: string, role: string, language = 'es') =>
  batchJob.parse(
    (
      await t.app.inject({
        url: `/api/v1/batch/${id}`,
        headers: { ...bearer(tokens[role]!), 'accept-language': language },
      })
    ).json(),
  );
/** Starts a batch of these tax ids as `role` and reads it once every row ran. */
async function batchOf(taxNumbers: string[], role = 'premium'): Promise<BatchJob> {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/batch',
    headers: bearer(tokens[role]!),
    payload: { taxNumbers },
  });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json() as BatchJob;
  return untilBatchDone(t.app.events, id, () => read(id, role));
}
const decisions = (job: BatchJob) => job.items.map((i) => [i.result?.decision, i.result?.policyVersion]);
const stored = async () =>
  (
    (await t.database.db.execute(
      sql`select d.tax_number as "taxNumber", d.decision, v.version from policy_decisions d
          join credit_policy_versions v on v.id = d.policy_version_id order by d.decided_at, d.tax_number`,
    )) as unknown as { rows: { taxNumber: string; decision: string; version: number }[] }
  ).rows;

describe("batch lookups: each row's 'Decisión' under the user's saved credit policy", () => {
  it('without a saved policy a found row has no decision, and none is stored', async () => {
    const job = await batchOf([CLEAN, '123']);
    expect(decisions(job)).toEqual([
      [null, null],
      [undefined, undefined],
    ]);
    expect(await stored()).toEqual([]);
  });

  it('with Conservadora saved, each found row is decided under it and the decision stored with its version', async () => {
    const saved = await saveTemplatePolicy(t.app, tokens.premium!, 'CONSERVADORA');
    expect(saved.version).toBe(1);
    const job = await batchOf([CLEAN, CHEQUES, THIN, '30-71589634-1']);
    expect(job.items.map((i) => i.status)).toEqual(['done', 'done', 'done', 'invalid']);
    expect(decisions(job)).toEqual([
      ['APROBAR', 1],
      ['RECHAZAR', 1],
      ['OBSERVAR', 1],
      [undefined, undefined],
    ]);
    expect((await stored()).map((d) => [d.taxNumber, d.decision, d.version]).sort()).toEqual(
      [
        [CLEAN, 'APROBAR', 1],
        [CHEQUES, 'RECHAZAR', 1],
        [THIN, 'OBSERVAR', 1],
      ].sort(),
    );
    // The English answer words the rest; the decision is a code.
    expect(decisions(await read(job.id, 'premium', 'en'))).toEqual(decisions(job));
  });

  it('a row keeps the version it ran under; a later version decides the later rows', async () => {
    const before = await batchOf([CHEQUES]);
    const saved = await saveTemplatePolicy(t.app, tokens.premium!, 'MODERADA');
    expect(saved.version).toBe(2);
    const after = await batchOf([CHEQUES, THIN]);
    // Moderada: two unpaid rejected cheques in 12 months reject; no history at all observes (credit-policy.md §7).
    expect(decisions(after)).toEqual([
      ['RECHAZAR', 2],
      ['OBSERVAR', 2],
    ]);
    expect(decisions(await read(before.id, 'premium'))).toEqual([['RECHAZAR', 1]]);
  });

  it("another user's policy is not theirs: an admin without one gets no decisions", async () => {
    const job = await batchOf([CLEAN], 'admin');
    expect(decisions(job)).toEqual([[null, null]]);
  });
});
