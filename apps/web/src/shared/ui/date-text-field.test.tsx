import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { DateTextField, dateOrderOf, displayToIso, isoToDisplay, maskDate } from './date-text-field';

/** A form holding the value, as every screen does: 'YYYY-MM-DD' once the text is a real date. */
function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateTextField label="Fecha" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const field = () => screen.getByLabelText('Fecha') as HTMLInputElement;

describe('DateTextField: typed in the order dates are shown in', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('es'));
  });

  it('in Spanish reads DD/MM/YYYY', async () => {
    render(<Harness initial="2026-02-03" />);
    expect(field().value).toBe('03/02/2026');
    expect(field()).toHaveAttribute('placeholder', 'DD/MM/AAAA');
    await userEvent.clear(field());
    await userEvent.type(field(), '31122026');
    expect(field().value).toBe('31/12/2026');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-12-31');
  });

  it('in English reads MM/DD/YYYY, like the dates shown next to it', async () => {
    await act(() => i18next.changeLanguage('en'));
    render(<Harness initial="2026-02-03" />);
    expect(field().value).toBe('02/03/2026');
    expect(field()).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    await userEvent.clear(field());
    await userEvent.type(field(), '12312026');
    expect(field().value).toBe('12/31/2026');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-12-31');
    // Day first is not a date in English.
    await userEvent.clear(field());
    await userEvent.type(field(), '31122026');
    expect(screen.getByTestId('value')).toHaveTextContent('31/12/2026');
  });

  it('re-writes a complete date when the language changes', async () => {
    render(<Harness initial="2026-02-03" />);
    expect(field().value).toBe('03/02/2026');
    await act(() => i18next.changeLanguage('en'));
    expect(field().value).toBe('02/03/2026');
    expect(screen.getByTestId('value')).toHaveTextContent('2026-02-03');
  });
});

describe('DD/MM/YYYY date text', () => {
  it.each([
    ['', ''],
    ['3', '3'],
    ['31', '31'],
    ['311', '31/1'],
    ['3112', '31/12'],
    ['31122', '31/12/2'],
    ['31122025', '31/12/2025'],
    ['311220259', '31/12/2025'],
    ['31/12/2025', '31/12/2025'],
    ['2025-12-31', '20/25/1231'],
    ['ab31c', '31'],
  ])('masks %j as %j', (typed, shown) => expect(maskDate(typed)).toBe(shown));

  it.each([
    ['31/12/2025', '2025-12-31'],
    ['29/02/2028', '2028-02-29'],
    ['29/02/2026', undefined],
    ['31/04/2026', undefined],
    ['31/12/25', undefined],
    ['', undefined],
  ])('reads %j as %j', (text, iso) => expect(displayToIso(text)).toBe(iso));

  it.each([
    ['2025-12-31', '31/12/2025'],
    ['31/1', '31/1'],
    ['', ''],
  ])('shows %j as %j', (value, text) => expect(isoToDisplay(value)).toBe(text));

  it.each([
    ['12/31/2025', '2025-12-31'],
    ['02/29/2028', '2028-02-29'],
    ['31/12/2025', undefined],
    ['04/31/2026', undefined],
  ])('reads %j month first as %j', (text, iso) => expect(displayToIso(text, 'mdy')).toBe(iso));

  it.each([
    ['2025-12-31', '12/31/2025'],
    ['2026-02-03', '02/03/2026'],
    ['12/3', '12/3'],
  ])('shows %j month first as %j', (value, text) => expect(isoToDisplay(value, 'mdy')).toBe(text));

  it.each([
    ['es', 'dmy'],
    ['es-AR', 'dmy'],
    ['en', 'mdy'],
  ] as const)('orders a %s date as %s', (language, order) => expect(dateOrderOf(language)).toBe(order));
});
