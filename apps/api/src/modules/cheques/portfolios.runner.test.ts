import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, argentineCalendar, issuedTaxId } from '@tirr/domain';
import { apiKeys, chequePortfolioRows, chequePortfolios, users, type PortfolioCheque } from '../../db/schema';
import { localize } from '../../lib/language';
import { createTestDatabase, type TestApp } from '../../test/harness';
import { chequesRepository } from './cheques.repository';
import { portfoliosRepository, type NewPortfolioRow } from './portfolios.repository';
import {
  PORTFOLIO_ACCESS_LOST,
  PORTFOLIO_RIGHTS_LOST,
  portfoliosService,
  type PortfoliosServiceDeps,
} from './portfolios.service';

const TODAY = '2026-11-26';
let database: TestApp['database'];
let drop: () => Promise<void>;
const userIds: Record<string, string> = {};

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  for (const role of ['free', 'premium']) {
    const [user] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, `${role}@tirr.demo`));
    userIds[role] = user!.id;
  }
}, 60_000);
afterAll(async () => drop?.());

/** A drawer's report as the analysis reads it: a clean company, band Excelente. */
const report = (taxNumber: string) =>
  ({
    identity: { name: `LIBRADOR ${taxNumber}`, personType: 'JURIDICA' },
    maxSituacion: { current: 1, last24Months: 1 },
    score: { score: 1000, band: 'EXCELENTE', reasons: [] },
    cheques: [],
    debts: [],
    period: '10/2026',
  }) as never;

/** Pending rows of `drawers` (each [tax id, cheques]), interleaved as an upload would have them. */
function rowsOf(drawers: [string, number][]): NewPortfolioRow[] {
  const order = drawers.flatMap(([taxId, count]) => Array.from({ length: count }, (_, i) => ({ taxId, i })));
  order.sort((a, b) => a.i - b.i);
  return order.map(({ taxId }, index) => {
    const cheque: PortfolioCheque = {
      entityCode: 285,
      chequeNumber: 50_000_000 + index,
      drawerTaxId: taxId,
      amount: 1000 * (index + 1),
      currency: 'ARS',
      dueDate: addDays(TODAY, 30),
      kind: 'physical',
    };
    return { row: index + 1, input: { ...cheque }, cheque, drawerTaxId: taxId, status: 'pending', errors: null };
  });
}

function service(reads: string[], more: Partial<PortfoliosServiceDeps> = {}) {
  return portfoliosService({
    portfolios: portfoliosRepository(database.db),
    repository: chequesRepository(database.db),
    sources: {
      kind: 'offline',
      bcra: {
        entidades: async () => ({ status: 200, results: [{ codigoEntidad: 285, denominacion: 'BANCO MACRO S.A.' }] }),
        denunciado: async () => {
          throw new Error('BCRA does not answer');
        },
      } as never,
    },
    calendar: argentineCalendar(),
    now: () => new Date(`${TODAY}T15:00:00Z`),
    drawerReport: async (_caller, taxNumber) => {
      reads.push(taxNumber);
      return report(taxNumber);
    },
    rightsOf: async () => ['free', 'premium'],
    concurrency: 2,
    ...more,
  });
}

describe('the portfolio runner', () => {
  it("two runners resume a portfolio and share it by drawer: each drawer's report is read once", async () => {
    const drawers: [string, number][] = [
      [issuedTaxId('30', '71000001'), 25],
      [issuedTaxId('30', '71000002'), 15],
      [issuedTaxId('30', '71000003'), 5],
      [issuedTaxId('30', '71000004'), 1],
    ];
    const repository = portfoliosRepository(database.db);
    const id = await repository.create(
      userIds.premium!,
      ['free', 'premium'],
      { referenceRate: 40, assumptions: null },
      rowsOf(drawers),
    );
    const reads: string[] = [];
    const runners = [service(reads, { instance: 'a' }), service(reads, { instance: 'b' })];
    expect(await runners[0]!.resumeUnfinished()).toBeGreaterThanOrEqual(1);
    await runners[1]!.resumeUnfinished();
    await Promise.all(runners.map((r) => r.idle()));

    expect(reads.sort()).toEqual(drawers.map(([taxId]) => taxId).sort());
    const [job] = await database.db.select().from(chequePortfolios).where(eq(chequePortfolios.id, id));
    expect(job!.status).toBe('done');
    const rows = await database.db.select().from(chequePortfolioRows).where(eq(chequePortfolioRows.portfolioId, id));
    expect(rows).toHaveLength(46);
    expect(rows.every((r) => r.status === 'done' && r.claimedBy === null)).toBe(true);
    // BCRA did not answer: 'could not be checked', Observar; priced at the portfolio's own rate.
    expect(rows[0]!.result).toMatchObject({ reported: null, verdict: 'OBSERVAR', suggestedRate: 43 });
  });

  it('a portfolio whose owner lost premium stops: no drawer is read, every row says why', async () => {
    const repository = portfoliosRepository(database.db);
    const id = await repository.create(
      userIds.free!,
      ['free', 'premium'],
      { referenceRate: null, assumptions: null },
      rowsOf([[issuedTaxId('30', '71000005'), 3]]),
    );
    const reads: string[] = [];
    // The rights of now, from the users table: the demo's free user.
    const runner = service(reads, { rightsOf: undefined });
    await runner.resumeUnfinished();
    await runner.idle();
    expect(reads).toEqual([]);
    const rows = await database.db.select().from(chequePortfolioRows).where(eq(chequePortfolioRows.portfolioId, id));
    expect(rows.map((r) => [r.status, r.errors])).toEqual(
      rows.map(() => ['error', [{ field: 'row', message: PORTFOLIO_RIGHTS_LOST }]]),
    );
    const [job] = await database.db.select().from(chequePortfolios).where(eq(chequePortfolios.id, id));
    expect(job!.status).toBe('done');
  });

  it('a portfolio created with a revoked API key stops: no drawer is read, every row says why', async () => {
    const [key] = await database.db
      .insert(apiKeys)
      .values({
        userId: userIds.premium!,
        name: 'ERP',
        prefix: 'tirr_test',
        secretHash: 'portfolio-revoked',
        scopes: ['cheques'],
        revokedAt: new Date(),
      })
      .returning({ id: apiKeys.id });
    const id = await portfoliosRepository(database.db).create(
      userIds.premium!,
      ['free', 'premium'],
      { referenceRate: null, assumptions: null },
      rowsOf([[issuedTaxId('30', '71000006'), 2]]),
      { apiKeyId: key!.id },
    );
    const reads: string[] = [];
    const runner = service(reads);
    await runner.resumeUnfinished();
    await runner.idle();
    expect(reads).toEqual([]);
    const rows = await database.db.select().from(chequePortfolioRows).where(eq(chequePortfolioRows.portfolioId, id));
    expect(rows.map((r) => [r.status, r.errors])).toEqual(
      rows.map(() => ['error', [{ field: 'row', message: PORTFOLIO_ACCESS_LOST }]]),
    );
    expect(localize(PORTFOLIO_ACCESS_LOST, 'en')).toMatch(/^The portfolio analysis stopped: whoever started it/);
  });
});
