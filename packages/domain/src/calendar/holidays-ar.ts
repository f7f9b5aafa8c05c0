/**
 * The days Argentine banks do not open or clear, 2024–2027: national holidays, 'días no laborables'
 * (Jueves Santo, the tourist bridge days) and the bank-only closings (6 November, and 24/31 December
 * when the BCRA declares them). Every date cites its source; ADR 0118 explains how the list is kept.
 *
 * - inamovible: fixed by Ley 27.399 on its date (Carnaval and Viernes Santo follow Easter).
 * - trasladable: Güemes (17/6), San Martín (17/8), Diversidad Cultural (12/10) and Soberanía Nacional
 *   (20/11). Ley 27.399 art. 6: a Tuesday or Wednesday date moves to the previous Monday, a Thursday or
 *   Friday date to the next Monday. Since Decreto 614/2025 the Jefatura de Gabinete (JGM) may move a
 *   weekend date to the Friday before or the Monday after.
 * - puente: 'día no laborable con fines turísticos' (Ley 27.399 art. 7), fixed each year by a decree
 *   (2024, 2025) or, since Decreto 614/2025, by a JGM resolution (2026).
 * - noLaborable: Jueves Santo (Ley 27.399); banks and markets close.
 * - bancario: banks closed and no cheque clearing although it is not a national holiday.
 *
 * What was not yet decided when the list was last updated is in CALENDAR_YEARS[year].pending; a date
 * outside CALENDAR_YEARS only rolls over weekends (the simulators warn about it).
 */
export type HolidayKind = 'inamovible' | 'trasladable' | 'puente' | 'noLaborable' | 'bancario';

export interface Holiday {
  /** 'YYYY-MM-DD' */
  date: string;
  name: string;
  kind: HolidayKind;
  /** The law, decree, resolution, agreement or BCRA communication that makes the day non-working. */
  source: string;
}

const LAW = 'Ley 27.399';
const MOVED = 'Ley 27.399, art. 6 (traslado al lunes)';
const NOT_MOVED = 'Ley 27.399 (trasladable que cae en fin de semana: no se traslada)';
const BANK_DAY = 'CCT 18/75 de la actividad bancaria (Día del Bancario): sin atención al público ni compensación';
const TOURIST_2024 = 'Decreto 106/2023 (días no laborables con fines turísticos 2024)';
const TOURIST_2025 = 'Decreto 1027/2024 (días no laborables con fines turísticos 2025)';
const TOURIST_2026 = 'Resolución JGM 164/2025 (días no laborables con fines turísticos 2026, Decreto 614/2025)';
const YEAR_END_2024 = 'BCRA, Comunicación "P" 51155 (asueto del 24 y del 31 de diciembre de 2024)';
const YEAR_END_2025 = 'BCRA, comunicado del Directorio de diciembre de 2025 (asueto del 24 y del 31 de diciembre)';

const MALVINAS = 'Día del Veterano y de los Caídos en la Guerra de Malvinas';
const MEMORIA = 'Día Nacional de la Memoria por la Verdad y la Justicia';
const GUEMES = 'Paso a la Inmortalidad del General Martín Miguel de Güemes';
const BELGRANO = 'Paso a la Inmortalidad del General Manuel Belgrano';
const SAN_MARTIN = 'Paso a la Inmortalidad del General José de San Martín';
const DIVERSIDAD = 'Día del Respeto a la Diversidad Cultural';
const SOBERANIA = 'Día de la Soberanía Nacional';
const MAYO = 'Día de la Revolución de Mayo';
const INMACULADA = 'Inmaculada Concepción de María';
const BRIDGE = 'Día no laborable con fines turísticos';

const h = (date: string, name: string, kind: HolidayKind, source: string): Holiday => ({ date, name, kind, source });
const fixed = (date: string, name: string) => h(date, name, 'inamovible', LAW);

export const ARGENTINE_HOLIDAYS: readonly Holiday[] = [
  // 2024
  fixed('2024-01-01', 'Año Nuevo'),
  fixed('2024-02-12', 'Carnaval'),
  fixed('2024-02-13', 'Carnaval'),
  fixed('2024-03-24', MEMORIA),
  h('2024-03-28', 'Jueves Santo', 'noLaborable', LAW),
  fixed('2024-03-29', 'Viernes Santo'),
  h('2024-04-01', BRIDGE, 'puente', TOURIST_2024),
  fixed('2024-04-02', MALVINAS),
  fixed('2024-05-01', 'Día del Trabajador'),
  fixed('2024-05-25', MAYO),
  h('2024-06-17', GUEMES, 'trasladable', LAW),
  fixed('2024-06-20', BELGRANO),
  h('2024-06-21', BRIDGE, 'puente', TOURIST_2024),
  fixed('2024-07-09', 'Día de la Independencia'),
  h('2024-08-17', SAN_MARTIN, 'trasladable', NOT_MOVED),
  h('2024-10-11', BRIDGE, 'puente', TOURIST_2024),
  h('2024-10-12', DIVERSIDAD, 'trasladable', NOT_MOVED),
  h('2024-11-06', 'Día del Bancario', 'bancario', BANK_DAY),
  h('2024-11-18', SOBERANIA, 'trasladable', MOVED),
  fixed('2024-12-08', INMACULADA),
  h('2024-12-24', 'Asueto bancario de Nochebuena', 'bancario', YEAR_END_2024),
  fixed('2024-12-25', 'Navidad'),
  h('2024-12-31', 'Asueto bancario de fin de año', 'bancario', YEAR_END_2024),
  // 2025
  fixed('2025-01-01', 'Año Nuevo'),
  fixed('2025-03-03', 'Carnaval'),
  fixed('2025-03-04', 'Carnaval'),
  fixed('2025-03-24', MEMORIA),
  fixed('2025-04-02', MALVINAS),
  h('2025-04-17', 'Jueves Santo', 'noLaborable', LAW),
  fixed('2025-04-18', 'Viernes Santo'),
  fixed('2025-05-01', 'Día del Trabajador'),
  h('2025-05-02', BRIDGE, 'puente', TOURIST_2025),
  fixed('2025-05-25', MAYO),
  h('2025-06-16', GUEMES, 'trasladable', MOVED),
  fixed('2025-06-20', BELGRANO),
  fixed('2025-07-09', 'Día de la Independencia'),
  h('2025-08-15', BRIDGE, 'puente', TOURIST_2025),
  h('2025-08-17', SAN_MARTIN, 'trasladable', NOT_MOVED),
  h('2025-10-10', DIVERSIDAD, 'trasladable', 'Resolución JGM 139/2025 (domingo 12/10 al viernes 10, Decreto 614/2025)'),
  h('2025-11-06', 'Día del Bancario', 'bancario', BANK_DAY),
  h('2025-11-21', BRIDGE, 'puente', TOURIST_2025),
  h('2025-11-24', SOBERANIA, 'trasladable', MOVED),
  fixed('2025-12-08', INMACULADA),
  h('2025-12-24', 'Asueto bancario de Nochebuena', 'bancario', YEAR_END_2025),
  fixed('2025-12-25', 'Navidad'),
  h('2025-12-31', 'Asueto bancario de fin de año', 'bancario', YEAR_END_2025),
  // 2026
  fixed('2026-01-01', 'Año Nuevo'),
  fixed('2026-02-16', 'Carnaval'),
  fixed('2026-02-17', 'Carnaval'),
  h('2026-03-23', BRIDGE, 'puente', TOURIST_2026),
  fixed('2026-03-24', MEMORIA),
  h('2026-04-02', `${MALVINAS} (y Jueves Santo)`, 'inamovible', LAW),
  fixed('2026-04-03', 'Viernes Santo'),
  fixed('2026-05-01', 'Día del Trabajador'),
  fixed('2026-05-25', MAYO),
  h('2026-06-15', GUEMES, 'trasladable', MOVED),
  fixed('2026-06-20', BELGRANO),
  fixed('2026-07-09', 'Día de la Independencia'),
  h('2026-07-10', BRIDGE, 'puente', TOURIST_2026),
  h('2026-08-17', SAN_MARTIN, 'trasladable', LAW),
  h('2026-10-12', DIVERSIDAD, 'trasladable', LAW),
  h('2026-11-06', 'Día del Bancario', 'bancario', BANK_DAY),
  h('2026-11-23', SOBERANIA, 'trasladable', MOVED),
  h('2026-12-07', BRIDGE, 'puente', TOURIST_2026),
  fixed('2026-12-08', INMACULADA),
  fixed('2026-12-25', 'Navidad'),
  // 2027
  fixed('2027-01-01', 'Año Nuevo'),
  fixed('2027-02-08', 'Carnaval'),
  fixed('2027-02-09', 'Carnaval'),
  fixed('2027-03-24', MEMORIA),
  h('2027-03-25', 'Jueves Santo', 'noLaborable', LAW),
  fixed('2027-03-26', 'Viernes Santo'),
  fixed('2027-04-02', MALVINAS),
  fixed('2027-05-01', 'Día del Trabajador'),
  fixed('2027-05-25', MAYO),
  fixed('2027-06-20', BELGRANO),
  h('2027-06-21', GUEMES, 'trasladable', MOVED),
  fixed('2027-07-09', 'Día de la Independencia'),
  h('2027-08-16', SAN_MARTIN, 'trasladable', MOVED),
  h('2027-10-11', DIVERSIDAD, 'trasladable', MOVED),
  h('2027-11-06', 'Día del Bancario', 'bancario', BANK_DAY),
  h('2027-11-20', SOBERANIA, 'trasladable', LAW),
  fixed('2027-12-08', INMACULADA),
  fixed('2027-12-25', 'Navidad'),
];

/** The years the list covers, and what each year still lacks (shown in ADR 0118 and by the tests). */
export const CALENDAR_YEARS: Readonly<Record<number, { pending: string | null }>> = {
  2024: { pending: null },
  2025: { pending: null },
  2026: { pending: 'El BCRA todavía no declaró si el 24 y el 31 de diciembre habrá atención bancaria.' },
  2027: {
    pending:
      'Los días no laborables con fines turísticos no están fijados todavía; la Jefatura de Gabinete puede ' +
      'trasladar el sábado 20/11 (Decreto 614/2025); el BCRA no declaró el 24 y el 31 de diciembre.',
  },
};

/** True when the embedded list covers the year of `date` ('YYYY-MM-DD'). */
export function calendarCovers(date: string): boolean {
  return Number(date.slice(0, 4)) in CALENDAR_YEARS;
}
