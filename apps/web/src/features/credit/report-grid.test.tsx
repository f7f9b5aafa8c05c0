import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { loadReportPage, REPORT_PATH as PATH, reportApi } from './test/report-api';

/**
 * The report's 24-month situación grid (docs/domain/score.md §5): the fixture's company has BANCO ALFA in
 * situación 1, 2, 3 over 10–12/2025 (ARS 1.000, 1.001, 1.002) and BANCO BETA in situación 1 throughout.
 */
beforeAll(loadReportPage, 30_000);

const openGrid = async () => {
  renderWithSession(fakeSession('free'), { path: PATH });
  return screen.findByRole('region', { name: 'Situación en los últimos 24 meses' }, { timeout: 15000 });
};

describe('report page: the situación grid', () => {
  it('one row per entity, one cell per month with its situación, label and amount; the starts of situaciones', async () => {
    reportApi();
    const region = await openGrid();
    const table = within(region).getByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'BANCO ALFA S.A.',
      'BANCO BETA S.A.',
    ]);
    const alfa = within(rows[0]!).getAllByRole('button');
    expect(alfa.map((b) => b.getAttribute('aria-label'))).toEqual([
      '10/2025: situación 1, En situación normal, ARS 1.000,00.',
      '11/2025: situación 2, Con seguimiento especial, ARS 1.001,00. Inicio de la situación.',
      '12/2025: situación 3, Con problemas, ARS 1.002,00. Inicio de la situación.',
    ]);
    expect(alfa.map((b) => b.textContent)).toEqual(['1', '2', '3']);
    // The BCRA's colours: green, yellow, orange.
    expect(alfa.map((b) => getComputedStyle(b).backgroundColor)).toEqual([
      'rgb(46, 125, 50)',
      'rgb(251, 192, 45)',
      'rgb(245, 124, 0)',
    ]);
    expect(
      within(rows[1]!)
        .getAllByRole('button')
        .filter((b) => b.dataset.entered),
    ).toHaveLength(0);
    expect(within(region).getByTestId('situacion-since').textContent).toBe(
      'Peor situación: En situación 3 desde 12/2025' +
        'BANCO ALFA S.A.: En situación 3 desde 12/2025' +
        'BANCO BETA S.A.: En situación 1 desde 10/2025 o antes',
    );
  });

  it('shows the amount on hover; one tab stop, arrow keys move between cells', async () => {
    reportApi();
    const region = await openGrid();
    const buttons = within(region).getAllByRole('button');
    // The latest month of the first row is the grid's one tab stop.
    expect(buttons.filter((b) => b.tabIndex === 0)).toEqual([buttons[2]]);
    await userEvent.hover(buttons[1]!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '11/2025: situación 2, Con seguimiento especial, ARS 1.001,00.',
    );
    await userEvent.unhover(buttons[1]!);
    act(() => buttons[2]!.focus());
    await userEvent.keyboard('{ArrowLeft}');
    expect(document.activeElement).toBe(buttons[1]);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(buttons[4]);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(buttons[5]);
    expect(buttons[5]!.tabIndex).toBe(0);
    await userEvent.hover(buttons[5]!);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      '12/2025: situación 1, En situación normal, ARS 1.000.000,00.',
    );
  });

  it('speaks English', async () => {
    reportApi();
    await act(() => i18next.changeLanguage('en'));
    try {
      renderWithSession(fakeSession('free'), { path: PATH });
      const region = await screen.findByRole(
        'region',
        { name: 'Situation over the last 24 months' },
        { timeout: 15000 },
      );
      expect(within(region).getAllByRole('button')[1]).toHaveAttribute(
        'aria-label',
        '11/2025: situation 2, Under special monitoring, ARS 1,001.00. Start of the situation.',
      );
      expect(within(region).getByTestId('situacion-since')).toHaveTextContent(
        'Worst situation: In situation 3 since 12/2025',
      );
    } finally {
      await act(() => i18next.changeLanguage('es'));
    }
  });
});
