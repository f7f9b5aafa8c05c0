import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { loadReportPage, REPORT_PATH, reportApi } from './test/report-api';

/**
 * A report opened by its address or a link that would use one of the free monthly reports asks first, as
 * the search does (docs/product.md §4 'Report request', ADR 0141); nothing is recorded until 'Ver informe'.
 */
beforeAll(loadReportPage, 30_000);

const reportHeading = () => screen.findByRole('heading', { level: 1, name: /S\.A\.|S\.R\.L\./ }, { timeout: 15_000 });

describe('a report that would use a free one', () => {
  it("asks first; 'Ver informe' records the consult and shows the report", async () => {
    const calls = reportApi(undefined, { consulted: false });
    renderWithSession(fakeSession('free'), { path: REPORT_PATH });
    const question = await screen.findByRole('alert', {}, { timeout: 15_000 });
    expect(question).toHaveTextContent('¿Ver este informe?');
    expect(question).toHaveTextContent('Este informe usa 1 de tus 3 informes gratuitos del mes');
    expect(calls.filter((c) => c.startsWith('create'))).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Ver informe' }));
    await reportHeading();
    expect(calls.filter((c) => c.startsWith('create'))).toHaveLength(1);
  });

  it("'Cancelar' goes back without recording anything", async () => {
    const calls = reportApi(undefined, { consulted: false });
    const { router } = renderWithSession(fakeSession('free'), { path: REPORT_PATH });
    await screen.findByRole('alert', {}, { timeout: 15_000 });
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/credits'));
    expect(calls).toEqual([]);
  });

  it.each([
    ['a tax id already consulted this month', 'free', true, undefined],
    ['a report confirmed on the way (the search)', 'free', false, { reportConfirmed: true }],
    ['a plan without a limit', 'premium', false, undefined],
  ] as const)('opens at once for %s', async (_label, role, consulted, state) => {
    const calls = reportApi(undefined, { consulted });
    const { router } = renderWithSession(fakeSession(role), { path: '/credits' });
    await router.navigate(REPORT_PATH, { state });
    await reportHeading();
    expect(screen.queryByText('¿Ver este informe?')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.startsWith('create'))).toHaveLength(1);
  });
});
