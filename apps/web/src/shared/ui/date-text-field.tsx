import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { isIsoDate } from '@tirr/domain';

/** Typed digits → 'DD', 'DD/M', 'DD/MM/Y'…: slashes appear once the next part starts (backspace works). */
export function maskDate(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  if (digits.length > 4) return `${digits.slice(0, 2)}/${digits.slice(2, 4)}/${digits.slice(4)}`;
  if (digits.length > 2) return `${digits.slice(0, 2)}/${digits.slice(2)}`;
  return digits;
}

/** The order a date is typed and shown in: day first in Spanish, month first in English (docs/domain/formatting.md §1). */
export type DateOrder = 'dmy' | 'mdy';
export const dateOrderOf = (language: string): DateOrder => (language.startsWith('en') ? 'mdy' : 'dmy');

/** 'DD/MM/YYYY' ('MM/DD/YYYY' month first) → 'YYYY-MM-DD' when it is a real date, else undefined. */
export function displayToIso(text: string, order: DateOrder = 'dmy'): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return undefined;
  const [day, month] = order === 'dmy' ? [match[1], match[2]] : [match[2], match[1]];
  const iso = `${match[3]}-${month}-${day}`;
  return isIsoDate(iso) ? iso : undefined;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY' ('MM/DD/YYYY' month first); anything else (text being typed) as it is. */
export function isoToDisplay(value: string, order: DateOrder = 'dmy'): string {
  if (!isIsoDate(value)) return value;
  const [year, month, day] = [value.slice(0, 4), value.slice(5, 7), value.slice(8, 10)];
  return order === 'dmy' ? `${day}/${month}/${year}` : `${month}/${day}/${year}`;
}

/**
 * A date typed in the page's language order — DD/MM/YYYY in Spanish, MM/DD/YYYY in English, as dates are
 * shown next to it — whatever the browser's locale. `value` is 'YYYY-MM-DD' or the incomplete text;
 * `onChange` gets the ISO date when the text is a real date, else the text itself (so the form reports it
 * as an invalid date). Switching language re-writes a complete date in the new order.
 */
export function DateTextField({
  value,
  onChange,
  ...props
}: { value: string; onChange: (value: string) => void } & Omit<TextFieldProps, 'value' | 'onChange' | 'type'>) {
  const { t, i18n } = useTranslation('common');
  const order = dateOrderOf(i18n.language);
  const [text, setText] = useState(() => isoToDisplay(value, order));
  const [seen, setSeen] = useState({ value, order });
  // A value set from outside (days changed, reset, shared link) or a new language replaces what is shown.
  if (value !== seen.value || order !== seen.order) {
    setSeen({ value, order });
    if (order !== seen.order || (displayToIso(text, order) ?? text) !== value) setText(isoToDisplay(value, order));
  }
  return (
    <TextField
      placeholder={t('datePlaceholder')}
      {...props}
      value={text}
      onChange={(event) => {
        const masked = maskDate(event.target.value);
        const next = displayToIso(masked, order) ?? masked;
        setText(masked);
        setSeen({ value: next, order });
        onChange(next);
      }}
      slotProps={{
        ...props.slotProps,
        htmlInput: { inputMode: 'numeric', autoComplete: 'off', maxLength: 10, ...props.slotProps?.htmlInput },
        inputLabel: { shrink: true, ...props.slotProps?.inputLabel },
      }}
    />
  );
}
