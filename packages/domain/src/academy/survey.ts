/**
 * The first-visit survey '¡Queremos conocerte!' (docs/product.md §3 'Additional info', §5 'Survey'). The same rules
 * run in the dialog and on the server. They answer message codes (docs/domain/texts.md): the API words them with
 * `SURVEY_MESSAGES` (Spanish), the web through i18n (`onboarding:errors.<code>`: Spanish, and in English the
 * product's wording verbatim, docs/product.md §5).
 */
export const SURVEY_TYPES = ['personal', 'entrepeneur', 'enterprise'] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];

/** The Spanish text of each survey message code (the API's answer; the web's es.json has the same texts). */
export const SURVEY_MESSAGES = {
  companyNameRequired: 'El nombre de la empresa es obligatorio.',
  fieldRequired: 'El campo es obligatorio.',
  phoneRequired: 'El teléfono es obligatorio.',
  onlyNumbers: 'Ingresá solo números.',
  phoneInvalid: 'Ingresá un número de teléfono válido.',
  ageInvalid: 'Ingresá una edad válida.',
} as const;
export type SurveyMessageCode = keyof typeof SURVEY_MESSAGES;
export const SURVEY_MESSAGE_CODES = Object.keys(SURVEY_MESSAGES) as SurveyMessageCode[];

/** docs/product.md §9: personal field limit 100; phone minimum 8 digits. */
export const SURVEY_MAX_AGE = 100;
export const PHONE_MIN_DIGITS = 8;
/** E.164 allows at most 15 digits. */
export const PHONE_MAX_DIGITS = 15;
/** docs/product.md §9: 'No volver a mostrar' snoozes the survey for 12 hours; it is checked 5 s after load. */
export const SURVEY_SNOOZE_MS = 12 * 60 * 60 * 1000;
export const SURVEY_DELAY_MS = 5000;

export interface SurveyInput {
  type: SurveyType;
  companyName: string;
  field: string;
  phone: string;
  /** Job title ('Cargo'), enterprises only; optional. */
  range?: string | undefined;
}

export type SurveyField = 'companyName' | 'field' | 'phone';
/** Each field's first problem, as a message code. */
export type SurveyErrors = Partial<Record<SurveyField, SurveyMessageCode>>;

const DIGITS = /^\d+$/;

/** Every problem of a survey answer, keyed by field, as message codes (empty object: valid). */
export function surveyErrors(input: SurveyInput): SurveyErrors {
  const errors: SurveyErrors = {};
  const companyName = input.companyName.trim();
  const field = input.field.trim();
  const phone = input.phone.trim();

  if (!companyName) errors.companyName = 'companyNameRequired';

  if (!field) errors.field = 'fieldRequired';
  else if (input.type === 'personal') {
    // For a person the field holds an age (docs/product.md §5), a whole number not above 100.
    if (!DIGITS.test(field)) errors.field = 'onlyNumbers';
    else if (Number(field) < 1 || Number(field) > SURVEY_MAX_AGE) errors.field = 'ageInvalid';
  }

  if (!phone) errors.phone = 'phoneRequired';
  else if (!DIGITS.test(phone)) errors.phone = 'onlyNumbers';
  else if (phone.length < PHONE_MIN_DIGITS || phone.length > PHONE_MAX_DIGITS) errors.phone = 'phoneInvalid';

  return errors;
}

export const isSurveyValid = (input: SurveyInput) => Object.keys(surveyErrors(input)).length === 0;

/** What the phone input keeps of a typed text: digits only (docs/product.md §5 'accepts only numeric text'). */
export const digitsOnly = (text: string) => text.replace(/\D+/g, '');

/** Whether the survey may be offered: no additional info yet and no snooze still running. */
export function surveyDue(hasAdditionalInfo: boolean, snoozedUntil: number | null, now: number): boolean {
  if (hasAdditionalInfo) return false;
  return snoozedUntil === null || !Number.isFinite(snoozedUntil) || snoozedUntil <= now;
}

/** When a snooze chosen at `now` ends. */
export const snoozeUntil = (now: number) => now + SURVEY_SNOOZE_MS;
