/**
 * Cells of the spreadsheets Tirr writes (CSV and XLSX exports) and reads (uploads). Every writer goes
 * through here so that no exported text can run as a formula (ADR 0112).
 */
export type SheetCell = string | number | null;

/**
 * OWASP's rule against formula (CSV) injection: a text cell starting with `=`, `+`, `-`, `@`, a tab or
 * a carriage return is prefixed with a single quote, so spreadsheets show it as text instead of running
 * it. Only text cells: numbers stay numbers (a negative amount is a number cell, not text).
 */
export function neutralizeFormula(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

export interface CsvOptions {
  /** Numbers with a decimal comma (spreadsheets in Spanish); default a point. */
  decimalComma?: boolean;
}

/**
 * One CSV field: text neutralized and quoted when it holds a quote, a separator (';' or ',', so a
 * comma-separated reading cannot split a cell into one starting with '='), a tab or a line break.
 */
export function csvField(cell: SheetCell, options: CsvOptions = {}): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return options.decimalComma ? String(cell).replace('.', ',') : String(cell);
  const text = neutralizeFormula(cell);
  return /[";,\t\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** A CSV document: ';' separated (what Excel in es-AR opens), CRLF lines, UTF-8 BOM so accents survive. */
export function csvDocument(rows: readonly (readonly SheetCell[])[], options: CsvOptions = {}): string {
  return `\uFEFF${rows.map((row) => row.map((cell) => csvField(cell, options)).join(';')).join('\r\n')}\r\n`;
}

/** Splits CSV text into rows; the delimiter is guessed from the first line (';' wins over ',', then tab). */
export function parseCsv(text: string): string[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.split(/\r?\n/, 1)[0] ?? '';
  const delimiter = firstLine.includes(';') ? ';' : firstLine.includes('\t') ? '\t' : ',';
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === delimiter) {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ''));
}
