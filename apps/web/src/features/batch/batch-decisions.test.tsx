import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { parseCsv } from '@tirr/domain';
import { renderWithSession } from '../../test/render-app';
import { fakeSession } from '../../test/session';
import { batchApi, jobFixture, JOB_PATH, result } from './test/fixtures';

/** Three found rows under the user's credit policy (version 2) and a refused one. */
const decided = jobFixture([
  {
    row: 1,
    input: '23283456714',
    taxNumber: '23283456714',
    status: 'done',
    error: null,
    result: result({ name: 'GOMEZ MARIA LAURA', decision: 'APROBAR', policyVersion: 2 }),
  },
  {
    row: 2,
    input: '30715896342',
    taxNumber: '30715896342',
    status: 'done',
    error: null,
    result: result({ name: 'DISTRIBUIDORA NORTE S.R.L.', decision: 'RECHAZAR', policyVersion: 2 }),
  },
  {
    row: 3,
    input: '27401239877',
    taxNumber: '27401239877',
    status: 'done',
    error: null,
    result: result({ decision: 'OBSERVAR', policyVersion: 2 }),
  },
  { row: 4, input: '123', taxNumber: null, status: 'invalid', error: 'El CUIT debe tener 11 dígitos.', result: null },
]);

const shown = () => screen.findByTestId('batch-row-1', {}, { timeout: 15_000 });

/** The CSV the page saves when 'Exportar CSV' is pressed, as rows of cells. */
async function exportedCsv(button: string): Promise<string[][]> {
  const blobs: Blob[] = [];
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn((blob: Blob) => blobs.push(blob) && 'blob:batch'),
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  await userEvent.click(screen.getByRole('button', { name: button }));
  await waitFor(() => expect(blobs).toHaveLength(1));
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blobs[0]!);
  });
  return parseCsv(text.replace(/^\uFEFF/, ''));
}

describe("batch lookup: the 'Decisión' under the user's credit policy", () => {
  it('shows a Decisión column with each row’s outcome in its colour, and none for a refused row', async () => {
    batchApi(decided);
    renderWithSession(fakeSession('premium'), { path: JOB_PATH });
    await shown();
    const table = screen.getByRole('table', { name: 'Resultados de la consulta masiva' });
    expect(within(table).getByRole('columnheader', { name: 'Decisión' })).toBeInTheDocument();
    const chip = (row: number) => within(screen.getByTestId(`batch-row-${row}`)).getByText(/Aprobar|Observar|Rechazar/);
    expect(chip(1)).toHaveTextContent('Aprobar');
    expect(chip(1).closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(chip(2).closest('[data-outcome]')).toHaveAttribute('data-outcome', 'RECHAZAR');
    expect(chip(2).closest('[data-policy-version]')).toHaveAttribute('data-policy-version', '2');
    expect(chip(3)).toHaveTextContent('Observar');
    expect(within(screen.getByTestId('batch-row-4')).queryByText(/Aprobar|Observar|Rechazar/)).toBeNull();
  }, 60_000);

  it('has no Decisión column when no row has a decision (no saved policy)', async () => {
    batchApi();
    renderWithSession(fakeSession('premium'), { path: JOB_PATH });
    await shown();
    expect(screen.queryByRole('columnheader', { name: 'Decisión' })).toBeNull();
    expect(screen.queryByText('Aprobar')).toBeNull();
  }, 60_000);

  it('puts the decision on each phone card at 360 px', async () => {
    Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 360 });
    batchApi(decided);
    renderWithSession(fakeSession('premium'), { path: JOB_PATH });
    await shown();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Resultados de la consulta masiva' })).getAllByRole(
      'listitem',
    );
    expect(cards[1]).toHaveTextContent('Decisión');
    expect(cards[1]).toHaveTextContent('Rechazar');
  }, 60_000);

  it('exports the Decisión column in Spanish', async () => {
    batchApi(decided);
    renderWithSession(fakeSession('premium'), { path: JOB_PATH });
    await shown();
    const [header, ...rows] = await exportedCsv('Exportar CSV');
    const column = header!.indexOf('Decisión');
    expect(column).toBe(header!.indexOf('Banda') + 1);
    expect(rows.map((row) => row[column])).toEqual(['Aprobar', 'Rechazar', 'Observar', '']);
  }, 60_000);

  it('exports it in English with the policy’s English words', async () => {
    await act(() => i18next.changeLanguage('en'));
    try {
      batchApi(decided);
      renderWithSession(fakeSession('premium'), { path: JOB_PATH });
      await shown();
      expect(screen.getByRole('columnheader', { name: 'Decision' })).toBeInTheDocument();
      const [header, ...rows] = await exportedCsv('Export CSV');
      const column = header!.indexOf('Decision');
      expect(rows.map((row) => row[column])).toEqual(['Approve', 'Reject', 'Watch', '']);
    } finally {
      await act(() => i18next.changeLanguage('es'));
    }
  }, 60_000);
});
