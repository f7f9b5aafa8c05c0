import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';

const PATH = '/integrations/api';

beforeAll(() => import('./api-guide-page'), 30_000);

async function openGuide(role: 'premium' | 'free' = 'premium', heading = 'Primeros pasos con la API') {
  renderWithSession(fakeSession(role), { path: PATH });
  return screen.findByRole('heading', { level: 1, name: heading }, { timeout: 15_000 });
}

const sample = (name: string) => screen.getByLabelText(name, { selector: 'pre' });

describe("'Primeros pasos con la API'", () => {
  it('shows a first request with curl and with @tirr/api-client against this server, on the real report route', async () => {
    await openGuide();
    const origin = window.location.origin;
    expect(sample('curl')).toHaveTextContent(
      `curl -H "Authorization: Bearer tirr_…" \\ ${origin}/api/v1/credit/30715896342/report`,
    );
    const typescript = sample('TypeScript');
    expect(typescript).toHaveTextContent("import { createTirrClient } from '@tirr/api-client';");
    expect(typescript).toHaveTextContent(`baseUrl: '${origin}'`);
    expect(typescript).toHaveTextContent("tirr.GET('/api/v1/credit/{taxNumber}/report'");
    expect(sample('Ejemplo de error').textContent).toBe(
      JSON.stringify({ code: 'API_KEY_INVALID', message: 'La clave de API no es válida.' }, null, 2),
    );
  });

  it("explains keys, their permissions, the quota, the limits and the errors, and leads to 'Claves de API' and /api/docs", async () => {
    await openGuide();
    const create = screen.getByRole('region', { name: 'Crear una clave' });
    expect(within(create).getByText(/se muestra una sola vez/)).toBeInTheDocument();
    for (const scope of ['reports', 'portfolio:read', 'portfolio:write', 'batch', 'cheques', 'policy'])
      expect(within(create).getByText(scope)).toBeInTheDocument();
    expect(within(create).getByRole('link', { name: 'Ir a Claves de API' })).toHaveAttribute(
      'href',
      '/integrations/api-keys',
    );
    const limits = screen.getByRole('region', { name: 'Cupo, límites y errores' });
    expect(limits).toHaveTextContent('el cupo de 3 informes por mes');
    expect(limits).toHaveTextContent('402 QUOTA_EXCEEDED');
    expect(limits).toHaveTextContent('429 con el encabezado Retry-After');
    expect(screen.getByRole('link', { name: 'Abrir la referencia de la API' })).toHaveAttribute('href', '/api/docs');
    expect(screen.getByRole('link', { name: 'Referencia en JSON (OpenAPI)' })).toHaveAttribute(
      'href',
      '/api/docs/json',
    );
  });

  it('copies a sample', async () => {
    const user = userEvent.setup();
    await openGuide();
    await user.click(screen.getByRole('button', { name: 'Copiar: curl' }));
    expect(await navigator.clipboard.readText()).toBe(sample('curl').textContent);
    expect(await screen.findByText('Copiado.')).toBeInTheDocument();
  });

  it("is first in the 'Integraciones' menu for premium users; a free user reads it without the menu item", async () => {
    await openGuide();
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    const links = within(within(nav).getByRole('list', { name: 'Integraciones' })).getAllByRole('link');
    expect(links[0]).toHaveAttribute('href', PATH);
  });

  it('reads in English, for a free user too', async () => {
    await act(() => i18next.changeLanguage('en'));
    await openGuide('free', 'Getting started with the API');
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Getting started with the API' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Quota, limits and errors' })).toHaveTextContent(
      'the quota of 3 reports a month applies',
    );
    expect(sample('An error')).toHaveTextContent('The API key is not valid.');
    expect(screen.getByRole('link', { name: 'Go to API keys' })).toHaveAttribute('href', '/integrations/api-keys');
  });
});
