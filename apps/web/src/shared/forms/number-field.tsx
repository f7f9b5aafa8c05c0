import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import {
  formatDecimal,
  formatMoney,
  NUMBER_INPUT_DECIMALS,
  parseAmount,
  parseNumberInput,
  type Currency,
} from '@tirr/domain';
import { useLocale } from '../i18n/use-locale';

/** money / rate: one number read the Argentine way; expression: sums and differences of amounts. */
export type NumberFieldKind = 'money' | 'rate' | 'expression';

/** What the field understood of its text: the number, nothing yet (empty) or the problem. */
export type NumberReading =
  | { state: 'value'; value: number }
  | { state: 'empty' }
  | { state: 'error'; key: string; values: Record<string, string | number> };

/** Reads a field's text as its kind says (ADR 0116). Pure: forms use it to get the value they submit. */
export function readNumberField(text: string, kind: NumberFieldKind): NumberReading {
  if (kind === 'expression') {
    if (text.trim() === '') return { state: 'empty' };
    const result = parseAmount(text);
    if (result.ok) return { state: 'value', value: result.value };
    return { state: 'error', key: `expressionErrors.${result.error.code}`, values: { text: result.error.text ?? '' } };
  }
  const result = parseNumberInput(text, kind);
  if (result.ok) return { state: 'value', value: result.value };
  if (result.error.code === 'empty') return { state: 'empty' };
  return {
    state: 'error',
    key: `errors.${result.error.code}`,
    values: { text: result.error.text ?? '', max: NUMBER_INPUT_DECIMALS[kind] },
  };
}

/** The number a field's text stands for, or NaN when it is empty or cannot be read. */
export function numberOfField(text: string, kind: NumberFieldKind): number {
  const reading = readNumberField(text, kind);
  return reading.state === 'value' ? reading.value : Number.NaN;
}

export interface NumberFieldProps extends Omit<
  TextFieldProps,
  'value' | 'onChange' | 'error' | 'helperText' | 'label' | 'type' | 'select'
> {
  kind: NumberFieldKind;
  label: string;
  /** The text as typed (controlled: the form keeps it, so '1,5' and half-typed values survive). */
  value: string;
  onChange: (text: string) => void;
  /** Currency of the understood value of money and expression fields. */
  currency?: Currency;
  /** A problem found outside the text's reading (the form's rules, the API); the reading's own comes first. */
  error?: string | undefined;
  /** Shown while the field is empty and nothing is wrong. */
  hint?: ReactNode;
}

/**
 * The one money / rate input of every form (ADR 0116). Reads es-AR ('150.000' is one hundred fifty
 * thousand, '1,5' and, in a rate, '1.5' are 1,5), shows under the field what it understood
 * ('= ARS 150.000,00', '= 1,5 %') or why it cannot read the text, naming the field. The text is never
 * rewritten while the person types, so the caret stays where they are typing.
 */
export function NumberField({
  kind,
  label,
  value,
  onChange,
  currency = 'ARS',
  error,
  hint,
  id,
  name,
  slotProps,
  ...props
}: NumberFieldProps) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const reading = readNumberField(value, kind);
  const fieldId = id ?? name;
  const problem =
    reading.state === 'error' ? t(`numberField.${reading.key}`, { ...reading.values, field: label }) : error;
  const understood =
    reading.state === 'value'
      ? kind === 'rate'
        ? `${formatDecimal(reading.value, NUMBER_INPUT_DECIMALS.rate, locale)} %`
        : formatMoney(reading.value, currency, locale)
      : undefined;
  const helper =
    problem ??
    (understood !== undefined ? (
      <span data-testid={`parsed-${name ?? fieldId}`}>{t('numberField.understood', { value: understood })}</span>
    ) : (
      (hint ?? ' ')
    ));
  return (
    <TextField
      fullWidth
      {...props}
      id={fieldId}
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={problem !== undefined}
      helperText={helper}
      slotProps={{
        ...slotProps,
        htmlInput: {
          inputMode: 'decimal',
          autoComplete: 'off',
          spellCheck: false,
          ...(slotProps?.htmlInput as object | undefined),
        },
      }}
    />
  );
}
