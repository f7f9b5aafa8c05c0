import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { ChequeAssumptionsSettings } from '@tirr/contracts';
import { DEFAULT_CHEQUE_ASSUMPTIONS } from '@tirr/domain';
import { renderWithSession } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeSession } from '../../test/session';

const defaults = structuredClone(DEFAULT_CHEQUE_ASSUMPTIONS) as ChequeAssumptionsSettings['defaults'];
const settings = (over: Partial<ChequeAssumptionsSettings['assumptions']> = {}): ChequeAssumptionsSettings => ({
  assumptions: { ...defaults, ...over },
  defaults,
  updatedAt: null,
});
const field = (name: string) => document.querySelector(`input[name="${name}"]`) as HTMLInputElement;

describe('/system/supuestos-cheques', () => {
  it("shows everyone's assumptions beside their defaults, saves a change and restores the defaults", async () => {
    const puts: unknown[] = [];
    server.use(
      http.get('*/api/v1/cheques/assumptions', () => HttpResponse.json(settings({ lgd: 50 }))),
      http.put('*/api/v1/cheques/assumptions', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        puts.push(body);
        return HttpResponse.json(settings(Object.keys(body).length ? { lgd: 55 } : {}));
      }),
    );
    renderWithSession(fakeSession('admin'), { path: '/system/supuestos-cheques' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Supuestos de cheques' })).toBeInTheDocument();
    await waitFor(() => expect(field('lgd').value).toBe('50'));
    expect(field('spreads-MALO').value).toBe('30');
    expect(screen.getByTestId('default-lgd')).toHaveTextContent('Por defecto: 60');
    expect(screen.getByTestId('default-MALO')).toHaveTextContent('Por defecto: spread 30 · PD 30 %');

    await userEvent.clear(field('spreads-EXCELENTE'));
    await userEvent.type(field('spreads-EXCELENTE'), '4,5');
    await userEvent.clear(field('lgd'));
    await userEvent.type(field('lgd'), '55');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar supuestos' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect(puts[0]).toMatchObject({ spreads: { EXCELENTE: 4.5, MALO: 30 }, lgd: 55 });
    expect(await screen.findByText('Guardaste los supuestos de cheques.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Volver a los valores por defecto' }));
    await waitFor(() => expect(puts).toHaveLength(2));
    expect(puts[1]).toEqual({});
    await waitFor(() => expect(field('lgd').value).toBe('60'));
  }, 45_000);

  it('shows the API refusing a value under its field', async () => {
    server.use(
      http.get('*/api/v1/cheques/assumptions', () => HttpResponse.json(settings())),
      http.put('*/api/v1/cheques/assumptions', () =>
        HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'assumptions.spreads.MALO: Los supuestos: el spread MALO no puede superar 100 puntos.',
            details: [
              {
                field: 'assumptions.spreads.MALO',
                message: 'Los supuestos: el spread MALO no puede superar 100 puntos.',
              },
            ],
          },
          { status: 400 },
        ),
      ),
    );
    renderWithSession(fakeSession('admin'), { path: '/system/supuestos-cheques' });
    await waitFor(() => expect(field('spreads-MALO').value).toBe('30'));
    await userEvent.clear(field('spreads-MALO'));
    await userEvent.type(field('spreads-MALO'), '150');
    await userEvent.click(screen.getByRole('button', { name: 'Guardar supuestos' }));
    expect(await screen.findByText('Los supuestos: el spread MALO no puede superar 100 puntos.')).toBeInTheDocument();
    expect(field('spreads-MALO')).toHaveAttribute('aria-invalid', 'true');
  }, 45_000);
});
