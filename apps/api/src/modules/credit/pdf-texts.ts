/** Sentences of the report PDF that depend on a count or an instant (Spanish, singular and plural). */
import { formatDate, formatMoney } from '@tirr/domain';

const plural = (count: number, one: string, other: string) =>
  `${count} ${new Intl.PluralRules('es').select(count) === 'one' ? one : other}`;

/** '• Deuda refinanciada: -60 puntos' / '… -1 punto'. */
export const reasonLine = (label: string, points: number) => `• ${label}: ${plural(points, 'punto', 'puntos')}`;

/** 'Deuda total: ARS 1.234,56 en 1 entidad' / '… en 2 entidades'. */
export const totalDebtLine = (totalDebt: number, entities: number) =>
  `Deuda total: ${formatMoney(totalDebt)} en ${plural(entities, 'entidad', 'entidades')}`;

/** The day the report was generated, in Buenos Aires (an instant after 21:00 is still that day there). */
export const generatedLine = (generatedAt: string) =>
  `Generado el ${formatDate(generatedAt)} · Fuente: BCRA Central de Deudores y padrón de AFIP`;
