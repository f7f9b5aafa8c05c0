import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormState, type Control } from 'react-hook-form';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { ChequeAnalysisBody } from '@tirr/contracts';
import { BANDS_BY_RISK } from '@tirr/domain';
import { FormNumberField } from '../../../shared/forms/form-fields';
import type { ChequeFormValues } from './cheque-form-state';

/**
 * 'Opciones avanzadas': the user's own reference rate, and their own assumptions for this analysis (docs/domain/
 * cheque-analysis.md §4) — a spread and an annual PD per band, from the least to the most risky, and the LGD —
 * labelled as assumptions. It opens by itself when the API finds a problem in one of them.
 */
export function AssumptionFields({ control }: { control: Control<ChequeFormValues, unknown, ChequeAnalysisBody> }) {
  const { t } = useTranslation('cheques');
  const [open, setOpen] = useState(false);
  const { errors } = useFormState({ control, name: ['referenceRate', 'assumptions'] });
  const expanded = open || errors.referenceRate !== undefined || errors.assumptions !== undefined;
  // 'assumptions.spreads.MALO' → the input 'assumptions-spreads-MALO'.
  const idOf = (name: string) => name.replaceAll('.', '-');
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
          name="referenceRate"
          id="cheque-referenceRate"
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
        <Grid container columnSpacing={2} rowSpacing={0.5}>
          {BANDS_BY_RISK.flatMap((band) =>
            (['spreads', 'annualPd'] as const).map((group) => {
              const name = `assumptions.${group}.${band}` as const;
              return (
                <Grid key={name} size={{ xs: 12, sm: 6 }}>
                  <FormNumberField
                    control={control}
                    name={name}
                    id={idOf(name)}
                    inputName={idOf(name)}
                    kind="rate"
                    label={t(group === 'spreads' ? 'form.assumptions.spread' : 'form.assumptions.annualPd', {
                      band: t(`bands.${band}`),
                    })}
                  />
                </Grid>
              );
            }),
          )}
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormNumberField
              control={control}
              name="assumptions.lgd"
              id={idOf('assumptions.lgd')}
              inputName={idOf('assumptions.lgd')}
              kind="rate"
              label={t('form.assumptions.lgd')}
            />
          </Grid>
        </Grid>
      </AccordionDetails>
    </Accordion>
  );
}
