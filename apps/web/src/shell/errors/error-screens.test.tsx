import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { api } from '../../shared/api/client';
import { defineHandle, type FeatureDefinition } from '../../shared/routing/route-handle';
import { renderWithSession } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeSession } from '../../test/session';

function Boom(): never {
  throw new Error('boom in render');
}

const brokenFeature: FeatureDefinition = {
  namespace: 'test',
  messages: { es: {}, en: {} },
  routes: [
    { path: '/boom', handle: defineHandle({ titleKey: 'common:appName', permission: 'none' }), Component: Boom },
  ],
};

/** The API's rule (ADR 0112): only the token POST returned lets a PATCH add the feedback. */
function recordLogCalls() {
  const calls: Array<{ method: string; url: string; body: unknown; status: number }> = [];
  server.use(
    http.post('*/api/v1/logs/errors', async ({ request }) => {
      calls.push({ method: 'POST', url: new URL(request.url).pathname, body: await request.json(), status: 201 });
      return HttpResponse.json({ id: 42, feedbackToken: 'token-of-42' }, { status: 201 });
    }),
    http.patch('*/api/v1/logs/errors/:id', async ({ request }) => {
      const body = (await request.json()) as { feedbackToken?: string };
      const status = body.feedbackToken === 'token-of-42' ? 200 : 403;
      calls.push({ method: 'PATCH', url: new URL(request.url).pathname, body, status });
      return HttpResponse.json(status === 200 ? { id: 42 } : { code: 'FORBIDDEN', message: 'x' }, { status });
    }),
  );
  return calls;
}

describe('500 screen', () => {
  it('reports an unhandled interface error, then PATCHes the feedback and thanks the user', async () => {
    const calls = recordLogCalls();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const consoleWarn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithSession(fakeSession('free'), { path: '/boom', extraFeatures: [brokenFeature] });

    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal!' })).toBeInTheDocument();
    // The shell stays around the failing page.
    expect(screen.getByRole('navigation', { name: 'Navegación principal' })).toBeInTheDocument();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/v1/logs/errors',
      body: { type: 'react', path: '/boom', description: 'boom in render' },
    });
    expect((calls[0]?.body as { stack?: string }).stack).toContain('boom in render');

    const send = screen.getByRole('button', { name: 'Enviar feedback' });
    expect(send).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Regresar' })).toBeEnabled();
    await userEvent.type(screen.getByRole('textbox', { name: 'Tu feedback' }), 'Abrí la página y falló');
    await userEvent.click(send);

    expect(await screen.findByText('GRACIAS POR TU FEEDBACK!')).toBeInTheDocument();
    expect(calls[1]).toEqual({
      method: 'PATCH',
      url: '/api/v1/logs/errors/42',
      body: { feedback: 'Abrí la página y falló', feedbackToken: 'token-of-42' },
      status: 200,
    });
    expect(calls).toHaveLength(2);
    consoleError.mockRestore();
    consoleWarn.mockRestore();
  });

  it('feedback sent before the report answered PATCHes that report (no second log)', async () => {
    const calls: string[] = [];
    let answer: (() => void) | undefined;
    server.use(
      http.post('*/api/v1/logs/errors', async () => {
        calls.push('POST');
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return HttpResponse.json({ id: 77, feedbackToken: 'token-of-77' }, { status: 201 });
      }),
      http.patch('*/api/v1/logs/errors/:id', async ({ params, request }) => {
        const { feedbackToken } = (await request.json()) as { feedbackToken?: string };
        calls.push(`PATCH ${String(params.id)} ${feedbackToken}`);
        return HttpResponse.json({ id: 77 });
      }),
    );
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderWithSession(fakeSession('free'), { path: '/boom', extraFeatures: [brokenFeature] });
    const box = await screen.findByRole('textbox', { name: 'Tu feedback' });
    await waitFor(() => expect(calls).toEqual(['POST']));
    await userEvent.type(box, 'Rápido');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar feedback' }));
    answer!();
    expect(await screen.findByText('GRACIAS POR TU FEEDBACK!')).toBeInTheDocument();
    expect(calls).toEqual(['POST', 'PATCH 77 token-of-77']);
    consoleError.mockRestore();
  });

  it('/errors/500 creates the log together with the feedback', async () => {
    const calls = recordLogCalls();
    renderWithSession(fakeSession(null), { path: '/errors/500' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tu feedback' }), 'No cargaba');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar feedback' }));
    expect(await screen.findByText('GRACIAS POR TU FEEDBACK!')).toBeInTheDocument();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      method: 'POST',
      body: { type: 'react', path: '/errors/500', feedback: 'No cargaba' },
    });
  });

  it('keeps the form and says so when the feedback cannot be sent', async () => {
    server.use(http.post('*/api/v1/logs/errors', () => new HttpResponse(null, { status: 503 })));
    renderWithSession(fakeSession(null), { path: '/errors/500' });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Tu feedback' }), 'x');
    await userEvent.click(screen.getByRole('button', { name: 'Enviar feedback' }));
    expect(await screen.findByText('No pudimos enviar tu feedback. Intentá nuevamente.')).toBeInTheDocument();
    expect(screen.queryByText('GRACIAS POR TU FEEDBACK!')).not.toBeInTheDocument();
  });

  it('shows the 500 screen when an API call fails with a 5xx, and leaves it with Regresar', async () => {
    server.use(http.get('*/api/v1/credit/history', () => new HttpResponse(null, { status: 502 })));
    const { router } = renderWithSession(fakeSession('free'), { path: '/credits' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riesgo Crediticio' })).toBeInTheDocument();
    await act(() => api.get('/credit/history').catch(() => undefined));
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal!' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Regresar' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('session-expired screen', () => {
  it("replaces the page with 'Su sesión ha expirado' on a 401, with a link to sign in again", async () => {
    server.use(http.get('*/api/v1/credit/history', () => new HttpResponse(null, { status: 401 })));
    const { router } = renderWithSession(fakeSession('free'), { path: '/credits' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riesgo Crediticio' })).toBeInTheDocument();
    await act(() => api.get('/credit/history').catch(() => undefined));

    expect(await screen.findByRole('heading', { level: 1, name: 'Su sesión ha expirado' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Riesgo Crediticio' })).not.toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Iniciar sesión nuevamente' });
    expect(link).toHaveAttribute('href', '/login');
    await userEvent.click(link);
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('is the /errors/401 page', async () => {
    renderWithSession(fakeSession(null), { path: '/errors/401' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Su sesión ha expirado' })).toBeInTheDocument();
  });
});

describe('toasts', () => {
  it("shows 'No encontramos la dirección de la API.' for an unknown API url", async () => {
    server.use(http.get('*/api/v1/nowhere', () => new HttpResponse(null, { status: 404 })));
    renderWithSession(fakeSession('free'), { path: '/credits' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Riesgo Crediticio' })).toBeInTheDocument();
    await act(() => api.get('/nowhere').catch(() => undefined));
    expect(await screen.findByRole('alert')).toHaveTextContent('No encontramos la dirección de la API.');
  });

  it('/errors/404 is the not-found page', async () => {
    renderWithSession(fakeSession(null), { path: '/errors/404' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeInTheDocument();
  });
});
