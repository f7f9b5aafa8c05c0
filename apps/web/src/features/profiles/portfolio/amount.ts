/** Income as typed in Spanish: '.' thousands, ',' decimals (spec §5). */

/** null for an empty text, undefined when it is not an amount ≥ 0 with at most 2 decimals. */
export function parseAmount(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/\s/g, '');
  if (trimmed === '') return null;
  if (!/^\d{1,3}(\.\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(/\./g, '').replace(',', '.'));
}

/** The editable text of an amount: 1250000.5 → '1.250.000,50'. */
export function amountText(value: number | null): string {
  if (value === null) return '';
  const [int, dec] = value.toFixed(2).split('.');
  return `${int!.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${dec}`;
}
