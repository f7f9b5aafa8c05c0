/**
 * Cheque portfolios: many cheques analysed as 'Analizar cheque' analyses one, in the background, on the batch
 * lookups' job machinery (lib/row-jobs.ts, ADR 0133). Every row is checked when the portfolio is created (a bad
 * one is stored as 'invalid' with its errors by field); the valid ones are claimed a drawer at a time, so each
 * drawer's report is read once per portfolio — through the report's gate, audited as 'cheque' — and every cheque
 * of it is asked about at BCRA, priced and given its verdict.
 */
import type { ChequePortfolio, CreateChequePortfolioBody } from '@tirr/contracts';
import { addDays, can, type ChequeAssumptionsOverride, type Permission } from '@tirr/domain';
import type { PortfolioCheque } from '../../db/schema';
import type { AppEvents } from '../../lib/app-events';
import { TAX_ID_BLOCKED_MESSAGE } from '../../lib/blocked-tax-ids';
import { AppError, notFound } from '../../lib/errors';
import { withDecision } from '../../lib/row-decisions';
import { rowJobRunner } from '../../lib/row-jobs';
import { limiter } from '../../lib/waiting';
import { chequeAnalyst, type ChequeAnalystDeps, type Pricing, type ValidCheque } from './cheques.analysis';
import type { ChequeCaller, ChequesServiceDeps } from './cheques.service';
import { problemsError } from './cheques.validation';
import type { ClaimedRow, PortfoliosRepository, RowOutcome } from './portfolios.repository';
import { compactResult, drawerErrors, portfolioTotals, validateRows } from './portfolios.rows';

export interface PortfoliosServiceDeps extends ChequeAnalystDeps {
  portfolios: PortfoliosRepository;
  drawerReport: ChequesServiceDeps['drawerReport'];
  /** Each drawer under the owner's saved credit policy when its rows run: the rows' 'Decisión'. */
  decisions?: ChequesServiceDeps['decisions'];
  /** The owner's permissions now, checked before every drawer (ADR 0104); by default from the users table. */
  rightsOf?: (userId: string) => Promise<readonly Permission[]>;
  /** Waits for a unit of the owner's per-minute credit budget (one per drawer), shared with the credit routes. */
  budget?: (userId: string, signal: AbortSignal, onWait: () => unknown) => Promise<void>;
  /** Drawers read at once, across every portfolio of the process. */
  concurrency?: number;
  instance?: string;
  leaseMs?: number;
  /** Queues a portfolio for any instance (the job queue); without it, this process runs them itself. */
  enqueue?: (id: string) => Promise<void>;
  /** The app's events: 'batch-progress' after rows are stored, 'batch-done' when a portfolio ends. */
  events?: Pick<AppEvents, 'emit'> | undefined;
  onError?: (error: unknown) => void;
}

/** The rows left when the owner lost the premium plan: the portfolio stops (ADR 0104). */
export const PORTFOLIO_RIGHTS_LOST =
  'El análisis de la cartera se detuvo: tu cuenta ya no tiene el plan premium, que incluye las carteras de cheques.';

/**
 * The rows left when whoever started the portfolio lost their access: its API key was revoked or expired, or its
 * member left the organisation (docs/domain/organisations.md §5).
 */
export const PORTFOLIO_ACCESS_LOST =
  'El análisis de la cartera se detuvo: quien lo inició ya no tiene acceso (dejó la organización o se revocó su clave de API).';

/** Rows claimed at once (whole drawers: a drawer's rows are never split). */
const CHUNK = 20;
/** BCRA questions about one drawer's cheques at once. */
const CHEQUES_AT_ONCE = 6;

/** A drawer's claimed rows, analysed with one read of its report. */
interface DrawerUnit {
  taxNumber: string;
  rows: readonly ClaimedRow[];
  pricing: Pricing;
  entities: ReadonlyMap<number, string>;
  at: Date;
}

export function portfoliosService(deps: PortfoliosServiceDeps) {
  const { portfolios } = deps;
  const analyst = chequeAnalyst(deps);
  const cheques = limiter(CHEQUES_AT_ONCE);

  /** The pricing of a portfolio's rows now: its own reference rate and assumptions over the ones in force. */
  async function pricingOf(own: { referenceRate: number | null; assumptions: ChequeAssumptionsOverride | null }) {
    const at = deps.now();
    const pricing = await analyst.pricing(
      { referenceRate: own.referenceRate ?? undefined, assumptions: own.assumptions ?? undefined },
      at,
    );
    return { at, pricing };
  }

  const runner = rowJobRunner<ClaimedRow, DrawerUnit, RowOutcome>({
    name: 'cheques',
    store: {
      job: (id) => portfolios.job(id),
      claim: (id, claimant, leaseMs) => portfolios.claim(id, claimant, CHUNK, leaseMs),
      renewClaims: portfolios.renewClaims,
      releaseClaims: portfolios.releaseClaims,
      pendingCount: portfolios.pendingCount,
      endPending: (id, why) =>
        portfolios.endPending(id, [
          { field: 'row', message: why === 'access-lost' ? PORTFOLIO_ACCESS_LOST : PORTFOLIO_RIGHTS_LOST },
        ]),
      finishJob: portfolios.finishJob,
      unfinished: portfolios.unfinished,
      owner: portfolios.owner,
      originActive: portfolios.originActive,
    },
    work: {
      async units(job, claimed) {
        const portfolio = (await portfolios.job(job.id))!;
        const { at, pricing } = await pricingOf(portfolio);
        const entities = new Map((await analyst.entities().catch(() => [])).map((e) => [e.code, e.name]));
        const byDrawer = new Map<string, ClaimedRow[]>();
        for (const row of claimed) byDrawer.set(row.drawerTaxId, [...(byDrawer.get(row.drawerTaxId) ?? []), row]);
        return [...byDrawer].map(([taxNumber, rows]) => ({ taxNumber, rows, pricing, entities, at }));
      },
      async step(unit, caller) {
        // One read of the drawer's report for all its cheques: refused (blocked, a minor) for all of them.
        const report = await deps.drawerReport(caller, unit.taxNumber);
        const decision = (await deps.decisions?.underSaved(caller.userId, report, unit.at)) ?? null;
        return Promise.all(
          unit.rows.map((row) =>
            cheques(async (): Promise<RowOutcome> => {
              const cheque: ValidCheque = row.cheque;
              const reported = await analyst.reportedStatus(cheque);
              const name = unit.entities.get(cheque.entityCode) ?? String(cheque.entityCode);
              const analysis = analyst.analysis(cheque, name, report, reported, unit.pricing, unit.at, decision);
              return { row: row.row, status: 'done', result: compactResult(analysis) };
            }),
          ),
        );
      },
      failed: (unit, error) => {
        const message = error instanceof AppError ? error.message : 'No se pudo consultar este CUIT.';
        return unit.rows.map((row) => ({ row: row.row, status: 'error', errors: drawerErrors(message) }));
      },
      write: (id, outcomes, claimant) => portfolios.finishRows(id, outcomes, claimant),
    },
    chunk: CHUNK,
    rightsOf: deps.rightsOf,
    now: deps.now,
    budget: deps.budget,
    concurrency: deps.concurrency,
    instance: deps.instance,
    leaseMs: deps.leaseMs,
    enqueue: deps.enqueue,
    events: deps.events,
    onError: deps.onError,
  });

  /**
   * A portfolio as its owner sees it now (exports are built from it): to non-admins, a row whose drawer is
   * blocked is 'no disponible', without its result (ADR 0104); the stored row stays for admins.
   */
  async function view(id: string, admin: boolean): Promise<ChequePortfolio & { cheques: ViewCheques }> {
    const job = (await portfolios.job(id))!;
    const stored = await portfolios.rows(id);
    const rows = stored.map((r) =>
      r.blocked && !admin && r.status !== 'invalid'
        ? { row: r.row, input: r.input, status: 'error' as const, errors: drawerErrors(TAX_ID_BLOCKED_MESSAGE) }
        : {
            row: r.row,
            input: r.input,
            status: r.status,
            ...(r.errors ? { errors: r.errors } : {}),
            ...(r.result ? { result: withDecision(r.result) } : {}),
          },
    );
    const cheques = stored.map((r) => r.cheque);
    return {
      id: job.id,
      status: job.status,
      total: job.total,
      done: rows.filter((r) => r.status !== 'pending').length,
      invalid: rows.filter((r) => r.status === 'invalid').length,
      createdAt: job.createdAt.toISOString(),
      finishedAt: job.finishedAt?.toISOString() ?? null,
      rows,
      totals: portfolioTotals(rows.map((r, i) => ({ ...r, cheque: cheques[i] ?? null }))),
      cheques,
    };
  }

  async function own(userId: string, id: string) {
    const job = await portfolios.job(id);
    if (!job || job.userId !== userId) throw notFound('No se encontró la cartera de cheques.');
    return job;
  }

  const isAdmin = (caller: ChequeCaller) => can(caller.permissions, 'admin');
  const withoutCheques = ({ cheques: _cheques, ...portfolio }: Awaited<ReturnType<typeof view>>) => portfolio;

  return {
    /**
     * Checks the portfolio's own pricing (a bad reference rate or assumption refuses it all: 400 naming the field)
     * and every row, stores them and hands the valid rows to the runner.
     */
    async create(caller: ChequeCaller, body: CreateChequePortfolioBody): Promise<ChequePortfolio> {
      const at = deps.now();
      const pricing = await analyst.pricing(body, at);
      // The reference rate is the portfolio's: checked once, on a cheque any band could price.
      const probe = { amount: 1000, dueDate: addDays(pricing.today, 30) };
      const rate =
        body.referenceRate === undefined
          ? []
          : analyst.chequeProblems(probe, new Map(), pricing).filter((d) => d.field === 'referenceRate');
      if (pricing.problems.length > 0 || rate.length > 0) {
        throw problemsError([...rate, ...pricing.problems], ['referenceRate', 'assumptions']);
      }
      const entities = await analyst.entities().catch(() => []);
      const rows = validateRows(
        body.rows,
        (cheque, errors) => analyst.chequeProblems(cheque, errors, pricing).filter((d) => d.field !== 'referenceRate'),
        entities,
      );
      const ownPricing = {
        referenceRate: body.referenceRate ?? null,
        assumptions: (body.assumptions as ChequeAssumptionsOverride | undefined) ?? null,
      };
      const id = await portfolios.create(caller.userId, caller.permissions, ownPricing, rows, {
        apiKeyId: caller.apiKeyId,
        actorId: caller.actorId,
      });
      await runner.schedule(id);
      return withoutCheques(await view(id, isAdmin(caller)));
    },

    async get(caller: ChequeCaller, id: string): Promise<ChequePortfolio> {
      const job = await own(caller.userId, id);
      if (job.status === 'running') runner.resumeHere(id);
      return withoutCheques(await view(id, isAdmin(caller)));
    },

    /** The portfolio with each row's cheque as understood (null when invalid), for its file. */
    async exportView(caller: ChequeCaller, id: string) {
      await own(caller.userId, id);
      return view(id, isAdmin(caller));
    },

    /** Hands every unfinished portfolio to the runner (at start-up): the queue, or the in-process runner. */
    resumeUnfinished: runner.resumeUnfinished,
    /** The queue's handler: runs a portfolio here until no row is pending. */
    run: runner.run,
    /** Settles when no portfolio is running (tests and shutdown). */
    idle: runner.idle,
    /** Stops taking new drawers; rows held are given back for another runner. */
    stop: runner.stop,
  };
}
export type PortfoliosService = ReturnType<typeof portfoliosService>;
type ViewCheques = (PortfolioCheque | null)[];
