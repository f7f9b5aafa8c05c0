import { describe, expect, it } from 'vitest';
import { fileLanguage, languageOf, localize, localizeEnvelope, localizeEvent } from './language';

describe('the language of a request (ADR 0139)', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['es', 'es'],
    ['en', 'en'],
    ['en-US', 'en'],
    ['en-GB,en;q=0.9,es;q=0.8', 'en'],
    ['es-AR,es;q=0.9,en;q=0.8', 'es'],
    ['es;q=0.5,en;q=0.9', 'en'],
    ['fr-FR,fr;q=0.9,en;q=0.5', 'en'],
    ['de', 'es'],
    ['en;q=0,es', 'es'],
    ['EN', 'en'],
    [['en-US', 'es;q=0.1'], 'en'],
  ] as const)('Accept-Language %j → %s', (header, language) => {
    expect(languageOf(header)).toBe(language);
  });

  it('a file is in the language the caller named, else in the request’s', () => {
    const english = { headers: { 'accept-language': 'en-US' } };
    const none = { headers: {} };
    expect(fileLanguage(undefined, english)).toBe('en');
    expect(fileLanguage(undefined, none)).toBe('es');
    expect(fileLanguage('es', english)).toBe('es');
    expect(fileLanguage('en', none)).toBe('en');
  });
});

describe('the API’s Spanish texts in English', () => {
  it('keeps Spanish as it is, and translates whole texts and texts with values in them', () => {
    expect(localize('Ya existe el perfil en Mis Perfiles.', 'es')).toBe('Ya existe el perfil en Mis Perfiles.');
    expect(localize('Ya existe el perfil en Mis Perfiles.', 'en')).toBe('The profile is already in My Profiles.');
    expect(localize('CUIT repetido (fila 12).', 'en')).toBe('Duplicate CUIT (row 12).');
    expect(localize('taxNumber: el CUIT/CUIL debe tener 11 dígitos.', 'en')).toBe(
      'taxNumber: the CUIT/CUIL must have 11 digits.',
    );
    expect(localize('La fecha de operación no puede ser anterior al 02/03/2021 (hoy menos 5 años).', 'en')).toBe(
      'The trade date cannot be before 03/02/2021 (today minus 5 years).',
    );
  });

  it('words a monitoring event sentence by sentence, situaciones and bands included', () => {
    const event = {
      id: 1,
      title: 'PEREYRA JUAN CARLOS · CUIT 20-31456782-0',
      detail:
        'La situación empeoró de 3 (Riesgo medio) a 4 (Riesgo alto). Tiene 2 cheques rechazados nuevos. El score pasó de Regular a Malo. Período 10/2026 del BCRA.',
    };
    expect(localizeEvent(event, 'en')).toEqual({
      id: 1,
      title: 'PEREYRA JUAN CARLOS · CUIT 20-31456782-0',
      detail:
        'The situation worsened from 3 (Medium risk) to 4 (High risk). It has 2 new rejected cheques. The score went from Fair to Poor. BCRA period 10/2026.',
    });
    expect(localize('La situación mejoró de 2 (Con seguimiento especial) a sin deudas informadas.', 'en')).toBe(
      'The situation improved from 2 (Under special monitoring) to no debts reported.',
    );
    expect(localizeEvent(event, 'es')).toBe(event);
  });

  it('words an error envelope and the messages of its details', () => {
    const envelope = {
      code: 'VALIDATION_ERROR',
      message: 'Datos inválidos — taxNumber: ingresá un CUIT/CUIL.; page: inválido',
      details: [{ field: 'taxNumber', location: 'body', message: 'ingresá un CUIT/CUIL.' }, 'as is'],
    };
    expect(localizeEnvelope(envelope, 'en')).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'Invalid data — taxNumber: enter a CUIT/CUIL.; page: invalid',
      details: [{ field: 'taxNumber', location: 'body', message: 'enter a CUIT/CUIL.' }, 'as is'],
    });
  });
});
