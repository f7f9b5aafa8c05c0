import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../test/server';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { emptyProfileScore } from './test/fixtures';

const PROFILE = '00000000-0000-4000-8000-000000000031';

const score = emptyProfileScore(PROFILE);

const field = (label: string) => screen.getByLabelText(label, { exact: false });
const fill = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('/credits/profiles/balance/{id}', () => {
  it('checks amounts as they are typed, period and date on submit, and shows the API problems under their fields', async () => {
    const posted: unknown[] = [];
    server.use(
      http.get(`*/api/v1/profiles/${PROFILE}/score`, () => HttpResponse.json(score)),
      http.post(`*/api/v1/profiles/${PROFILE}/balance`, async ({ request }) => {
        posted.push(await request.json());
        return HttpResponse.json(
          {
            code: 'VALIDATION_ERROR',
            message: 'Datos inválidos.',
            details: [{ field: 'parameters.ventas', message: 'Ventas: el total es demasiado grande.' }],
          },
          { status: 400 },
        );
      }),
    );
    renderWithSession(fakeSession('premium'), { path: `/credits/profiles/balance/${PROFILE}` });
    await screen.findByLabelText('Ventas', { exact: false }, { timeout: 10_000 });

    // A negative amount where it cannot be is said at once; nothing about the period or date yet.
    fill('Activos corrientes', '-5');
    expect(await screen.findByText('No puede ser negativo.')).toBeInTheDocument();
    expect(screen.queryByText('Completá este campo.')).toBeNull();
    fill('Activos corrientes', '1.000.000 + 250.000,50');
    await waitFor(() => expect(screen.queryByText('No puede ser negativo.')).toBeNull());
    expect(screen.getByTestId('patrimonio-neto')).toHaveTextContent('ARS 1.250.000,50');

    await userEvent.click(screen.getByRole('button', { name: 'Subir balance' }));
    expect(await screen.findAllByText('Completá este campo.')).toHaveLength(2);
    expect(screen.getByText('Revisá los campos marcados.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    // After a submit, the period's problem follows what is typed.
    fill('Período', '2025');
    await waitFor(() => expect(screen.getAllByText('Completá este campo.')).toHaveLength(1));
    fill('Fecha de cierre', '31122025');
    fill('Ventas', '3.000.000');
    await waitFor(() => expect(screen.queryByText('Revisá los campos marcados.')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Subir balance' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          period: '2025',
          date: '2025-12-31',
          parameters: {
            ventas: '3.000.000',
            resultadoNeto: '',
            activosCorrientes: '1.000.000 + 250.000,50',
            activosNoCorrientes: '',
            pasivosCorrientes: '',
            pasivosNoCorrientes: '',
          },
        },
      ]),
    );
    expect(await screen.findByText('Ventas: el total es demasiado grande.')).toBeInTheDocument();
    expect(screen.getByText('Revisá los campos marcados.')).toBeInTheDocument();
  }, 60_000);
});
