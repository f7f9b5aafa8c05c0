import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { addPageTexts } from './page-texts';

type Json = { [key: string]: string | Json };

/** Every feature's page texts (features/<f>/i18n/page/{es,en}.json), by folder. */
const files = import.meta.glob<Json>('../../features/*/i18n/page/*.json', { eager: true, import: 'default' });
const folders = [...new Set(Object.keys(files).map((path) => path.replace(/\/(es|en)\.json$/, '')))];

function keysOf(messages: Json, prefix = ''): string[] {
  return Object.entries(messages).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keysOf(value, `${prefix}${key}.`),
  );
}

describe('page texts', () => {
  it('are found for the features that ship them with their pages', () => {
    expect(folders.length).toBeGreaterThanOrEqual(3);
  });

  it.each(folders)('%s: en has exactly the keys of es, none empty', (folder) => {
    const es = files[`${folder}/es.json`]!;
    const en = files[`${folder}/en.json`];
    expect(en, `${folder}/en.json`).toBeDefined();
    expect(keysOf(en!).sort()).toEqual(keysOf(es).sort());
    const flat = (messages: Json, key: string) =>
      key
        .split('.')
        .reduce<string | Json | undefined>(
          (node, part) => (typeof node === 'object' ? node[part] : undefined),
          messages,
        );
    for (const key of keysOf(es)) {
      expect(String(flat(es, key)).trim(), `es ${key}`).not.toBe('');
      expect(String(flat(en!, key)).trim(), `en ${key}`).not.toBe('');
    }
  });

  it('are added under their namespace in both languages, once', () => {
    const namespace = addPageTexts('probe-page', { es: { hola: 'Hola' }, en: { hola: 'Hello' } });
    expect(namespace).toBe('probe-page');
    expect(i18next.getFixedT('es', namespace)('hola')).toBe('Hola');
    expect(i18next.getFixedT('en', namespace)('hola')).toBe('Hello');
    addPageTexts('probe-page', { es: { hola: 'Otra' }, en: { hola: 'Other' } });
    expect(i18next.getFixedT('es', namespace)('hola')).toBe('Hola');
  });
});
