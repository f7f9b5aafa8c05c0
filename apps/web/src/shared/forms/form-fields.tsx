import { useCallback, type ReactElement, type ReactNode, type RefCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Controller, type Control, type FieldError, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { DateTextField } from '../ui/date-text-field';
import { SERVER_ERROR } from './contract-resolver';
import { NumberField, type NumberFieldProps } from './number-field';

/** The text of a field's problem: its i18n key translated, or the API's own text (ADR 0123). */
export function useErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t } = useTranslation('common');
  return useCallback(
    (error) => {
      if (!error?.message) return undefined;
      return error.type === SERVER_ERROR ? error.message : t(error.message);
    },
    [t],
  );
}

/** Which text of which form a field edits; `onValueChange` runs after the form took the new value. */
interface Bound<T extends FieldValues, O> {
  control: Control<T, unknown, O>;
  name: FieldPathByValue<T, string | undefined>;
  onValueChange?: (value: string) => void;
}

type TextProps = Omit<TextFieldProps, 'name' | 'value' | 'onChange' | 'error' | 'helperText' | 'defaultValue'>;

/** What a bound input gets from the form: its text, how to change it, and its problem worded. */
interface BoundInput {
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  inputRef: RefCallback<HTMLInputElement>;
  problem: string | undefined;
}

/** A Controller over one text of the form, handing `render` the input's side of it. */
function BoundField<T extends FieldValues, O>({
  control,
  name,
  onValueChange,
  render,
}: Bound<T, O> & { render: (input: BoundInput) => ReactElement }) {
  const errorText = useErrorText();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) =>
        render({
          value: field.value as string,
          onChange: (value) => {
            field.onChange(value);
            onValueChange?.(value);
          },
          onBlur: field.onBlur,
          inputRef: field.ref,
          problem: errorText(fieldState.error),
        })
      }
    />
  );
}

/** A MUI text input's props of a bound input: the problem replaces the helper text while there is one. */
const textInput = ({ value, onBlur, inputRef, problem }: BoundInput, helperText: ReactNode) => ({
  value,
  onBlur,
  inputRef,
  error: problem !== undefined,
  helperText: problem ?? helperText,
});

/**
 * A text field of a form: value, problem and helper text from react-hook-form. `helperText` shows while
 * there is no problem; `parse` rewrites what is typed before the form keeps it (e.g. digits only).
 */
export function FormTextField<T extends FieldValues, O>({
  control,
  name,
  onValueChange,
  helperText,
  parse,
  ...props
}: Bound<T, O> & TextProps & { helperText?: ReactNode; parse?: (text: string) => string }) {
  return (
    <BoundField
      control={control}
      name={name}
      onValueChange={onValueChange}
      render={(input) => (
        <TextField
          {...props}
          {...textInput(input, helperText)}
          onChange={(event) => input.onChange(parse ? parse(event.target.value) : event.target.value)}
        />
      )}
    />
  );
}

/** The money / rate / expression input (ADR 0116) as a form field: the form keeps the text as typed. */
export function FormNumberField<T extends FieldValues, O>({
  control,
  name,
  onValueChange,
  inputName,
  ...props
}: Bound<T, O> &
  Omit<NumberFieldProps, 'name' | 'value' | 'onChange' | 'error'> & {
    /** The input's `name` (and its `parsed-<name>` test id) when it differs from the form's path. */
    inputName?: string;
  }) {
  return (
    <BoundField
      control={control}
      name={name}
      onValueChange={onValueChange}
      render={({ problem, ...input }) => <NumberField {...props} {...input} name={inputName} error={problem} />}
    />
  );
}

/** A DD/MM/YYYY date as a form field: the form keeps 'YYYY-MM-DD', or the text while it is not a date yet. */
export function FormDateField<T extends FieldValues, O>({
  control,
  name,
  onValueChange,
  helperText,
  ...props
}: Bound<T, O> & TextProps & { helperText?: ReactNode }) {
  return (
    <BoundField
      control={control}
      name={name}
      onValueChange={onValueChange}
      render={(input) => <DateTextField {...props} {...textInput(input, helperText)} onChange={input.onChange} />}
    />
  );
}
