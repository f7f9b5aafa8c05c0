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

/** 'DD/MM/YYYY' → 'YYYY-MM-DD' when it is a real date, else undefined. */
export function displayToIso(text: string): string | undefined {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text);
  if (!match) return undefined;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  return isIsoDate(iso) ? iso : undefined;
}

/** 'YYYY-MM-DD' → 'DD/MM/YYYY'; anything else (text being typed) as it is. */
export function isoToDisplay(value: string): string {
  return isIsoDate(value) ? `${value.slice(8, 10)}/${value.slice(5, 7)}/${value.slice(0, 4)}` : value;
}

/**
 * A date typed as DD/MM/YYYY whatever the browser's locale (the native date input shows MM/DD/YYYY in an
 * en-US browser). `value` is 'YYYY-MM-DD' or the incomplete text; `onChange` gets the ISO date when the
 * text is a real date, else the text itself (so the form reports it as an invalid date).
 */
export function DateTextField({
  value,
  onChange,
  ...props
}: { value: string; onChange: (value: string) => void } & Omit<TextFieldProps, 'value' | 'onChange' | 'type'>) {
  const { t } = useTranslation('common');
  const [text, setText] = useState(() => isoToDisplay(value));
  const [seen, setSeen] = useState(value);
  // A value set from outside (days changed, reset, shared link) replaces what is shown.
  if (value !== seen) {
    setSeen(value);
    if ((displayToIso(text) ?? text) !== value) setText(isoToDisplay(value));
  }
  return (
    <TextField
      placeholder={t('datePlaceholder')}
      {...props}
      value={text}
      onChange={(event) => {
        const masked = maskDate(event.target.value);
        const next = displayToIso(masked) ?? masked;
        setText(masked);
        setSeen(next);
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
