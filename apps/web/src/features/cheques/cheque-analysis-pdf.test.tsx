import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { analyse, chooseEntity, field, fill, prefilled, PREFILLED } from './test/analysis-page';
import { analysisPdfApi, chequeAnalysisFixture, chequesApi, invalid, QUOTA_EXCEEDED } from './test/fixtures';
import { recordDownloads } from './test/portfolio-fixtures';

const banner = () => screen.findByTestId('verdict-banner', {}, { timeout: 15_000 });
const download = (name = 'Descargar PDF') => userEvent.click(screen.getByRole('button', { name }));

/** The body the prefilled page analyses (test/analysis-page.ts). */
const BODY = {
  entityCode: 7,
  chequeNumber: 12345678,
  drawerTaxId: '30500010912',
  amount: 1_000_000,
  currency: 'ARS',
  dueDate: '2026-04-01',
  kind: 'physical',
};

describe("'Analizar cheque': the analysis as a PDF", () => {
  it('posts the body the analysis was made with, in the page’s language, and saves the PDF by bank and number', async () => {
    const { posted } = await analyse();
    await banner();
    const requests = analysisPdfApi();
    const saved = recordDownloads();
    await download();
    await waitFor(() => expect(saved.names).toEqual(['analisis-cheque-7-12345678.pdf']));
    // The bytes as the API sent them (a fetched Blob reads itself).
    expect(await saved.blobs[0]!.text()).toMatch(/^%PDF/);
    expect(posted).toEqual([BODY]);
    expect(requests).toEqual([{ body: BODY, lang: 'es', accept: 'application/pdf' }]);
  }, 60_000);

  it('sends the assumptions the analysis was made with, not what was typed since', async () => {
    const { posted } = await prefilled();
    await userEvent.click(screen.getByRole('button', { name: 'Opciones avanzadas' }));
    fill('Spread Malo (puntos)', '25');
    await userEvent.click(screen.getByRole('button', { name: 'Analizar' }));
    await banner();
    fill('Spread Malo (puntos)', '40');
    const requests = analysisPdfApi();
    recordDownloads();
    await download();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(requests[0]!.body).toEqual({ ...BODY, assumptions: { spreads: { MALO: 25 } } });
    expect(requests[0]!.body).toEqual(posted[0]);
  }, 60_000);

  it('offers the PDF of a reported cheque too, its price still hidden', async () => {
    const reported = { denunciado: true, fechaProcesamiento: '2026-02-20', detalles: [] };
    await analyse({ answer: chequeAnalysisFixture({ reported, verdict: 'NO_APTO' }) });
    await banner();
    const requests = analysisPdfApi();
    recordDownloads();
    await download();
    await waitFor(() => expect(requests).toHaveLength(1));
    expect(screen.getByTestId('reported-no-price')).toBeInTheDocument();
  }, 60_000);

  it('names the file in English and asks for the English PDF', async () => {
    await act(() => i18next.changeLanguage('en'));
    try {
      chequesApi();
      renderWithSession(fakeSession('premium'), { path: PREFILLED });
      await chooseEntity('Galicia', 'Bank');
      fill('Cheque number', '12345678');
      await userEvent.click(screen.getByRole('button', { name: 'Analyse' }));
      await banner();
      const requests = analysisPdfApi();
      const saved = recordDownloads();
      await download('Download PDF');
      await waitFor(() => expect(saved.names).toEqual(['cheque-analysis-7-12345678.pdf']));
      expect(requests.map((request) => request.lang)).toEqual(['en']);
    } finally {
      await act(() => i18next.changeLanguage('es'));
    }
  }, 60_000);
});

describe("'Analizar cheque': a refused PDF, said as a refused analysis is", () => {
  it('offers the subscription when the free reports are used up (402), saving nothing', async () => {
    await analyse({ consulted: true }, 'free');
    await banner();
    analysisPdfApi(QUOTA_EXCEEDED);
    const saved = recordDownloads();
    await download();
    expect(await screen.findByTestId('quota-exceeded')).toHaveTextContent(
      'Obtené reportes ilimitados con la suscripción paga de ARS 4.550,00 por mes.',
    );
    expect(saved.names).toEqual([]);
  }, 60_000);

  it('says a blocked drawer (403) under the drawer, the analysis still shown', async () => {
    await analyse();
    await banner();
    analysisPdfApi({ status: 403, body: { code: 'TAX_ID_BLOCKED', message: 'CUIT/CUIL no disponible.' } });
    const saved = recordDownloads();
    await download();
    await waitFor(() => expect(field('CUIT del librador')).toHaveAccessibleDescription('CUIT/CUIL no disponible.'));
    expect(screen.getByTestId('verdict-banner')).toBeInTheDocument();
    expect(saved.names).toEqual([]);
  }, 60_000);

  it('asks for a confirmed email (403), then downloads the PDF once confirmed', async () => {
    await analyse();
    await banner();
    const refused = analysisPdfApi({
      status: 403,
      body: { code: 'EMAIL_NOT_VERIFIED', message: 'Confirmá tu email.' },
    });
    const saved = recordDownloads();
    await download();
    const notice = await screen.findByTestId('email-not-verified');
    const requests = analysisPdfApi();
    await userEvent.click(within(notice).getByRole('button', { name: 'Ya lo confirmé' }));
    await waitFor(() => expect(saved.names).toEqual(['analisis-cheque-7-12345678.pdf']));
    expect(refused).toHaveLength(1);
    expect(requests[0]!.body).toEqual(refused[0]!.body);
  }, 60_000);

  it('says a 400 under the field it names and the rest above the analysis, which stays', async () => {
    await analyse();
    await banner();
    analysisPdfApi(
      invalid(
        { field: 'dueDate', message: 'La fecha de pago debe dejar al menos 1 día de plazo desde la liquidación.' },
        { field: 'lang', message: 'el idioma debe ser uno de: es, en.' },
      ),
    );
    await download();
    expect(await screen.findByTestId('analysis-problem')).toHaveTextContent(/^el idioma debe ser uno de: es, en\.$/);
    expect(field('Fecha de pago')).toHaveAccessibleDescription(
      'La fecha de pago debe dejar al menos 1 día de plazo desde la liquidación.',
    );
    expect(screen.getByTestId('verdict-banner')).toBeInTheDocument();
  }, 60_000);
});
