/**
 * The rows of a cheque portfolio as the screen reads them (docs/domain/cheque-analysis.md §6): pasted text or an uploaded CSV/XLSX, columns
 * in a fixed order — Banco (código), Número, CUIT librador, Monto, Fecha de pago, Moneda (optional), Tipo (optional)
 * — with an optional header row. Each row becomes the object `POST /cheques/portfolios` expects; what cannot be
 * read is sent as it was read, so the API names the row and the field.
 */
import { formatNumberInput, parseNumberInput, type SheetCell } from '@tirr/domain';

/** The columns in the order they are read. */
export const PORTFOLIO_COLUMNS = [
  'entityCode',
  'chequeNumber',
  'drawerTaxId',
  'amount',
  'dueDate',
  'currency',
  'kind',
] as const;
export type PortfolioColumn = (typeof PORTFOLIO_COLUMNS)[number];

/** A row as sent: the cheque's fields, each a value the API accepts or the text as it was read. */
export type PortfolioRowInput = Partial<Record<PortfolioColumn, string | number>>;

const AMOUNT = PORTFOLIO_COLUMNS.indexOf('amount');

/**
 * Pasted text as cells: one cheque per line, cells separated by tabs (what a spreadsheet copies) or, in a line
 * without tabs, by ';'. Never by ',': it is the decimal mark of an Argentine amount ('1.500.000,50').
 */
export function pastedCells(text: string): string[][] {
  return text
    .split(/\r\n|\r|\n/)
    .filter((line) => line.trim() !== '')
    .map((line) => line.split(line.includes('\t') ? '\t' : ';').map(unquote));
}

/** A cell without its spaces and the quotes a spreadsheet puts around a text. */
function unquote(cell: string): string {
  const trimmed = cell.trim();
  return /^".*"$/s.test(trimmed) ? trimmed.slice(1, -1).replace(/""/g, '"').trim() : trimmed;
}

const textOf = (cell: SheetCell | undefined): string =>
  cell === null || cell === undefined ? '' : typeof cell === 'number' ? String(cell) : cell.trim();

const HEADER_WORDS =
  /banco|entidad|n[uú]mero|cuit|librador|monto|importe|fecha|moneda|tipo|bank|number|drawer|amount|date|currency|kind|type/i;

/** Whether a row is the titles of the columns: it names one, and its amount is not a number. */
export function isHeaderRow(cells: readonly SheetCell[]): boolean {
  return (
    cells.some((c) => typeof c === 'string' && HEADER_WORDS.test(c)) && typeof amountOf(cells[AMOUNT]) !== 'number'
  );
}

/** A whole number (a bank's code, a cheque's number) as a number; any other text as read. */
function wholeNumberOf(cell: SheetCell | undefined): string | number {
  if (typeof cell === 'number') return cell;
  const text = textOf(cell);
  return /^\d{1,15}$/.test(text) ? Number(text) : text;
}

/** A CUIT as text (an XLSX number cell too); the API keeps the digits. */
function taxIdOf(cell: SheetCell | undefined): string {
  return typeof cell === 'number' ? String(Math.trunc(cell)) : textOf(cell);
}

/** An amount the Argentine way ('1.500.000,50', a '$' or a currency's code before it allowed); XLSX numbers as they are. */
function amountOf(cell: SheetCell | undefined): string | number {
  if (typeof cell === 'number') return cell;
  const text = textOf(cell);
  const reading = parseNumberInput(text.replace(/^(ARS|USD|U\$S|US\$|\$)\s*/i, ''), 'money');
  return reading.ok ? reading.value : text;
}

/** DD/MM/YYYY (or D/M/YYYY, with '-' or '.') and YYYY-MM-DD as YYYY-MM-DD; anything else as read. */
function dateOf(cell: SheetCell | undefined): string | number {
  if (typeof cell === 'number') return cell;
  const text = textOf(cell);
  const dmy = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`;
  return text;
}

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const CURRENCIES: Readonly<Record<string, 'ARS' | 'USD'>> = {
  ars: 'ARS',
  $: 'ARS',
  peso: 'ARS',
  pesos: 'ARS',
  usd: 'USD',
  u$s: 'USD',
  us$: 'USD',
  dolar: 'USD',
  dolares: 'USD',
  dollar: 'USD',
  dollars: 'USD',
};

const KINDS: Readonly<Record<string, 'physical' | 'echeq'>> = {
  fisico: 'physical',
  physical: 'physical',
  papel: 'physical',
  paper: 'physical',
  echeq: 'echeq',
  'e-cheq': 'echeq',
  electronico: 'echeq',
  electronic: 'echeq',
};

/** One row of cells as the cheque the API reads; empty cells are left out. */
export function chequeOf(cells: readonly SheetCell[]): PortfolioRowInput {
  const read: Record<PortfolioColumn, (cell: SheetCell | undefined) => string | number> = {
    entityCode: wholeNumberOf,
    chequeNumber: wholeNumberOf,
    drawerTaxId: taxIdOf,
    amount: amountOf,
    dueDate: dateOf,
    currency: (cell) => CURRENCIES[plain(textOf(cell))] ?? textOf(cell),
    kind: (cell) => KINDS[plain(textOf(cell))] ?? textOf(cell),
  };
  const row: PortfolioRowInput = {};
  PORTFOLIO_COLUMNS.forEach((column, index) => {
    const cell = cells[index];
    if (textOf(cell) !== '') row[column] = read[column](cell);
  });
  return row;
}

/** The cheques of a sheet or a pasted text: the header row (when there is one) and blank rows left out. */
export function chequesOf(rows: readonly (readonly SheetCell[])[]): PortfolioRowInput[] {
  const filled = rows.filter((cells) => cells.some((cell) => textOf(cell) !== ''));
  const body = filled.length > 0 && isHeaderRow(filled[0]!) ? filled.slice(1) : filled;
  return body.map(chequeOf);
}

/**
 * A sheet as the text of the input box (tab separated), so what a file brought can be seen and corrected; an
 * XLSX amount is written the Argentine way, so it reads back as the same number.
 */
export function sheetText(rows: readonly (readonly SheetCell[])[]): string {
  return rows
    .map((cells) =>
      cells
        .map((cell, index) =>
          typeof cell === 'number'
            ? index === AMOUNT
              ? formatNumberInput(cell, 'money')
              : String(cell)
            : textOf(cell).replace(/[\t\r\n]+/g, ' '),
        )
        .join('\t'),
    )
    .filter((line) => line.trim() !== '')
    .join('\n');
}
