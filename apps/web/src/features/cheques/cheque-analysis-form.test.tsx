import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/render-app';
import { server } from '../../test/server';
import { fakeSession } from '../../test/session';
import { analyse, chooseEntity, field, fill, PATH, prefilled } from './test/analysis-page';
import { chequesApi, QUOTA_EXCEEDED } from './test/fixtures';

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Analizar' }));
const openAdvanced = () => userEvent.click(screen.getByRole('button', { name: 'Opciones avanzadas' }));
const banner = () => screen.findByTestId('verdict-banner', {}, { timeout: 15_000 });

describe("'Analizar cheque': the form", () => {
  it("checks the fields, then sends the body the API expects: money typed the Argentine way, the CUIT's digits, ISO dates, only the assumptions typed", async () => {
    const posted = chequesApi();
    renderWithSession(fakeSession('premium'), { path: PATH });
    await screen.findByRole('heading', { level: 1, name: 'Analizar cheque' }, { timeout: 15_000 });

    await submit();
    expect(await screen.findByText('Elegí el banco de la lista.')).toBeInTheDocument();
    expect(field('CUIT del librador')).toHaveAccessibleDescription('Ingresá un CUIT/CUIL válido.');
    expect(field('Monto')).toHaveAccessibleDescription('Ingresá el monto del cheque.');
    expect(field('Fecha de pago')).toHaveAccessibleDescription('Ingresá la fecha de pago.');
    expect(posted).toEqual([]);

    await chooseEntity('Galicia');
    fill('Número de cheque', '1234-5678');
    fill('CUIT del librador', '30500010912');
    expect(field('CUIT del librador').value).toBe('30-50001091-2');
    fill('Monto', '1.500.000,50');
    // Once read, the form's earlier problem gives way to what the field understood.
    expect(await screen.findByTestId('parsed-amount')).toHaveTextContent('= ARS 1.500.000,50');
    fill('Fecha de pago', '15012027');
    await userEvent.click(screen.getByRole('button', { name: 'eCheq' }));
    await userEvent.click(screen.getByRole('button', { name: 'USD' }));
    await userEvent.click(screen.getByRole('button', { name: 'Opciones avanzadas' }));
    fill('Tasa de referencia propia (TNA %)', '35,5');
    fill('Spread Malo (puntos)', '25');
    fill('Pérdida si no paga, LGD (%)', '50');
    await submit();

    await waitFor(() =>
      expect(posted).toEqual([
        {
          entityCode: 7,
          chequeNumber: 12345678,
          drawerTaxId: '30500010912',
          amount: 1500000.5,
          currency: 'USD',
          dueDate: '2027-01-15',
          kind: 'echeq',
          referenceRate: 35.5,
          assumptions: { spreads: { MALO: 25 }, lgd: 50 },
        },
      ]),
    );
    // The fields keep what the user typed, nothing more: the others are everyone's, not copied from the analysis.
    await screen.findByTestId('verdict-banner');
    expect(field('Spread Malo (puntos)').value).toBe('25');
    expect(field('Pérdida si no paga, LGD (%)').value).toBe('50');
    expect(field('Spread Bueno (puntos)').value).toBe('');
    expect(field('PD anual Excelente (%)').value).toBe('');
  }, 60_000);

  it("is prefilled from its query: a report's drawer, the cheque simulator's amount and dates", async () => {
    chequesApi();
    renderWithSession(fakeSession('premium'), {
      path: `${PATH}?drawer=30500010912&amount=250000.5&currency=USD&dueDate=2027-01-15&tradeDate=2026-12-01`,
    });
    await screen.findByRole('combobox', { name: 'Banco' }, { timeout: 15_000 });
    expect(field('CUIT del librador').value).toBe('30-50001091-2');
    expect(field('Monto').value).toBe('250.000,50');
    expect(screen.getByTestId('parsed-amount')).toHaveTextContent('= USD 250.000,50');
    expect(field('Fecha de pago').value).toBe('15/01/2027');
    expect(field('Fecha de operación').value).toBe('01/12/2026');
    expect(screen.getByRole('button', { name: 'USD' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('leaves out what it cannot read in the query', async () => {
    chequesApi();
    renderWithSession(fakeSession('premium'), { path: `${PATH}?drawer=abc&amount=-5&dueDate=2027-02-31` });
    await screen.findByRole('combobox', { name: 'Banco' }, { timeout: 15_000 });
    expect(field('CUIT del librador').value).toBe('');
    expect(field('Monto').value).toBe('');
    expect(field('Fecha de pago').value).toBe('');
  });

  it.each([
    [
      'a 400 under each field it names, the assumptions opened',
      400,
      {
        code: 'VALIDATION_ERROR',
        message: 'Datos inválidos.',
        details: [
          { field: 'amount', message: 'El monto no puede superar 1.000.000.000.000.000.' },
          { field: 'dueDate', message: 'La fecha de pago debe dejar al menos 1 día de plazo desde la liquidación.' },
          { field: 'assumptions.spreads.MALO', message: 'El spread de Malo no puede superar 100 puntos.' },
        ],
      },
      [
        ['Monto', 'El monto no puede superar 1.000.000.000.000.000.'],
        ['Fecha de pago', 'La fecha de pago debe dejar al menos 1 día de plazo desde la liquidación.'],
        ['Spread Malo (puntos)', 'El spread de Malo no puede superar 100 puntos.'],
      ],
    ],
    [
      'an unknown bank under the bank',
      404,
      {
        code: 'ENTITY_NOT_FOUND',
        message: 'El banco no está en la lista de entidades del BCRA.',
        details: [{ field: 'entityCode', message: 'El banco no está en la lista de entidades del BCRA.' }],
      },
      [['Banco', 'El banco no está en la lista de entidades del BCRA.']],
    ],
    [
      'a blocked CUIT under the drawer',
      403,
      { code: 'TAX_ID_BLOCKED', message: 'CUIT/CUIL no disponible.' },
      [['CUIT del librador', 'CUIT/CUIL no disponible.']],
    ],
    [
      "a minor's CUIT under the drawer",
      404,
      { code: 'UNAVAILABLE', message: 'La consulta de este CUIT/CUIL no está disponible.' },
      [['CUIT del librador', 'La consulta de este CUIT/CUIL no está disponible.']],
    ],
  ] as const)(
    'shows %s',
    async (_case, status, body, expected) => {
      await analyse({ answer: { status, body } });
      for (const [label, message] of expected)
        await waitFor(() => expect(field(label)).toHaveAccessibleDescription(message));
      expect(screen.queryByTestId('verdict-banner')).not.toBeInTheDocument();
      if (status === 400)
        expect(screen.getByRole('button', { name: 'Opciones avanzadas' })).toHaveAttribute('aria-expanded', 'true');
    },
    60_000,
  );

  it('says above the result a problem of a field the form does not have, and the others under theirs', async () => {
    await analyse({
      answer: {
        status: 400,
        body: {
          code: 'VALIDATION_ERROR',
          message: 'Datos inválidos.',
          details: [
            { field: 'assumptions', message: 'Los supuestos deben ser un objeto.' },
            { field: 'amount', message: 'El monto debe ser mayor que 0.' },
          ],
        },
      },
    });
    expect(await screen.findByTestId('analysis-problem')).toHaveTextContent(/^Los supuestos deben ser un objeto\.$/);
    expect(field('Monto')).toHaveAccessibleDescription('El monto debe ser mayor que 0.');
  }, 60_000);

  it('says a problem no field can show above the result', async () => {
    await analyse({
      answer: { status: 429, body: { code: 'RATE_LIMITED', message: 'Too many requests' } },
    });
    expect(await screen.findByTestId('analysis-problem')).toHaveTextContent(
      'Hiciste muchas consultas seguidas. Esperá un momento y volvé a intentar.',
    );
  }, 60_000);
});

describe("'Analizar cheque': the user's own assumptions, sent only when edited", () => {
  it("shows everyone's values in the empty fields; untouched, no assumptions are sent, nor after an analysis", async () => {
    const { posted } = await analyse();
    await banner();
    expect(posted[0]).not.toHaveProperty('assumptions');
    expect(posted[0]).not.toHaveProperty('referenceRate');
    await openAdvanced();
    // Not filled with the numbers the analysis used: everyone's in force (the administrator's 9, not the default 8).
    expect(field('Spread Bueno (puntos)').value).toBe('');
    expect(field('Spread Bueno (puntos)')).toHaveAttribute('placeholder', '9');
    expect(field('Spread Bueno (puntos)')).toHaveAccessibleDescription('Vigente: 9');
    expect(field('PD anual Excelente (%)')).toHaveAttribute('placeholder', '0,5');
    expect(field('Pérdida si no paga, LGD (%)')).toHaveAccessibleDescription('Vigente: 60');
    await submit();
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).toEqual(posted[0]);
  }, 60_000);

  it("sends only the spread edited; cleared, the field goes back to everyone's value and nothing is sent", async () => {
    const { posted } = await prefilled();
    await openAdvanced();
    fill('Spread Malo (puntos)', '25');
    await submit();
    await waitFor(() => expect(posted).toHaveLength(1));
    expect((posted[0] as { assumptions?: unknown }).assumptions).toEqual({ spreads: { MALO: 25 } });
    await banner();
    expect(field('Spread Malo (puntos)').value).toBe('25');

    fill('Spread Malo (puntos)', '');
    expect(field('Spread Malo (puntos)')).toHaveAccessibleDescription('Vigente: 30');
    await submit();
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]).not.toHaveProperty('assumptions');
  }, 60_000);

  it("says an empty field takes everyone's value when those cannot be read", async () => {
    chequesApi();
    let asked = 0;
    server.use(
      http.get('*/api/v1/cheques/assumptions', () => {
        asked += 1;
        return HttpResponse.json({ code: 'INTERNAL', message: 'x' }, { status: 500 });
      }),
    );
    renderWithSession(fakeSession('premium'), { path: PATH });
    await screen.findByRole('combobox', { name: 'Banco' }, { timeout: 15_000 });
    await openAdvanced();
    await waitFor(() => expect(asked).toBe(1));
    await waitFor(() => expect(field('Spread Malo (puntos)')).toHaveAccessibleDescription('Vacío, vale el vigente.'));
    expect(field('Spread Malo (puntos)')).not.toHaveAttribute('placeholder');
    // Only a hint: no server-error screen.
    expect(screen.getByRole('heading', { level: 1, name: 'Analizar cheque' })).toBeVisible();
  }, 60_000);
});

describe("'Analizar cheque': a free user's quota", () => {
  it("shows the reports left and asks before using one: 'Cancelar' sends nothing, 'Analizar' does", async () => {
    const { posted } = await analyse({ consulted: false }, 'free');
    expect(screen.getByTestId('quota-remaining')).toHaveTextContent('Te quedan 2 de 3 informes este mes');
    const dialog = await screen.findByRole('dialog', { name: '¿Analizar este cheque?' });
    expect(dialog).toHaveTextContent(
      'El análisis lee el informe del librador: usa 1 de tus 3 informes gratuitos del mes.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([]);

    await submit();
    await userEvent.click(
      within(await screen.findByRole('dialog', { name: '¿Analizar este cheque?' })).getByRole('button', {
        name: 'Analizar',
      }),
    );
    await screen.findByTestId('verdict-banner');
    expect(posted).toHaveLength(1);
  }, 60_000);

  it('asks nothing for a drawer already consulted this month', async () => {
    const { posted } = await analyse({ consulted: true }, 'free');
    await screen.findByTestId('verdict-banner');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(posted).toHaveLength(1);
  }, 60_000);

  it('offers the subscription when the free reports are used up (402)', async () => {
    await analyse({ consulted: true, answer: QUOTA_EXCEEDED }, 'free');
    const panel = await screen.findByTestId('quota-exceeded');
    expect(panel).toHaveTextContent('Obtené reportes ilimitados con la suscripción paga de ARS 4.550,00 por mes.');
    expect(screen.queryByTestId('verdict-banner')).not.toBeInTheDocument();
  }, 60_000);
});
