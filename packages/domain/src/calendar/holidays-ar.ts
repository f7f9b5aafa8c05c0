/**
 * Argentine national holidays and bank non-working days, 2024–2027 (Ley 27.399 and the yearly decrees).
 *
 * - inamovible: fixed by law on its date (incl. Carnaval and Viernes Santo, which follow Easter).
 * - trasladable: Güemes (17/6), San Martín (17/8), Diversidad Cultural (12/10) and Soberanía Nacional
 *   (20/11). By art. 6 of Ley 27.399 a Tuesday or Wednesday date moves to the previous Monday and a
 *   Thursday or Friday date to the next Monday, unless the yearly decree says otherwise (2025).
 * - puente: 'día no laborable con fines turísticos' decreed for the year (banks and markets close).
 * - noLaborable: Jueves Santo (banks and markets close).
 *
 * Compiled without network access from the decrees as published (2024: Decreto 106/2023; 2025:
 * Decreto 1027/2024; 2026: Decreto 614/2025). The 2027 tourist bridge days had not been decreed when
 * this list was written: add them here when they are published. Tests inject their own calendars.
 */
export type HolidayKind = 'inamovible' | 'trasladable' | 'puente' | 'noLaborable';

export interface Holiday {
  /** 'YYYY-MM-DD' */
  date: string;
  name: string;
  kind: HolidayKind;
}

const h = (date: string, name: string, kind: HolidayKind = 'inamovible'): Holiday => ({ date, name, kind });

export const ARGENTINE_HOLIDAYS: readonly Holiday[] = [
  // 2024
  h('2024-01-01', 'Año Nuevo'),
  h('2024-02-12', 'Carnaval'),
  h('2024-02-13', 'Carnaval'),
  h('2024-03-24', 'Día Nacional de la Memoria por la Verdad y la Justicia'),
  h('2024-03-28', 'Jueves Santo', 'noLaborable'),
  h('2024-03-29', 'Viernes Santo'),
  h('2024-04-01', 'Feriado puente', 'puente'),
  h('2024-04-02', 'Día del Veterano y de los Caídos en la Guerra de Malvinas'),
  h('2024-05-01', 'Día del Trabajador'),
  h('2024-05-25', 'Día de la Revolución de Mayo'),
  h('2024-06-17', 'Paso a la Inmortalidad del General Martín Miguel de Güemes', 'trasladable'),
  h('2024-06-20', 'Paso a la Inmortalidad del General Manuel Belgrano'),
  h('2024-06-21', 'Feriado puente', 'puente'),
  h('2024-07-09', 'Día de la Independencia'),
  h('2024-08-17', 'Paso a la Inmortalidad del General José de San Martín', 'trasladable'),
  h('2024-10-11', 'Feriado puente', 'puente'),
  h('2024-10-12', 'Día del Respeto a la Diversidad Cultural', 'trasladable'),
  h('2024-11-18', 'Día de la Soberanía Nacional', 'trasladable'),
  h('2024-12-08', 'Inmaculada Concepción de María'),
  h('2024-12-25', 'Navidad'),
  // 2025
  h('2025-01-01', 'Año Nuevo'),
  h('2025-03-03', 'Carnaval'),
  h('2025-03-04', 'Carnaval'),
  h('2025-03-24', 'Día Nacional de la Memoria por la Verdad y la Justicia'),
  h('2025-04-02', 'Día del Veterano y de los Caídos en la Guerra de Malvinas'),
  h('2025-04-17', 'Jueves Santo', 'noLaborable'),
  h('2025-04-18', 'Viernes Santo'),
  h('2025-05-01', 'Día del Trabajador'),
  h('2025-05-02', 'Feriado puente', 'puente'),
  h('2025-05-25', 'Día de la Revolución de Mayo'),
  h('2025-06-16', 'Paso a la Inmortalidad del General Martín Miguel de Güemes', 'trasladable'),
  h('2025-06-20', 'Paso a la Inmortalidad del General Manuel Belgrano'),
  h('2025-07-09', 'Día de la Independencia'),
  h('2025-08-15', 'Feriado puente', 'puente'),
  h('2025-08-17', 'Paso a la Inmortalidad del General José de San Martín', 'trasladable'),
  h('2025-10-10', 'Día del Respeto a la Diversidad Cultural', 'trasladable'),
  h('2025-11-21', 'Feriado puente', 'puente'),
  h('2025-11-24', 'Día de la Soberanía Nacional', 'trasladable'),
  h('2025-12-08', 'Inmaculada Concepción de María'),
  h('2025-12-25', 'Navidad'),
  // 2026
  h('2026-01-01', 'Año Nuevo'),
  h('2026-02-16', 'Carnaval'),
  h('2026-02-17', 'Carnaval'),
  h('2026-03-23', 'Feriado puente', 'puente'),
  h('2026-03-24', 'Día Nacional de la Memoria por la Verdad y la Justicia'),
  h('2026-04-02', 'Día del Veterano y de los Caídos en la Guerra de Malvinas'),
  h('2026-04-03', 'Viernes Santo'),
  h('2026-05-01', 'Día del Trabajador'),
  h('2026-05-25', 'Día de la Revolución de Mayo'),
  h('2026-06-15', 'Paso a la Inmortalidad del General Martín Miguel de Güemes', 'trasladable'),
  h('2026-06-20', 'Paso a la Inmortalidad del General Manuel Belgrano'),
  h('2026-07-09', 'Día de la Independencia'),
  h('2026-07-10', 'Feriado puente', 'puente'),
  h('2026-08-17', 'Paso a la Inmortalidad del General José de San Martín', 'trasladable'),
  h('2026-10-12', 'Día del Respeto a la Diversidad Cultural', 'trasladable'),
  h('2026-11-23', 'Día de la Soberanía Nacional', 'trasladable'),
  h('2026-12-07', 'Feriado puente', 'puente'),
  h('2026-12-08', 'Inmaculada Concepción de María'),
  h('2026-12-25', 'Navidad'),
  // 2027 (tourist bridge days not yet decreed)
  h('2027-01-01', 'Año Nuevo'),
  h('2027-02-08', 'Carnaval'),
  h('2027-02-09', 'Carnaval'),
  h('2027-03-24', 'Día Nacional de la Memoria por la Verdad y la Justicia'),
  h('2027-03-25', 'Jueves Santo', 'noLaborable'),
  h('2027-03-26', 'Viernes Santo'),
  h('2027-04-02', 'Día del Veterano y de los Caídos en la Guerra de Malvinas'),
  h('2027-05-01', 'Día del Trabajador'),
  h('2027-05-25', 'Día de la Revolución de Mayo'),
  h('2027-06-20', 'Paso a la Inmortalidad del General Manuel Belgrano'),
  h('2027-06-21', 'Paso a la Inmortalidad del General Martín Miguel de Güemes', 'trasladable'),
  h('2027-07-09', 'Día de la Independencia'),
  h('2027-08-16', 'Paso a la Inmortalidad del General José de San Martín', 'trasladable'),
  h('2027-10-11', 'Día del Respeto a la Diversidad Cultural', 'trasladable'),
  h('2027-11-20', 'Día de la Soberanía Nacional', 'trasladable'),
  h('2027-12-08', 'Inmaculada Concepción de María'),
  h('2027-12-25', 'Navidad'),
];
