import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { initI18n } from '../app/i18n';
import { apiStatus } from '../shared/api/api-events';
import { notifications } from '../shared/notify/notify-store';
import { server } from './server';

/** A matchMedia that evaluates min-/max-width against window.innerWidth (jsdom has none). */
function installMatchMedia() {
  const matches = (query: string) => {
    const width = window.innerWidth;
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
  };
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches(query),
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    }),
  });
}

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

installMatchMedia();
// Lazy routes are transformed on first use; on a busy machine that takes longer than the 1 s default.
configure({ asyncUtilTimeout: 10_000 });
initI18n('es');

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(async () => {
  cleanup();
  server.resetHandlers();
  window.localStorage.clear();
  window.sessionStorage.clear();
  clearCookies();
  apiStatus.clear();
  notifications.clear();
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 1024 });
  await initI18n('es').changeLanguage('es');
});
afterAll(() => server.close());
