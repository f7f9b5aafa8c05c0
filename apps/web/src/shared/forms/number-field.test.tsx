import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { NumberField, numberOfField, type NumberFieldKind } from './number-field';

/** A form holding the text, as every screen does (the field is controlled). */
function Harness({
  kind,
  label,
  initial = '',
  error,
}: {
  kind: NumberFieldKind;
  label: string;
  initial?: string;
  error?: string;
}) {
  const [text, setText] = useState(initial);
  return (
    <>
      <NumberField
        kind={kind}
        name="field"
        label={label}
        value={text}
        onChange={setText}
        error={error}
        hint="Ej.: 1.234,56"
      />
      <output data-testid="read">{String(numberOfField(text, kind))}</output>
    </>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const helper = () => document.getElementById('field-helper-text')!;

describe('NumberField: money and rates typed the Argentine way', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('es'));
  });

  it("reads '150.000' as one hundred fifty thousand and says so as the person types", async () => {
    render(<Harness kind="money" label="Monto" />);
    expect(helper()).toHaveTextContent('Ej.: 1.234,56');
    await userEvent.type(field('Monto'), '150');
    expect(screen.getByTestId('parsed-field')).toHaveTextContent('= ARS 150,00');
    await userEvent.type(field('Monto'), '.000');
    expect(field('Monto').value).toBe('150.000');
    expect(screen.getByTestId('parsed-field')).toHaveTextContent('= ARS 150.000,00');
    expect(screen.getByTestId('read')).toHaveTextContent('150000');
    await userEvent.clear(field('Monto'));
    await userEvent.type(field('Monto'), '25.000,50');
    expect(screen.getByTestId('parsed-field')).toHaveTextContent('= ARS 25.000,50');
    expect(field('Monto')).toHaveAttribute('aria-invalid', 'false');
  });

  it('keeps the caret where the person is typing (the text is never rewritten)', async () => {
    render(<Harness kind="money" label="Monto" initial="150000" />);
    const input = field('Monto');
    await userEvent.click(input);
    input.setSelectionRange(3, 3);
    await userEvent.keyboard('9');
    expect(input.value).toBe('1509000');
    expect([input.selectionStart, input.selectionEnd]).toEqual([4, 4]);
    expect(screen.getByTestId('parsed-field')).toHaveTextContent('= ARS 1.509.000,00');
    // Typing in the middle of a grouped amount: the caret stays after the typed digit.
    await userEvent.clear(input);
    await userEvent.type(input, '150.000');
    input.setSelectionRange(1, 1);
    await userEvent.keyboard('2');
    expect(input.value).toBe('1250.000');
    expect(input.selectionStart).toBe(2);
    await userEvent.keyboard('{Backspace}');
    expect(input.value).toBe('150.000');
    expect(input.selectionStart).toBe(1);
  });

  it('refuses what it cannot read one way only, in Spanish, naming the field', async () => {
    render(<Harness kind="money" label="Monto" />);
    await userEvent.type(field('Monto'), '1.5');
    expect(helper()).toHaveTextContent(
      'Monto: el punto separa los miles de a tres dígitos (150.000); para los decimales usá la coma (1,5).',
    );
    expect(field('Monto')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByTestId('read')).toHaveTextContent('NaN');
    await userEvent.clear(field('Monto'));
    await userEvent.type(field('Monto'), '12a');
    expect(helper()).toHaveTextContent(
      "Monto: 'a' no va en un número. Escribilo con punto para los miles y coma para los decimales (1.234,56).",
    );
    await userEvent.clear(field('Monto'));
    await userEvent.type(field('Monto'), '10,505');
    expect(helper()).toHaveTextContent('Monto: admite hasta 2 decimales.');
  });

  it("reads '1,5' and '1.5' in a rate field as 1,5 % and shows rates the Argentine way", async () => {
    render(<Harness kind="rate" label="Comisión" initial="0,03" />);
    expect(screen.getByTestId('parsed-field')).toHaveTextContent('= 0,03 %');
    await userEvent.clear(field('Comisión'));
    await userEvent.type(field('Comisión'), '1.5');
    expect(screen.getByTestId('parsed-field')).toHaveTextContent('= 1,5 %');
    await userEvent.clear(field('Comisión'));
    await userEvent.type(field('Comisión'), '1,5');
    expect(screen.getByTestId('parsed-field')).toHaveTextContent('= 1,5 %');
    expect(screen.getByTestId('read')).toHaveTextContent('1.5');
  });

  it("shows the form's own problem once the text reads, and the reading's problem first", async () => {
    render(<Harness kind="money" label="Monto" initial="0" error="Debe ser mayor que cero." />);
    expect(helper()).toHaveTextContent('Debe ser mayor que cero.');
    await userEvent.type(field('Monto'), 'x');
    expect(helper()).toHaveTextContent("Monto: 'x' no va en un número.");
  });

  it('balance fields keep the amount expressions (sums and differences) and show their total', async () => {
    render(<Harness kind="expression" label="Ventas" />);
    await userEvent.type(field('Ventas'), '1.000.000 + 250.000,50 - 50,5');
    expect(screen.getByTestId('parsed-field')).toHaveTextContent('= ARS 1.249.950,00');
    await userEvent.clear(field('Ventas'));
    await userEvent.type(field('Ventas'), '12 * 3');
    expect(helper()).toHaveTextContent("Ventas: carácter no permitido: '*'. Solo se aceptan números, '+' y '-'.");
  });

  it('in English the text still reads es-AR; the understood value uses English separators', async () => {
    await act(() => i18next.changeLanguage('en'));
    render(<Harness kind="money" label="Amount" />);
    await userEvent.type(field('Amount'), '150.000,5');
    expect(screen.getByTestId('parsed-field')).toHaveTextContent('= ARS 150,000.50');
    await userEvent.clear(field('Amount'));
    await userEvent.type(field('Amount'), '1.5');
    expect(helper()).toHaveTextContent(
      'Amount: a dot groups thousands in threes (150.000); use a comma for decimals (1,5).',
    );
  });
});
