import { describe, expect, it } from 'vitest';
import {
  SURVEY_MESSAGE_CODES,
  SURVEY_MESSAGES,
  SURVEY_SNOOZE_MS,
  courseStatus,
  digitsOnly,
  isSurveyValid,
  isValidActiveStep,
  matchesFilter,
  parseFilterPreset,
  progressPercent,
  snoozeUntil,
  stepToShow,
  surveyDue,
  surveyErrors,
  type SurveyErrors,
  type SurveyInput,
} from './index';

const base: SurveyInput = { type: 'enterprise', companyName: 'Acme SA', field: 'Metalurgia', phone: '1145678901' };

describe('survey validation (docs/product.md §5)', () => {
  it.each<[string, Partial<SurveyInput>, SurveyErrors]>([
    ['a complete enterprise answer', {}, {}],
    ['no company name', { companyName: '  ' }, { companyName: 'companyNameRequired' }],
    ['no field', { field: '' }, { field: 'fieldRequired' }],
    ['no phone', { phone: '' }, { phone: 'phoneRequired' }],
    ['letters in the phone', { phone: '11-4567' }, { phone: 'onlyNumbers' }],
    ['a 7-digit phone', { phone: '1234567' }, { phone: 'phoneInvalid' }],
    ['an 8-digit phone', { phone: '12345678' }, {}],
    ['a 16-digit phone', { phone: '1234567890123456' }, { phone: 'phoneInvalid' }],
    ['personal with age 100', { type: 'personal', field: '100' }, {}],
    ['personal with age 101', { type: 'personal', field: '101' }, { field: 'ageInvalid' }],
    ['personal with age 0', { type: 'personal', field: '0' }, { field: 'ageInvalid' }],
    ['personal with a word as age', { type: 'personal', field: 'treinta' }, { field: 'onlyNumbers' }],
    ['entrepeneur with a word as field', { type: 'entrepeneur', field: 'Gastronomía' }, {}],
    [
      'everything empty',
      { companyName: '', field: '', phone: '' },
      { companyName: 'companyNameRequired', field: 'fieldRequired', phone: 'phoneRequired' },
    ],
  ])('%s', (_name, change, expected) => {
    const input = { ...base, ...change };
    expect(surveyErrors(input)).toEqual(expected);
    expect(isSurveyValid(input)).toBe(Object.keys(expected).length === 0);
  });

  it('words every code in Spanish (docs/domain/texts.md)', () => {
    expect(SURVEY_MESSAGES).toEqual({
      companyNameRequired: 'El nombre de la empresa es obligatorio.',
      fieldRequired: 'El campo es obligatorio.',
      phoneRequired: 'El teléfono es obligatorio.',
      onlyNumbers: 'Ingresá solo números.',
      phoneInvalid: 'Ingresá un número de teléfono válido.',
      ageInvalid: 'Ingresá una edad válida.',
    });
    expect(SURVEY_MESSAGE_CODES).toEqual(Object.keys(SURVEY_MESSAGES));
  });

  it.each([
    ['11 4567-8901', '1145678901'],
    ['abc', ''],
    ['+54 9 11', '54911'],
  ])('the phone input keeps the digits of %j', (typed, kept) => {
    expect(digitsOnly(typed)).toBe(kept);
  });
});

describe('survey timing (docs/product.md §4)', () => {
  const now = Date.UTC(2026, 10, 21, 12);
  it.each<[string, boolean, number | null, boolean]>([
    ['no info, never snoozed', false, null, true],
    ['no info, snooze still running', false, now + 1, false],
    ['no info, snooze just over', false, now, true],
    ['no info, snooze expired', false, now - 1000, true],
    ['info already given', true, null, false],
    ['corrupt stored snooze', false, Number.NaN, true],
  ])('%s', (_name, hasInfo, snoozed, due) => {
    expect(surveyDue(hasInfo, snoozed, now)).toBe(due);
  });

  it('snoozes 12 hours', () => {
    expect(snoozeUntil(now) - now).toBe(12 * 3600 * 1000);
    expect(SURVEY_SNOOZE_MS).toBe(43_200_000);
  });
});

describe('course progress', () => {
  it.each<[number | undefined, number, string, number, number]>([
    [undefined, 5, 'notStarted', 0, 0],
    [0, 5, 'inProgress', 0, 0],
    [2, 5, 'inProgress', 40, 2],
    [4, 5, 'inProgress', 80, 4],
    [5, 5, 'completed', 100, 4],
    [9, 5, 'completed', 100, 4],
  ])('activeStep %j of %i steps', (active, total, status, percent, shown) => {
    expect(courseStatus(active, total)).toBe(status);
    expect(progressPercent(active, total)).toBe(percent);
    expect(stepToShow(active, total)).toBe(shown);
  });

  it.each<[number, number, boolean]>([
    [0, 5, true],
    [5, 5, true],
    [6, 5, false],
    [-1, 5, false],
    [1.5, 5, false],
  ])('activeStep %d in a %d-step course is valid: %s', (active, total, valid) => {
    expect(isValidActiveStep(active, total)).toBe(valid);
  });
});

describe('course filter', () => {
  const courses = [
    { title: 'Cómo leer un informe', summary: 'Informe', category: 'creditos', tags: ['bcra'] },
    { title: 'Tasas e inflación', summary: 'TNA, TEA', category: 'finanzas', tags: ['tasas'] },
    { title: 'Pagarés y FCE', summary: 'Descuento', category: 'capitales', tags: ['pagares', 'finanzas'] },
    { title: 'Fondos comunes', summary: 'FCI', category: 'capitales', tags: ['fci'] },
  ];
  const titles = (filter: { categories?: string[]; tags?: string[]; text?: string }) =>
    courses.filter((c) => matchesFilter(c, { categories: [], tags: [], text: '', ...filter })).map((c) => c.title);

  it.each<[string, { categories?: string[]; tags?: string[]; text?: string }, string[]]>([
    ['no filter', {}, courses.map((c) => c.title)],
    ['credit home preset', { categories: ['creditos', 'finanzas'] }, ['Cómo leer un informe', 'Tasas e inflación']],
    [
      'simulators preset',
      { tags: ['capitales', 'finanzas'] },
      ['Tasas e inflación', 'Pagarés y FCE', 'Fondos comunes'],
    ],
    ['text without accents', { text: 'pagare' }, ['Pagarés y FCE']],
    ['text in a tag', { text: 'BCRA' }, ['Cómo leer un informe']],
    ['category and text', { categories: ['capitales'], text: 'fondos' }, ['Fondos comunes']],
  ])('%s', (_name, filter, expected) => {
    expect(titles(filter)).toEqual(expected);
  });

  it.each<[string | null, unknown]>([
    ['{"categories":["creditos","finanzas"],"tags":[]}', { categories: ['creditos', 'finanzas'], tags: [] }],
    ['{"tags":["capitales",3]}', { categories: [], tags: ['capitales'] }],
    ['not json', undefined],
    ['null', undefined],
    [null, undefined],
  ])('preset %j', (raw, expected) => {
    expect(parseFilterPreset(raw)).toEqual(expected);
  });
});
