import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { z } from 'zod';
import { digitsOnly, surveyErrors, SURVEY_TYPES, type SurveyField, type SurveyType } from '@tirr/domain';
import { surveyBody, type SurveyBody } from '@tirr/contracts/academy';
import { formIssue } from '../../../shared/forms/contract-resolver';
import { FormTextField } from '../../../shared/forms/form-fields';
import { useContractForm } from '../../../shared/forms/use-contract-form';

const SURVEY_FIELDS: readonly SurveyField[] = ['companyName', 'field', 'phone'];

export interface SurveyDialogProps {
  open: boolean;
  submitting: boolean;
  /** Closed without answering; `dontAskAgain` when 'No volver a mostrar' is ticked. */
  onClose(dontAskAgain: boolean): void;
  onSubmit(body: SurveyBody): void;
}

/** The contract's answer as typed, checked by the domain's rules (surveyErrors), each code worded through i18n. */
const surveyForm = surveyBody
  .pick({ type: true, companyName: true, field: true, phone: true })
  .extend({ range: z.string().max(200) })
  .superRefine((value, ctx) => {
    for (const [field, code] of Object.entries(surveyErrors(value)))
      formIssue(ctx, field, `academy:survey.errors.${code}`);
  });
type SurveyValues = z.input<typeof surveyForm>;
const EMPTY: SurveyValues = { type: 'personal', companyName: '', field: '', phone: '', range: '' };

/** '¡Queremos conocerte!' (docs/product.md §2, §5): labels by type, the domain's messages, submit disabled on any error. */
export function SurveyDialog({ open, submitting, onClose, onSubmit }: SurveyDialogProps) {
  const { t } = useTranslation('academy', { keyPrefix: 'survey' });
  // A field's problem shows once it was typed in or left, and follows every change.
  const form = useContractForm(surveyForm, { defaultValues: EMPTY, mode: 'all' });
  const [dontAskAgain, setDontAskAgain] = useState(false);
  const type = form.watch('type');
  const invalid = !form.formState.isValid;

  const changeType = (next: SurveyType) => {
    form.setValue('type', next);
    // The rules depend on the type: re-check the fields already checked (typed in, or left empty with a problem).
    const checked = SURVEY_FIELDS.filter((f) => form.getValues(f) !== '' || form.getFieldState(f).error);
    void form.trigger(['type', ...checked]);
  };

  const submit = (values: SurveyValues) =>
    onSubmit({
      type: values.type,
      companyName: values.companyName.trim(),
      field: values.field.trim(),
      phone: values.phone,
      ...(values.type === 'enterprise' && values.range.trim() ? { range: values.range.trim() } : {}),
      dontAskMeAgain: dontAskAgain,
    });
  const send = () => void form.handleSubmit(submit)();

  return (
    <Dialog open={open} onClose={() => onClose(dontAskAgain)} aria-labelledby="survey-title" maxWidth="xs" fullWidth>
      <DialogTitle id="survey-title">{t('title')}</DialogTitle>
      <DialogContent>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('intro')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          color="primary"
          value={type}
          onChange={(_e, next: SurveyType | null) => next && changeType(next)}
          aria-label={t('typeLabel')}
          sx={{ mb: 2 }}
        >
          {SURVEY_TYPES.map((value) => (
            <ToggleButton key={value} value={value}>
              {t(`types.${value}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <Stack
          component="form"
          spacing={2}
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            send();
          }}
        >
          <FormTextField
            control={form.control}
            name="companyName"
            label={t(`labels.${type}.companyName`)}
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <FormTextField
            control={form.control}
            name="field"
            label={t(`labels.${type}.field`)}
            required
            slotProps={{ htmlInput: type === 'personal' ? { inputMode: 'numeric', maxLength: 3 } : { maxLength: 200 } }}
          />
          {type === 'enterprise' ? (
            <FormTextField
              control={form.control}
              name="range"
              label={t('labels.enterprise.range')}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          ) : null}
          <FormTextField
            control={form.control}
            name="phone"
            label={t('labels.phone')}
            // The phone input keeps digits only (docs/product.md §5).
            parse={digitsOnly}
            required
            type="tel"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 15 } }}
          />
          <FormControlLabel
            control={<Checkbox checked={dontAskAgain} onChange={(e) => setDontAskAgain(e.target.checked)} />}
            label={t('dontAskAgain')}
          />
          {/* Enter in a field submits through this hidden button. */}
          <button type="submit" hidden disabled={invalid || submitting} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onClose(dontAskAgain)}>{t('later')}</Button>
        <Button variant="contained" onClick={send} disabled={invalid || submitting}>
          {t('submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
