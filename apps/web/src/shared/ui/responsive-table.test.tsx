import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table';

interface Cheque {
  id: string;
  amount: string;
  reason: string;
  status: string;
  failed?: string;
}

const COLUMNS: Array<ResponsiveColumn<Cheque>> = [
  { key: 'id', label: 'Número', render: (c) => c.id },
  { key: 'amount', label: 'Monto', align: 'right', render: (c) => c.amount },
  { key: 'reason', label: 'Causal', render: (c) => c.reason },
  { key: 'status', label: 'Estado', render: (c) => c.status },
];
const ROWS: Cheque[] = [
  { id: '101', amount: '$ 1.000', reason: 'Sin fondos', status: 'Impago' },
  { id: '102', amount: '$ 2.500', reason: 'Defectos formales', status: 'Pagado', failed: 'Fila con error' },
];

function show(width: number, rows = ROWS) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
  return render(
    <ResponsiveTable
      label="Cheques rechazados"
      testId="cheques"
      columns={COLUMNS}
      rows={rows}
      rowKey={(c) => c.id}
      rowAttributes={(c) => ({ 'data-testid': `cheque-${c.id}` })}
      rowMessage={(c) => c.failed ?? null}
      empty="Sin cheques"
    />,
  );
}

describe('ResponsiveTable', () => {
  it('is a table with a header per column from 600 px up', () => {
    show(1024);
    const table = screen.getByRole('table', { name: 'Cheques rechazados' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Número', 'Monto', 'Causal', 'Estado']);
    expect(
      within(screen.getByTestId('cheque-101'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['101', '$ 1.000', 'Sin fondos', 'Impago']);
    // A row that is a message keeps its first column and spans the rest.
    const failed = within(screen.getByTestId('cheque-102')).getAllByRole('cell');
    expect(failed.map((c) => c.textContent)).toEqual(['102', 'Fila con error']);
    expect(failed[1]).toHaveAttribute('colspan', '3');
  });

  it('below 600 px each row is a card with every field as label and value, and no table', () => {
    show(360);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Cheques rechazados' })).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const pairs = (card: HTMLElement) =>
      [...card.querySelectorAll('dt')].map((dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent}`);
    expect(pairs(screen.getByTestId('cheque-101'))).toEqual([
      'Número: 101',
      'Monto: $ 1.000',
      'Causal: Sin fondos',
      'Estado: Impago',
    ]);
    expect(pairs(screen.getByTestId('cheque-102'))).toEqual(['Número: 102']);
    expect(screen.getByTestId('cheque-102')).toHaveTextContent('Fila con error');
  });

  it('says it is empty in both layouts', () => {
    show(1024, []).unmount();
    expect(show(360, []).getByTestId('cheques')).toHaveTextContent('Sin cheques');
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
