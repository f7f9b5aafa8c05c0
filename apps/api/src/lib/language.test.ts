import { describe, expect, it } from 'vitest';
import { languageOf } from './language';

describe('languageOf (Accept-Language, ADR 0142)', () => {
  it.each([
    [undefined, 'es'],
    ['', 'es'],
    ['en', 'en'],
    ['es', 'es'],
    ['EN-us', 'en'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['es-AR,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR,en;q=0.5', 'en'],
    ['fr-FR,de;q=0.5', 'es'],
    ['es;q=0.3,en;q=0.7', 'en'],
    ['en;q=0,es;q=0.1', 'es'],
    ['en;q=abc', 'es'],
    ['*', 'es'],
    [['fr', 'en'], 'en'],
  ] as const)('%j → %s', (header, language) => {
    expect(languageOf(header as string | string[] | undefined)).toBe(language);
  });
});
