import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { AuthConfig } from '@tirr/contracts';

/** GET /api/v1/auth answer used by the screen tests (the built-in provider on the test origin). */
export const testAuthConfig: AuthConfig = {
  domain: 'http://localhost:3000/oidc',
  clientId: 'tirr-web',
  audience: 'http://localhost:3000/api',
  provider: 'builtin',
  demoData: true,
  offlineCheckout: true,
};

/** MSW node server: every test adds the handlers it needs (`server.use`); unknown calls fail the test. */
export const server = setupServer(
  http.get('*/api/v1/auth', () => HttpResponse.json(testAuthConfig)),
  // The shell saves route visits and settings in the background; tests that care override these.
  http.post('*/api/v1/users/me/info', () => HttpResponse.json({})),
  http.get('*/api/v1/quick-panel/data', () => HttpResponse.json({ events: [], notes: [], unreadEvents: 0 })),
  // The shell's help button reads the help content once; tests about the help panel answer with entries.
  http.get('*/api/v1/content/help-codes', () => HttpResponse.json([])),
);
