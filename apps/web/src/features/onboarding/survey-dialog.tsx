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
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { digitsOnly, surveyErrors, SURVEY_TYPES, type SurveyField, type SurveyType } from '@tirr/domain';
import type { SurveyBody } from '@tirr/contracts';

export interface SurveyDialogProps {
  open: boolean;
  submitting: boolean;
  /** Closed without answering; `dontAskAgain` when 'No volver a mostrar' is ticked. */
  onClose(dontAskAgain: boolean): void;
  onSubmit(body: SurveyBody): void;
}

interface Values {
  companyName: string;
  field: string;
  phone: string;
  range: string;
}
const EMPTY: Values = { companyName: '', field: '', phone: '', range: '' };

/** '¡Queremos conocerte!' (docs/product.md §2, §5): labels by type, the domain's messages, submit disabled on any error. */
export function SurveyDialog({ open, submitting, onClose, onSubmit }: SurveyDialogProps) {
  const { t } = useTranslation('onboarding');
  const [type, setType] = useState<SurveyType>('personal');
  const [values, setValues] = useState<Values>(EMPTY);
  const [touched, setTouched] = useState<Partial<Record<SurveyField, boolean>>>({});
  const [dontAskAgain, setDontAskAgain] = useState(false);

  const errors = surveyErrors({ type, ...values });
  const invalid = Object.keys(errors).length > 0;
  // The domain answers codes; they are worded here (es: Spanish, en: the product's English, docs/domain/texts.md).
  const shown = (field: SurveyField) => {
    const code = touched[field] ? errors[field] : undefined;
    return code ? t(`errors.${code}`) : undefined;
  };
  const change = (field: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    if (field !== 'range') setTouched((s) => ({ ...s, [field]: true }));
  };
  const touch = (field: SurveyField) => setTouched((s) => ({ ...s, [field]: true }));

  const submit = () => {
    if (invalid) return;
    onSubmit({
      type,
      companyName: values.companyName.trim(),
      field: values.field.trim(),
      phone: values.phone,
      ...(type === 'enterprise' && values.range.trim() ? { range: values.range.trim() } : {}),
      dontAskMeAgain: dontAskAgain,
    });
  };

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
          onChange={(_e, next: SurveyType | null) => next && setType(next)}
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
            submit();
          }}
        >
          <TextField
            label={t(`labels.${type}.companyName`)}
            value={values.companyName}
            onChange={(e) => change('companyName', e.target.value)}
            onBlur={() => touch('companyName')}
            error={!!shown('companyName')}
            helperText={shown('companyName')}
            required
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          <TextField
            label={t(`labels.${type}.field`)}
            value={values.field}
            onChange={(e) => change('field', e.target.value)}
            onBlur={() => touch('field')}
            error={!!shown('field')}
            helperText={shown('field')}
            required
            slotProps={{ htmlInput: type === 'personal' ? { inputMode: 'numeric', maxLength: 3 } : { maxLength: 200 } }}
          />
          {type === 'enterprise' ? (
            <TextField
              label={t('labels.enterprise.range')}
              value={values.range}
              onChange={(e) => change('range', e.target.value)}
              slotProps={{ htmlInput: { maxLength: 200 } }}
            />
          ) : null}
          <TextField
            label={t('labels.phone')}
            value={values.phone}
            // The phone input keeps digits only (docs/product.md §5).
            onChange={(e) => change('phone', digitsOnly(e.target.value))}
            onBlur={() => touch('phone')}
            error={!!shown('phone')}
            helperText={shown('phone')}
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
        <Button variant="contained" onClick={submit} disabled={invalid || submitting}>
          {t('submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
