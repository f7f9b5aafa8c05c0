import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useErrorText } from './form-fields';

export interface CheckboxOption<V extends string> {
  value: V;
  label: string;
}

/**
 * A list of choices of a form (ADR 0123) as checkboxes: the form keeps the chosen values in the options' order;
 * the problem (none chosen, the API's word) shows under the group, which is named by `label`.
 */
export function FormCheckboxGroup<T extends FieldValues, O, V extends string>({
  control,
  name,
  label,
  options,
  helperText,
  onValueChange,
}: {
  control: Control<T, unknown, O>;
  name: FieldPathByValue<T, V[]>;
  label: string;
  options: readonly CheckboxOption<V>[];
  helperText?: string;
  onValueChange?: (values: V[]) => void;
}) {
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => {
        const chosen = new Set(field.value as V[]);
        const problem = errorText(fieldState.error);
        const toggle = (value: V, on: boolean) => {
          const next = options.map((o) => o.value).filter((v) => (v === value ? on : chosen.has(v)));
          field.onChange(next);
          onValueChange?.(next);
        };
        return (
          <FormControl component="fieldset" error={problem !== undefined} variant="standard">
            <FormLabel component="legend" sx={{ mb: 0.5 }}>
              {label}
            </FormLabel>
            <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
              {options.map((option, index) => (
                <FormControlLabel
                  key={option.value}
                  label={option.label}
                  control={
                    <Checkbox
                      checked={chosen.has(option.value)}
                      onChange={(event) => toggle(option.value, event.target.checked)}
                      onBlur={field.onBlur}
                      name={`${name}.${option.value}`}
                      slotProps={{ input: { ref: index === 0 ? field.ref : undefined } }}
                    />
                  }
                />
              ))}
            </FormGroup>
            {problem || helperText ? <FormHelperText>{problem ?? helperText}</FormHelperText> : null}
          </FormControl>
        );
      }}
    />
  );
}
