/**
 * A cheque portfolio as a PDF (GET /cheques/portfolios/{id}/export?format=pdf, docs/domain/cheque-analysis.md §6–§7):
 * landscape A4 on the page frame of every Tirr PDF (ADR 0140) — the totals by verdict, the concentration by drawer
 * (each one's share of the analysed amount), then every row with its verdict and price, or what was wrong with it,
 * under a header row that starts every page. In the reader's language, worded as the screen and the CSV word it.
 */
import type { ChequePortfolio, ChequePortfolioRow, ChequePortfolioRowError } from '@tirr/contracts';
import {
  buenosAiresTime,
  CHEQUE_VERDICTS,
  formatCuit,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
} from '@tirr/domain';
import type { PortfolioCheque } from '../../db/schema';
import { localize, type Language } from '../../lib/language';
import { drawField, drawHeading, drawTable, frameEveryPage, openPdf } from '../../lib/pdf-page';
import { CHEQUE_PDF_TEXTS, fill, plural, type ChequePdfTexts } from './cheques.pdf-texts';
import { PORTFOLIO_EXPORT_TEXTS } from './portfolios.export';

/** A drawer holding more than this share of the analysed amount is marked, as on screen (§6). */
const CONCENTRATION_LIMIT = 0.2;

type FormLabel = Exclude<keyof ChequePdfTexts['screen']['form'], 'title' | 'kinds'>;

/** The form's label (the screen's) of each field a row's error may name. */
const FORM_LABELS: Readonly<Record<string, FormLabel>> = {
  entityCode: 'entity',
  chequeNumber: 'chequeNumber',
  drawerTaxId: 'drawerTaxId',
  amount: 'amount',
  currency: 'currency',
  dueDate: 'dueDate',
  kind: 'kind',
};

type Portfolio = ChequePortfolio & { cheques: readonly (PortfolioCheque | null)[] };

/** What every section draws with. */
interface Context {
  doc: PDFKit.PDFDocument;
  language: Language;
  texts: ChequePdfTexts;
  file: (typeof PORTFOLIO_EXPORT_TEXTS)[Language];
  /** In the portfolio's currency; '—' when not known. */
  money: (value: number | null | undefined) => string;
  /** Whether some row has a 'Decisión' under the owner's credit policy: the rows then show the column. */
  decided: boolean;
}

/** The share of the rows' width the 'Decisión' column takes, when shown (docs/domain/credit-policy.md §11). */
const DECISION_SHARE = 0.07;

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/** The whole in figures, then count, amount, neto and expected loss by verdict and in all. */
function drawTotals({ doc, language, texts, file, money }: Context, portfolio: Portfolio) {
  const { totals: labels, rows: headers, concentration } = texts.screen.portfolio;
  const { totals } = portfolio;
  drawHeading(doc, labels.title);
  drawField(doc, labels.count, formatNumber(totals.count, 0, language));
  drawField(doc, labels.amount, money(totals.amount));
  drawField(doc, labels.neto, money(totals.neto));
  drawField(doc, labels.expectedLoss, money(totals.expectedLoss));
  doc.moveDown(0.5);
  const analysed = portfolio.rows.flatMap((row) => (row.status === 'done' && row.result ? [row.result] : []));
  /** Neto or expected loss summed over a verdict's priced rows ('—' when none is priced). */
  const sumOf = (values: readonly (number | null)[]) => {
    const known = values.filter((v): v is number => v !== null);
    return known.length > 0 ? money(sum(known)) : '—';
  };
  drawTable(
    doc,
    [
      { header: headers.verdict, share: 0.2 },
      { header: concentration.count, share: 0.12, align: 'right' },
      { header: headers.amount, share: 0.24, align: 'right' },
      { header: headers.neto, share: 0.24, align: 'right' },
      { header: headers.expectedLoss, share: 0.2, align: 'right' },
    ],
    [
      ...CHEQUE_VERDICTS.map((verdict) => {
        const of = analysed.filter((r) => r.verdict === verdict);
        const { count, amount } = totals.byVerdict[verdict];
        const neto = sumOf(of.map((r) => r.neto));
        return [file.verdict[verdict], String(count), money(amount), neto, sumOf(of.map((r) => r.expectedLoss))];
      }),
      [texts.total, String(totals.count), money(totals.amount), money(totals.neto), money(totals.expectedLoss)],
    ],
  );
}

/** Each drawer's count, amount and share of the analysed amount, largest first; above the limit, marked. */
function drawConcentration({ doc, language, texts, money }: Context, { totals }: Portfolio) {
  const { concentration } = texts.screen.portfolio;
  drawHeading(doc, concentration.title);
  const limit = formatPercent(CONCENTRATION_LIMIT * 100, 0, language);
  doc.fontSize(8.5).fillColor('#555555').text(fill(concentration.note, { limit })).moveDown(0.3);
  doc.fontSize(9.5).fillColor('#000000');
  if (totals.byDrawer.length === 0) {
    doc.text(concentration.empty);
    return;
  }
  const share = (value: number) =>
    `${formatPercent(value * 100, 1, language)}${value > CONCENTRATION_LIMIT ? ` · ${concentration.high}` : ''}`;
  drawTable(
    doc,
    [
      { header: concentration.drawer, share: 0.46 },
      { header: concentration.count, share: 0.12, align: 'right' },
      { header: concentration.amount, share: 0.2, align: 'right' },
      { header: concentration.share, share: 0.22, align: 'right' },
    ],
    totals.byDrawer.map((d) => [
      `${d.name} · ${formatCuit(d.taxId)}`,
      String(d.count),
      money(d.amount),
      share(d.share),
    ]),
  );
}

/** One row: the cheque as understood (as sent when refused), then its result, or what was wrong, across the rest. */
function rowCells(
  { language, texts, file, money, decided }: Context,
  row: ChequePortfolioRow,
  cheque: PortfolioCheque | null,
): string[] {
  const headers = texts.screen.portfolio.rows;
  const sent = (field: string) => {
    const value = row.input[field];
    return value === undefined || value === null || value === '' ? '—' : String(value as string | number);
  };
  const { result } = row;
  const drawer = result ? `${result.drawer.name}\n${formatCuit(result.drawer.taxId)}` : null;
  const cells = [
    String(row.row),
    result?.entityName ?? (cheque ? String(cheque.entityCode) : sent('entityCode')),
    cheque ? String(cheque.chequeNumber) : sent('chequeNumber'),
    drawer ?? (cheque ? formatCuit(cheque.drawerTaxId) : sent('drawerTaxId')),
    cheque ? money(cheque.amount) : sent('amount'),
    cheque ? formatDate(cheque.dueDate, language) : sent('dueDate'),
  ];
  if (result)
    return [
      ...cells,
      file.verdict[result.verdict],
      ...(decided ? [result.decision ? file.decision[result.decision] : '—'] : []),
      result.suggestedRate === null ? '—' : formatPercent(result.suggestedRate, 2, language),
      money(result.neto),
      money(result.expectedLoss),
    ];
  if (row.status === 'pending') return [...cells, headers.pending];
  const error = ({ field, message }: ChequePortfolioRowError) => {
    const label = FORM_LABELS[field];
    const values = { row: row.row, message: localize(message, language) };
    return label ? fill(headers.error, { ...values, field: texts.screen.form[label] }) : fill(headers.rowError, values);
  };
  return [...cells, [file.status[row.status], ...(row.errors ?? []).map(error)].join('\n')];
}

/** Every row in the order sent, under a header row that starts every page. */
function drawRows(context: Context, portfolio: Portfolio) {
  const { doc, texts, decided } = context;
  const { rows: headers, columns } = texts.screen.portfolio;
  drawHeading(doc, headers.caption);
  const scale = decided ? 1 - DECISION_SHARE : 1;
  const decision = decided ? [{ header: headers.decision, share: DECISION_SHARE }] : [];
  const table = (
    [
      { header: headers.row, share: 0.04 },
      { header: headers.entity, share: 0.125 },
      { header: headers.number, share: 0.065 },
      { header: headers.drawer, share: 0.18 },
      { header: headers.amount, share: 0.115, align: 'right' },
      { header: columns.dueDate, share: 0.09 },
      { header: headers.verdict, share: 0.065 },
      { header: headers.suggestedRate, share: 0.095, align: 'right' },
      { header: headers.neto, share: 0.115, align: 'right' },
      { header: headers.expectedLoss, share: 0.11, align: 'right' },
    ] as const
  ).map((column) => ({ ...column, share: column.share * scale }));
  drawTable(
    doc,
    [...table.slice(0, 7), ...decision, ...table.slice(7)],
    portfolio.rows.map((row, i) => rowCells(context, row, portfolio.cheques[i] ?? null)),
  );
}

export async function renderPortfolioPdf(portfolio: Portfolio, language: Language): Promise<Buffer> {
  const texts = CHEQUE_PDF_TEXTS[language];
  const file = PORTFOLIO_EXPORT_TEXTS[language];
  const currency = portfolio.totals.currency ?? 'ARS';
  const date = (value: string | Date) => formatDate(value, language);
  const created = new Date(portfolio.createdAt);
  const { doc, done } = await openPdf({ Title: file.sheet, Subject: file.sheet }, 'landscape');
  const context: Context = {
    doc,
    language,
    texts,
    file,
    money: (value) => (value === null || value === undefined ? '—' : formatMoney(value, currency, language)),
    decided: portfolio.rows.some((row) => row.result?.decision),
  };
  const screen = texts.screen.portfolio;

  doc.font('Helvetica-Bold').fontSize(18).fillColor('#000000').text(file.sheet);
  doc.font('Helvetica').fontSize(10).fillColor('#555555');
  doc.text(fill(screen.progress.label, { done: portfolio.done, total: portfolio.total })).fillColor('#000000');
  drawTotals(context, portfolio);
  drawConcentration(context, portfolio);
  drawRows(context, portfolio);

  frameEveryPage(doc, {
    subject: `${file.sheet} · ${plural(screen.totals, 'cheques', language, { count: portfolio.total })}`,
    date: `${file.sheet} · ${date(created)}`,
    footer: [
      texts.footer.sources(null),
      texts.footer.createdAt(date(created), buenosAiresTime(created)),
      texts.footer.law,
    ],
    pageOf: texts.pageOf,
  });
  doc.end();
  return done;
}
