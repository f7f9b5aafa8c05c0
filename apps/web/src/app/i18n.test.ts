import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { isRouteHandle } from '../shared/routing/route-handle';
import { collectNavItems } from '../shell/navigation/nav-model';
import { FEATURES } from './features';
import { NAMESPACES } from './i18n';
import type { RouteObject } from 'react-router';

type Json = { [key: string]: string | Json };

/** Every i18n JSON file of shared, shell and features, by folder. */
const files = import.meta.glob<Json>('../**/i18n/*.json', { eager: true, import: 'default' });

function flatten(messages: Json, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [k, v] of flatten(value, path)) out.set(k, v);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1] ?? '').sort();
}

const folders = [...new Set(Object.keys(files).map((path) => path.replace(/\/(es|en)\.json$/, '')))];

describe('i18n', () => {
  it('finds the message files of shared, shell and every feature', () => {
    expect(folders).toEqual(expect.arrayContaining(['../shared/i18n', '../shell/i18n']));
    for (const feature of FEATURES) expect(folders).toContain(`../features/${feature.namespace}/i18n`);
  });

  it.each(folders)('%s: en has exactly the keys of es, none empty, same placeholders', (folder) => {
    const es = files[`${folder}/es.json`];
    const en = files[`${folder}/en.json`];
    expect(es, `${folder}/es.json`).toBeDefined();
    expect(en, `${folder}/en.json`).toBeDefined();
    const esKeys = flatten(es as Json);
    const enKeys = flatten(en as Json);
    expect([...enKeys.keys()].sort()).toEqual([...esKeys.keys()].sort());
    for (const [key, text] of esKeys) {
      expect(text.trim(), `es ${key}`).not.toBe('');
      expect(enKeys.get(key)?.trim(), `en ${key}`).not.toBe('');
      expect(placeholders(enKeys.get(key) ?? ''), `placeholders of ${key}`).toEqual(placeholders(text));
    }
  });

  it('registers every message file as a namespace', () => {
    expect(Object.keys(NAMESPACES).sort()).toEqual(['common', 'shell', ...FEATURES.map((f) => f.namespace)].sort());
  });

  it('has every route title and nav label in both languages', () => {
    const handles: unknown[] = [];
    const walk = (routes: RouteObject[]) => {
      for (const route of routes) {
        handles.push(route.handle);
        if (route.children) walk(route.children);
      }
    };
    walk(FEATURES.flatMap((f) => f.routes));
    const keys = handles.filter(isRouteHandle).map((h) => h.titleKey);
    keys.push(...collectNavItems(FEATURES.flatMap((f) => f.routes)).map((i) => i.entry.labelKey));
    expect(keys.length).toBeGreaterThan(20);
    for (const key of keys) {
      for (const lng of ['es', 'en']) expect(i18next.exists(key, { lng }), `${lng} ${key}`).toBe(true);
    }
  });

  it('uses the spec texts in Spanish', () => {
    const t = i18next.getFixedT('es');
    expect(t('common:loading')).toBe('Cargando...');
    expect(t('common:sessionExpired.title')).toBe('Su sesión ha expirado');
    expect(t('common:serverError.title')).toBe('Algo salió mal!');
    expect(t('common:serverError.thanks')).toBe('GRACIAS POR TU FEEDBACK!');
    expect(t('common:api.notFound')).toBe('No encontramos la dirección de la API.');
    expect(t('shell:search.noResults')).toBe('Sin resultados');
    expect(t('academy:survey.errors.phoneRequired')).toBe('El teléfono es obligatorio.');
    expect(t('common:api.afipUnavailable')).toBe('No se puede obtener información de AFIP en estos momentos');
  });

  it("uses the product's English texts verbatim in English (docs/domain/texts.md)", async () => {
    await i18next.loadLanguages('en');
    const t = i18next.getFixedT('en');
    expect(t('common:api.notFound')).toBe('API url not found!');
    expect(t('shell:search.noResults')).toBe('No results..');
    expect(t('academy:survey.errors.companyNameRequired')).toBe('Company name is required');
    expect(t('academy:survey.errors.phoneRequired')).toBe('Phone is required.');
    expect(t('academy:survey.errors.phoneInvalid')).toBe('Please enter valid phone number.');
  });
});
