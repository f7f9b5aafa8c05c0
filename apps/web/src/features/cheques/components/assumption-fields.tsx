import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormState, type Control, type FieldErrors, type FieldPathByValue } from 'react-hook-form';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { BANDS_BY_RISK, formatNumberInput } from '@tirr/domain';
import { FormNumberField } from '../../../shared/forms/form-fields';
import { useChequeAssumptionsInForce } from '../api/cheques-api';
import type { AdvancedValues } from './advanced-state';

/**
 * 'Opciones avanzadas', the one block of 'Analizar cheque' and 'Cartera de cheques': the user's own reference rate,
 * and their own assumptions (docs/domain/cheque-analysis.md §4) — a spread and an annual PD per band, from the least
 * to the most risky, and the LGD — labelled as assumptions. Each field starts empty with everyone's value in force
 * as its placeholder and under it (GET /cheques/assumptions): only what the user types is theirs and sent, and
 * clearing a field gives it back to everyone's. It opens by itself when the API finds a problem in one of them.
 */
export function AssumptionFields<T extends AdvancedValues, O>({ control }: { control: Control<T, unknown, O> }) {
  const { t } = useTranslation('cheques');
  const [open, setOpen] = useState(false);
  const inForce = useChequeAssumptionsInForce().data?.assumptions;
  const errors = useFormState({ control }).errors as FieldErrors<AdvancedValues>;
  const expanded = open || errors.referenceRate !== undefined || errors.assumptions !== undefined;
  // The form's own paths, which every form with the advanced values has.
  const path = (name: string) => name as FieldPathByValue<T, string | undefined>;
  // 'assumptions.spreads.MALO' → the input 'assumptions-spreads-MALO'.
  const idOf = (name: string) => name.replaceAll('.', '-');
  /** Everyone's value as the empty field shows it: its placeholder (the label kept above it) and its hint. */
  const everyones = (value: number | undefined) => {
    const text = value === undefined ? undefined : formatNumberInput(value, 'rate');
    return {
      placeholder: text,
      hint: text === undefined ? t('form.assumptions.inForceUnknown') : t('form.assumptions.inForce', { value: text }),
      slotProps: { inputLabel: { shrink: true } },
    };
  };
  return (
    <Accordion
      disableGutters
      variant="outlined"
      expanded={expanded}
      onChange={(_event, next) => setOpen(next)}
      sx={{ mt: 1 }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="cheque-advanced" id="cheque-advanced-header">
        <Typography sx={{ fontWeight: 600 }}>{t('form.advanced')}</Typography>
      </AccordionSummary>
      <AccordionDetails id="cheque-advanced">
        <FormNumberField
          control={control}
          name={path('referenceRate')}
          id="cheque-referenceRate"
          inputName="referenceRate"
          kind="rate"
          label={t('form.referenceRate')}
          hint={t('form.referenceRateHint')}
        />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 1, fontWeight: 700 }}>
          {t('form.assumptions.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('form.assumptions.intro')}
        </Typography>
        <Grid container columnSpacing={2} rowSpacing={1.5}>
          {BANDS_BY_RISK.flatMap((band) =>
            (['spreads', 'annualPd'] as const).map((group) => {
              const name = `assumptions.${group}.${band}` as const;
              return (
                <Grid key={name} size={{ xs: 12, sm: 6 }}>
                  <FormNumberField
                    control={control}
                    name={path(name)}
                    id={idOf(name)}
                    inputName={idOf(name)}
                    kind="rate"
                    label={t(group === 'spreads' ? 'form.assumptions.spread' : 'form.assumptions.annualPd', {
                      band: t(`bands.${band}`),
                    })}
                    {...everyones(inForce?.[group][band])}
                  />
                </Grid>
              );
            }),
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormNumberField
              control={control}
              name={path('assumptions.lgd')}
              id={idOf('assumptions.lgd')}
              inputName={idOf('assumptions.lgd')}
              kind="rate"
              label={t('form.assumptions.lgd')}
              {...everyones(inForce?.lgd)}
            />
          </Grid>
        </Grid>
      </AccordionDetails>
    </Accordion>
  );
}
