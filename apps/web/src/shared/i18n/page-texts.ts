import i18next from 'i18next';
import type { Messages } from '../routing/route-handle';

/**
 * Texts only a feature's pages use (docs/quality.md, the first page's JavaScript bar, ADR 0063): kept in
 * `features/<f>/i18n/page/{es,en}.json` and shipped with the pages' lazy modules instead of the first page. They are
 * added in both languages, under a namespace of their own (`<f>-page`), when a module of the pages is first
 * imported; the feature's main namespace keeps what the shell needs at once (the menu label, the title).
 */
export function addPageTexts(namespace: string, texts: { es: Messages; en: Messages }): string {
  for (const [language, messages] of Object.entries(texts)) {
    if (!i18next.hasResourceBundle(language, namespace)) i18next.addResourceBundle(language, namespace, messages);
  }
  return namespace;
}
