import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ErrorLogDetail, SystemUser } from '@tirr/contracts';
import { renderWithSession } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeSession } from '../../test/session';

const user = (over: Partial<SystemUser> = {}): SystemUser => ({
  id: '5b1f8a2e-64c4-4c5e-9a55-0b8a3c1e2f10',
  email: 'flor@example.com',
  name: 'Florencia',
  role: 'free',
  effectiveRole: 'free',
  premiumUntil: null,
  monthlyUsed: 2,
  monthlyLimit: 3,
  premiumRequestedAt: '2026-11-20T15:00:00.000Z',
  subscriptionStatus: null,
  createdAt: '2026-11-01T12:00:00.000Z',
  lastLoginAt: null,
  ...over,
});

describe('/system/users', () => {
  it('shows quota use and the premium request, and grants premium until a day', async () => {
    const calls: Array<{ method: string; url: string; body: unknown }> = [];
    server.use(
      http.get('*/api/v1/system/users', ({ request }) => {
        calls.push({ method: 'GET', url: request.url, body: null });
        return HttpResponse.json({ items: [user()], total: 1 });
      }),
      http.get('*/api/v1/system/users/:id/audit', () => HttpResponse.json({ items: [] })),
      http.put('*/api/v1/system/users/:id/premium', async ({ request }) => {
        calls.push({ method: 'PUT', url: request.url, body: await request.json() });
        return HttpResponse.json(user({ effectiveRole: 'premium', premiumUntil: '2026-12-22T03:00:00.000Z' }));
      }),
    );
    renderWithSession(fakeSession('admin'), { path: '/system/users' });
    const row = await screen.findByTestId('user-row-flor@example.com');
    expect(row).toHaveTextContent('2 de 3');
    expect(row).toHaveTextContent('20/11/2026');
    await userEvent.click(within(row).getByRole('button', { name: 'Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Premium de flor@example.com' });
    // Not premium: nothing to take away is offered.
    expect(within(dialog).queryByRole('button', { name: 'Quitar premium' })).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Dar premium' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.url).toContain('/system/users/5b1f8a2e-64c4-4c5e-9a55-0b8a3c1e2f10/premium');
    expect(put.body).toEqual({ until: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    expect(await screen.findByText('flor@example.com ahora tiene premium.')).toBeInTheDocument();
  }, 45_000);

  it("offers 'Quitar premium' to a user with a running grant and revokes it", async () => {
    const revoked: string[] = [];
    server.use(
      http.get('*/api/v1/system/users', () =>
        HttpResponse.json({
          items: [
            user({ effectiveRole: 'premium', premiumUntil: new Date(Date.now() + 86_400_000 * 10).toISOString() }),
          ],
          total: 1,
        }),
      ),
      http.get('*/api/v1/system/users/:id/audit', () => HttpResponse.json({ items: [] })),
      http.delete('*/api/v1/system/users/:id/premium', ({ request }) => {
        revoked.push(request.url);
        return HttpResponse.json(user());
      }),
    );
    renderWithSession(fakeSession('admin'), { path: '/system/users' });
    const row = await screen.findByTestId('user-row-flor@example.com');
    await userEvent.click(within(row).getByRole('button', { name: 'Premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Premium de flor@example.com' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Quitar premium' }));
    await waitFor(() => expect(revoked).toHaveLength(1));
  }, 45_000);

  it("an admin cannot pick 'Administrador del sistema'", async () => {
    server.use(http.get('*/api/v1/system/users', () => HttpResponse.json({ items: [user()], total: 1 })));
    renderWithSession(fakeSession('admin'), { path: '/system/users' });
    await userEvent.click(await screen.findByRole('combobox', { name: /Rol/ }));
    expect(await screen.findByRole('option', { name: 'Administrador del sistema' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  });
});

describe('/system/blacklist', () => {
  it('validates the CUIT before sending and sends the normalized digits', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get('*/api/v1/system/blacklist', () => HttpResponse.json({ items: [], total: 0 })),
      http.post('*/api/v1/system/blacklist', async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json({ taxNumber: '20314567820' }, { status: 201 });
      }),
    );
    renderWithSession(fakeSession('admin'), { path: '/system/blacklist' });
    const fill = (label: RegExp, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    await screen.findByLabelText(/CUIT\/CUIL/);
    fill(/CUIT\/CUIL/, '20-31456782-1');
    fill(/Motivo/, 'Habeas data');
    fill(/Solicitado por/, 'El titular');
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Ingresá un CUIT/CUIL válido.')).toBeInTheDocument();
    fill(/CUIT\/CUIL/, '00000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    expect(await screen.findByText('Prefijo de CUIT/CUIL desconocido.')).toBeInTheDocument();
    expect(posted).toHaveLength(0);
    fill(/CUIT\/CUIL/, '20-31456782-0');
    await userEvent.click(screen.getByRole('button', { name: 'Bloquear' }));
    await waitFor(() =>
      expect(posted).toEqual([{ taxNumber: '20314567820', reason: 'Habeas data', requestedBy: 'El titular' }]),
    );
    expect(await screen.findByText('Bloqueaste el CUIT 20-31456782-0.')).toBeInTheDocument();
  });
});

describe('/system/errors', () => {
  it('opens the detail with the stack and marks it resolved', async () => {
    const detail: ErrorLogDetail = {
      id: 7,
      type: 'react',
      path: '/credits',
      description: 'TypeError: x is undefined',
      feedback: 'Se rompió',
      userEmail: 'free@tirr.demo',
      createdAt: '2026-11-21T13:00:00.000Z',
      resolvedAt: null,
      stack: 'TypeError: x is undefined\n    at Page (page.tsx:10)',
      feedbackAt: null,
    };
    let patched: unknown = null;
    server.use(
      http.get('*/api/v1/system/errors', () => HttpResponse.json({ items: [detail], total: 1 })),
      http.get('*/api/v1/system/errors/7', () =>
        HttpResponse.json(patched ? { ...detail, resolvedAt: '2026-11-21T14:00:00.000Z' } : detail),
      ),
      http.patch('*/api/v1/system/errors/7', async ({ request }) => {
        patched = await request.json();
        return HttpResponse.json({ ...detail, resolvedAt: '2026-11-21T14:00:00.000Z' });
      }),
    );
    renderWithSession(fakeSession('sysadmin'), { path: '/system/errors' });
    const row = await screen.findByTestId('error-row-7');
    expect(row).toHaveTextContent('21/11/2026 10:00');
    await userEvent.click(row);
    const dialog = await screen.findByRole('dialog', { name: 'Error #7' });
    expect(await within(dialog).findByText(/page\.tsx:10/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Marcar como resuelto' }));
    await waitFor(() => expect(patched).toEqual({ resolved: true }));
    expect(await within(dialog).findByText('Resuelto el 21/11/2026 11:00')).toBeInTheDocument();
  });
});

describe('/system/reportes', () => {
  afterEach(() => vi.restoreAllMocks());

  const usage = (from: string, to: string) => ({
    from,
    to,
    consultsPerDay: [],
    totalConsults: 0,
    topUsers: [],
    topTaxIds: [],
    newUsers: 0,
    premiumRequests: 0,
    conversions: { payments: 0, users: 0 },
    errors: { react: 0, node: 0 },
  });

  it("'Exportar CSV' saves the range's CSV, asked for with the Bearer token; a refusal says so", async () => {
    document.cookie = 'tirr_at=token-123; Path=/';
    const asked: Array<{ auth: string | null; from: string | null; to: string | null }> = [];
    let refuse = false;
    server.use(
      http.get('*/api/v1/system/reports', ({ request }) => {
        const url = new URL(request.url);
        return HttpResponse.json(usage(url.searchParams.get('from')!, url.searchParams.get('to')!));
      }),
      http.get('*/api/v1/system/reports.csv', ({ request }) => {
        const url = new URL(request.url);
        asked.push({
          auth: request.headers.get('authorization'),
          from: url.searchParams.get('from'),
          to: url.searchParams.get('to'),
        });
        if (refuse) return HttpResponse.json({ code: 'INTERNAL_ERROR', message: 'x' }, { status: 500 });
        return new HttpResponse('dia;consultas\r\n', { headers: { 'Content-Type': 'text/csv' } });
      }),
    );
    Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => 'blob:usage') });
    Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderWithSession(fakeSession('admin'), { path: '/system/reportes' });
    const exportButton = await screen.findByRole('button', { name: 'Exportar CSV' });
    await waitFor(() => expect(exportButton).toBeEnabled());
    await userEvent.click(exportButton);
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(asked).toEqual([
      { auth: 'Bearer token-123', from: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), to: expect.any(String) },
    ]);
    const { from, to } = asked[0]!;
    expect(saved).toEqual([`reporte-uso-${from}-${to}.csv`]);

    refuse = true;
    await userEvent.click(exportButton);
    expect(await screen.findByText('No pudimos exportar el reporte. Intentá nuevamente.')).toBeInTheDocument();
    expect(saved).toHaveLength(1);
    // The page says it; the 500 screen does not replace it.
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();
  }, 45_000);
});
