import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ParamSpec } from '@tirr/domain';
import { NumberField } from '../../../shared/forms/number-field';
import type { ParamValue } from './draft';

/** An int parameter with at most this many values is a select (months, situación); a wider one is typed. */
const MAX_SELECT_OPTIONS = 36;

/** Where the labels of a set's or an enum's codes are (the shared policy words, or the editor's own). */
const CODE_LABELS: Readonly<Record<string, string>> = {
  bands: 'common:policy.bands',
  flags: 'common:policy.flags',
  personType: 'common:policy.personTypes',
  op: 'policy:options.op',
};

export interface ParamFieldProps {
  name: string;
  spec: ParamSpec;
  value: ParamValue;
  onChange: (value: ParamValue) => void;
  problem: string | undefined;
}

/**
 * One parameter of a condition, as CONDITION_PARAMS describes it (docs/domain/credit-policy.md §2): a select for an
 * enum or a short range, a whole number typed for a wide range, the money input for an amount ('1.234.567,89'),
 * checkboxes for a set. Nothing is typed as an expression.
 */
export function ParamField({ name, spec, value, onChange, problem }: ParamFieldProps) {
  const { t } = useTranslation('policy');
  const id = useId();
  const label = t(`params.${name}`);
  const text = Array.isArray(value) ? value.join(',') : value;
  const codeLabel = (code: string) => t(`${CODE_LABELS[name] ?? 'policy:options'}.${code}`, { defaultValue: code });

  if (spec.type === 'set') {
    const chosen = Array.isArray(value) ? value : [];
    const toggle = (code: string, on: boolean) =>
      onChange(spec.values.filter((v) => (v === code ? on : chosen.includes(v))));
    return (
      <FormControl component="fieldset" error={problem !== undefined} sx={{ minWidth: 0, width: '100%' }}>
        <FormLabel component="legend" sx={{ fontSize: '0.8rem' }}>
          {label}
        </FormLabel>
        <FormGroup row>
          {spec.values.map((code) => (
            <FormControlLabel
              key={code}
              control={
                <Checkbox
                  size="small"
                  checked={chosen.includes(code)}
                  onChange={(e) => toggle(code, e.target.checked)}
                />
              }
              label={codeLabel(code)}
            />
          ))}
        </FormGroup>
        {problem ? <FormHelperText>{problem}</FormHelperText> : null}
      </FormControl>
    );
  }

  if (spec.type === 'amount') {
    return (
      <NumberField kind="money" id={id} label={label} value={text} onChange={onChange} error={problem} size="small" />
    );
  }

  const options =
    spec.type === 'enum'
      ? spec.values.map((code) => ({ value: code, label: codeLabel(code) }))
      : spec.max - spec.min <= MAX_SELECT_OPTIONS
        ? Array.from({ length: spec.max - spec.min + 1 }, (_, i) => {
            const n = spec.min + i;
            const optionLabel =
              name === 'months'
                ? t('options.months', { count: n })
                : name === 'atLeast'
                  ? t('options.atLeast', { value: n })
                  : String(n);
            return { value: String(n), label: optionLabel };
          })
        : null;

  // A select for the options, else a whole number typed.
  return (
    <TextField
      fullWidth
      size="small"
      id={id}
      label={label}
      value={text}
      onChange={(e) => onChange(e.target.value)}
      error={problem !== undefined}
      helperText={problem}
      select={options !== null}
      slotProps={options ? undefined : { htmlInput: { inputMode: 'numeric', autoComplete: 'off' } }}
    >
      {options?.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
