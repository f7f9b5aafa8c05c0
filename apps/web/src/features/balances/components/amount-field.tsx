import { useTranslation } from 'react-i18next';
import TextField from '@mui/material/TextField';
import { formatMoney, type AmountResult, type Locale } from '@tirr/domain';

export interface AmountFieldProps {
  name: string;
  label: string;
  value: string;
  parsed: AmountResult;
  /** A problem found outside the parser (negative, server-side). */
  error?: string | undefined;
  locale: Locale;
  onChange: (value: string) => void;
}

/** A balance input accepting amount expressions, with the live parsed value (or the parse error) below it. */
export function AmountField({ name, label, value, parsed, error, locale, onChange }: AmountFieldProps) {
  const { t } = useTranslation('balances');
  const parseError = parsed.ok
    ? undefined
    : t(`balance.amountErrors.${parsed.error.code}`, { text: parsed.error.text ?? '' });
  const message = parseError ?? error;
  return (
    <TextField
      name={name}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!!message}
      helperText={
        message ??
        (parsed.ok ? (
          <span data-testid={`parsed-${name}`}>
            {t('balance.parsed', { value: formatMoney(parsed.value, 'ARS', locale) })}
          </span>
        ) : null)
      }
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'aria-describedby': `${name}-helper-text` },
      }}
      id={name}
      fullWidth
    />
  );
}
