/**
 * Who may be shown (ADR 0102): the one availability rule of every route that returns anything about a
 * person — the search lookups, registry details, the activity report, the report and its PDF, Mis
 * Perfiles (add and monitoring refresh) and batch lookups.
 */
import { isAdult } from '../tax-id/tax-id';

/** What the rule reads of a registry (padrón) record. */
export interface RegistrySubject {
  tipoPersona: 'FISICA' | 'JURIDICA';
  /** 'YYYY-MM-DD' (a longer ISO text is read by its date), or null when the registry has none. */
  fechaNacimiento: string | null;
}

/**
 * Whether a registry record may be shown on `today` (Buenos Aires date, 'YYYY-MM-DD'): a company always;
 * a person only with a birth date that makes them 18 or older today. A key missing from the registry, a
 * minor and a person whose age cannot be told are all 'no disponible'. A deceased adult is available
 * (the report carries no score).
 */
export function isSubjectAvailable(subject: RegistrySubject | null | undefined, today: string): boolean {
  if (!subject) return false;
  if (subject.tipoPersona === 'JURIDICA') return true;
  return !!subject.fechaNacimiento && isAdult(subject.fechaNacimiento, today);
}
