/**
 * The first-visit survey '¡Queremos conocerte!' (docs/product.md §3 'Additional info', §5 'Survey'). The same rules
 * run in the dialog and on the server; the messages are the product's, verbatim (docs/product.md §5).
 */
export const SURVEY_TYPES = ['personal', 'entrepeneur', 'enterprise'] as const;
export type SurveyType = (typeof SURVEY_TYPES)[number];

export const SURVEY_MESSAGES = {
  companyNameRequired: 'Company name is required',
  fieldRequired: 'Field is required.',
  phoneRequired: 'Phone is required.',
  onlyNumbers: 'Please enter only number.',
  phoneInvalid: 'Please enter valid phone number.',
  ageInvalid: 'Please enter a valid age.',
} as const;

/** Spec §9: personal field limit 100; phone minimum 8 digits. */
export const SURVEY_MAX_AGE = 100;
export const PHONE_MIN_DIGITS = 8;
/** E.164 allows at most 15 digits. */
export const PHONE_MAX_DIGITS = 15;
/** Spec §9: 'No volver a mostrar' snoozes the survey for 12 hours; it is checked 5 s after load. */
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
export type SurveyErrors = Partial<Record<SurveyField, string>>;

const DIGITS = /^\d+$/;

/** Every problem of a survey answer, keyed by field (empty object: valid). */
export function surveyErrors(input: SurveyInput): SurveyErrors {
  const errors: SurveyErrors = {};
  const companyName = input.companyName.trim();
  const field = input.field.trim();
  const phone = input.phone.trim();

  if (!companyName) errors.companyName = SURVEY_MESSAGES.companyNameRequired;

  if (!field) errors.field = SURVEY_MESSAGES.fieldRequired;
  else if (input.type === 'personal') {
    // For a person the field holds an age (docs/product.md §5), a whole number not above 100.
    if (!DIGITS.test(field)) errors.field = SURVEY_MESSAGES.onlyNumbers;
    else if (Number(field) < 1 || Number(field) > SURVEY_MAX_AGE) errors.field = SURVEY_MESSAGES.ageInvalid;
  }

  if (!phone) errors.phone = SURVEY_MESSAGES.phoneRequired;
  else if (!DIGITS.test(phone)) errors.phone = SURVEY_MESSAGES.onlyNumbers;
  else if (phone.length < PHONE_MIN_DIGITS || phone.length > PHONE_MAX_DIGITS)
    errors.phone = SURVEY_MESSAGES.phoneInvalid;

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
