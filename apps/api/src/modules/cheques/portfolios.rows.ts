/**
 * The rows of a cheque portfolio: each checked on its own with the single analysis' rules and messages (plus an
 * entity BCRA lists, no cheque twice, one currency per portfolio), what an analysed row shows, and the totals.
 */
import {
  CHEQUE_PORTFOLIO_ROW_FIELDS,
  type ChequeAnalysis,
  type ChequeAnalysisBody,
  type ChequeEntity,
  type ChequePortfolioResult,
  type ChequePortfolioRowError,
  type ChequePortfolioTotals,
} from '@tirr/contracts';
import { CHEQUE_VERDICTS, normalizeTaxInput } from '@tirr/domain';
import type { PortfolioCheque } from '../../db/schema';
import { rowDecision } from '../../lib/row-decisions';
import type { FieldProblem } from './cheques.analysis';
import { inFieldOrder, readAnalysisBody, unknownEntityMessage } from './cheques.validation';
import type { NewPortfolioRow } from './portfolios.repository';

const NOT_OBJECT = { field: 'row', message: 'La fila debe ser un objeto con los datos del cheque.' };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks every row: its fields (`problems`: the single analysis' checks of a cheque, the pricing's included), its
 * entity among BCRA's (`entities`; not checked when the list is empty: the service did not answer), a cheque already
 * in an earlier row, and a currency other than the portfolio's (the one most valid rows are in, ARS on a tie).
 */
export function validateRows(
  inputs: readonly unknown[],
  problems: (body: Partial<ChequeAnalysisBody>, errors: ReadonlyMap<string, string>) => FieldProblem[],
  entities: readonly ChequeEntity[],
): NewPortfolioRow[] {
  const codes = new Set(entities.map((e) => e.code));
  const checked = inputs.map((raw, index) => {
    const { body, errors } = readAnalysisBody(raw, CHEQUE_PORTFOLIO_ROW_FIELDS, NOT_OBJECT);
    const details = problems(body, errors);
    if (body.entityCode !== undefined && !errors.has('entityCode') && codes.size > 0 && !codes.has(body.entityCode))
      details.push({ field: 'entityCode', message: unknownEntityMessage(body.entityCode) });
    return { row: index + 1, input: isObject(raw) ? raw : {}, body, details };
  });
  const currencies = { ARS: 0, USD: 0 };
  for (const { body, details } of checked) if (details.length === 0) currencies[body.currency ?? 'ARS'] += 1;
  const currency = currencies.USD > currencies.ARS ? 'USD' : 'ARS';
  const firstRow = new Map<string, number>();
  return checked.map(({ row, input, body, details }): NewPortfolioRow => {
    if (details.length === 0) {
      const key = `${body.entityCode}:${body.chequeNumber}`;
      const first = firstRow.get(key);
      if (first !== undefined) details.push({ field: 'chequeNumber', message: `Cheque repetido (fila ${first}).` });
      else firstRow.set(key, row);
      if ((body.currency ?? 'ARS') !== currency)
        details.push({
          field: 'currency',
          message: `Una cartera lleva cheques de una sola moneda (${currency}).`,
        });
    }
    if (details.length > 0) {
      const errors = inFieldOrder(details, CHEQUE_PORTFOLIO_ROW_FIELDS);
      return { row, input, cheque: null, drawerTaxId: null, status: 'invalid', errors };
    }
    const cheque: PortfolioCheque = {
      entityCode: body.entityCode!,
      chequeNumber: body.chequeNumber!,
      drawerTaxId: normalizeTaxInput(body.drawerTaxId!),
      amount: body.amount!,
      currency,
      dueDate: body.dueDate!,
      kind: body.kind ?? 'physical',
    };
    return { row, input, cheque, drawerTaxId: cheque.drawerTaxId, status: 'pending', errors: null };
  });
}

/** What a portfolio's row shows of its analysis. */
export function compactResult(analysis: ChequeAnalysis): ChequePortfolioResult {
  const { drawer, pricing } = analysis;
  return {
    drawer: {
      taxId: drawer.taxId,
      name: drawer.name,
      band: drawer.band,
      score: drawer.score,
      situacion: drawer.situacion,
    },
    reported: analysis.reported.denunciado,
    verdict: analysis.verdict,
    verdictReasons: analysis.verdictReasons,
    suggestedRate: pricing?.suggestedRate ?? null,
    neto: pricing?.simulation.neto ?? null,
    expectedLoss: pricing?.expectedLoss.amount ?? null,
    entityName: analysis.cheque.entityName,
    ...rowDecision(analysis.policyDecision),
  };
}

/** A row as the totals read it: the cheque as understood, and its result once analysed. */
export interface TotalledRow {
  status: string;
  cheque: PortfolioCheque | null;
  result?: ChequePortfolioResult | null | undefined;
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The totals over the analysed rows: count and amount by verdict, concentration by drawer (largest amount first,
 * each one's share of the analysed amount), and the amount, neto and expected loss of the whole.
 */
export function portfolioTotals(rows: readonly TotalledRow[]): ChequePortfolioTotals {
  const analysed = rows.flatMap((r) =>
    r.status === 'done' && r.cheque && r.result ? [{ cheque: r.cheque, result: r.result }] : [],
  );
  const amount = sum(analysed.map((r) => r.cheque.amount));
  const byVerdict = Object.fromEntries(
    CHEQUE_VERDICTS.map((verdict) => {
      const of = analysed.filter((r) => r.result.verdict === verdict);
      return [verdict, { count: of.length, amount: sum(of.map((r) => r.cheque.amount)) }];
    }),
  ) as ChequePortfolioTotals['byVerdict'];
  const drawers = new Map<string, { taxId: string; name: string; count: number; amount: number }>();
  for (const { cheque, result } of analysed) {
    const drawer = drawers.get(cheque.drawerTaxId) ?? {
      taxId: cheque.drawerTaxId,
      name: result.drawer.name,
      count: 0,
      amount: 0,
    };
    drawer.count += 1;
    drawer.amount += cheque.amount;
    drawers.set(cheque.drawerTaxId, drawer);
  }
  const byDrawer = [...drawers.values()]
    .sort((a, b) => b.amount - a.amount || a.taxId.localeCompare(b.taxId))
    .map((d) => ({ ...d, share: amount > 0 ? d.amount / amount : 0 }));
  const priced = analysed.filter((r) => r.result.neto !== null);
  const lossKnown = analysed.filter((r) => r.result.expectedLoss !== null);
  return {
    currency: rows.find((r) => r.cheque)?.cheque?.currency ?? null,
    count: analysed.length,
    amount,
    neto: priced.length > 0 ? sum(priced.map((r) => r.result.neto!)) : null,
    expectedLoss: lossKnown.length > 0 ? sum(lossKnown.map((r) => r.result.expectedLoss!)) : null,
    byVerdict,
    byDrawer,
  };
}

/** A row's errors as stored (one message for the row's drawer). */
export const drawerErrors = (message: string): ChequePortfolioRowError[] => [{ field: 'drawerTaxId', message }];
