import type { V4CatalogueItem } from './types';

/**
 * The plazo fijo benchmark of the FCI simulator (docs/domain/simulators.md §6, ADR 0119): the 30-day term-deposit
 * rate a saver gets, resolved from the BCRA v4 catalogue by its description (ids are never hard-coded).
 * A series for individuals or small amounts ('personas humanas', 'minorista', 'hasta $…') wins over the
 * all-deposits 30-day rate; wholesale rates (BADLAR, TM20, TAMAR) and other instruments never qualify.
 * Undefined when the catalogue has none: the chart then uses BADLAR, labelled as wholesale.
 */
const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

const WHOLESALE_OR_OTHER = /badlar|tm ?20|tamar|baibar|pase|prestamo|adelanto|call|dolar|usd|u\$s|\btea\b|efectiva/;

function score(item: V4CatalogueItem): number {
  const text = plain(item.descripcion ?? '');
  if (WHOLESALE_OR_OTHER.test(text)) return 0;
  if (!/deposito|plazo fijo/.test(text) || !/\b30\b/.test(text) || !/tasa/.test(text)) return 0;
  let points = 1;
  if (/personas humanas|minorista|hasta \$|hasta \d/.test(text)) points += 2;
  if ((item.periodicidad ?? 'D').toUpperCase() === 'D') points += 1;
  return points;
}

export function resolveDepositRateSeries(items: readonly V4CatalogueItem[]): V4CatalogueItem | undefined {
  let best: V4CatalogueItem | undefined;
  let bestScore = 0;
  for (const item of items) {
    const points = score(item);
    if (points === 0) continue;
    if (points > bestScore || (points === bestScore && best !== undefined && item.idVariable < best.idVariable)) {
      best = item;
      bestScore = points;
    }
  }
  return best;
}
