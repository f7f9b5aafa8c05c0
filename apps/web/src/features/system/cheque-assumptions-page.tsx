import { useEffect } from 'react';
import { z } from 'zod';
import { useTranslation } from 'react-i18next';
import type { Path } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BANDS_BY_RISK, formatNumberInput } from '@tirr/domain';
import {
  assumptionsOverride,
  assumptionsText,
  assumptionTexts,
  type AssumptionTexts,
} from '../../shared/cheque-assumptions/assumption-texts';
import { FormNumberField } from '../../shared/forms/form-fields';
import { showServerErrors, useContractForm } from '../../shared/forms/use-contract-form';
import { notify } from '../../shared/notify/notify-store';
import { PageHeader } from '../../shared/ui/page-header';
import { useChequeAssumptions, useSaveChequeAssumptions } from './api/system-api';

type Values = { assumptions: AssumptionTexts };
const form = z.object({ assumptions: assumptionsText });
const FIELD = /^assumptions\.(?:(?:spreads|annualPd)\.[A-Z_]+|lgd)$/;

/**
 * /system/supuestos-cheques (admin): the spreads, annual PDs and LGD 'Analizar cheque' prices with for everyone
 * (docs/domain/cheque-analysis.md §4, ADR 0143), each beside its default. An empty field takes the default;
 * 'Volver a los valores por defecto' clears them all. Saved changes are written to the admin audit.
 */
export function ChequeAssumptionsPage() {
  const { t } = useTranslation('system');
  const settings = useChequeAssumptions();
  const save = useSaveChequeAssumptions();
  const values = useContractForm(form, { defaultValues: { assumptions: assumptionTexts() } });
  const { reset } = values;
  useEffect(() => {
    if (settings.data) reset({ assumptions: assumptionTexts(settings.data.assumptions) });
  }, [settings.data, reset]);

  const submit = (override: Parameters<typeof assumptionsOverride>[0] | null) =>
    save.mutate(override ? (assumptionsOverride(override) ?? {}) : {}, {
      onSuccess: () => notify({ message: t('chequeAssumptions.saved'), variant: 'success' }),
      onError: (error) => {
        const shown = showServerErrors(values.setError, error, (field) =>
          FIELD.test(field) ? (field as Path<Values>) : undefined,
        );
        if (shown === 0) notify({ message: t('saveFailed'), variant: 'error' });
      },
    });

  const defaults = settings.data?.defaults;
  const shownDefault = (value: number | undefined) => (value === undefined ? '—' : formatNumberInput(value, 'rate'));
  return (
    <Box>
      <PageHeader title={t('chequeAssumptions.title')} subtitle={t('chequeAssumptions.subtitle')} />
      {settings.isError && <Alert severity="error">{t('loadFailed')}</Alert>}
      <Paper
        variant="outlined"
        component="form"
        noValidate
        onSubmit={(event) => void values.handleSubmit(({ assumptions }) => submit(assumptions))(event)}
        sx={{ p: 2 }}
      >
        <Alert severity="warning" icon={false} sx={{ mb: 2 }}>
          {t('chequeAssumptions.notFacts')}
        </Alert>
        {/* One row per band: the band with its defaults, then its two fields; on phones the fields go below. */}
        <Stack
          component="ul"
          aria-label={t('chequeAssumptions.caption')}
          divider={<Divider component="li" />}
          sx={{ p: 0, m: 0, listStyle: 'none' }}
        >
          {BANDS_BY_RISK.map((band) => (
            <Grid
              component="li"
              container
              key={band}
              columnSpacing={2}
              rowSpacing={1}
              sx={{ py: 1.5 }}
              data-testid={`band-${band}`}
            >
              <Grid size={{ xs: 12, sm: 4 }}>
                <Typography sx={{ fontWeight: 600 }}>{t(`chequeAssumptions.bands.${band}`)}</Typography>
                <Typography variant="caption" color="text.secondary" data-testid={`default-${band}`}>
                  {t('chequeAssumptions.bandDefaults', {
                    spread: shownDefault(defaults?.spreads[band]),
                    pd: shownDefault(defaults?.annualPd[band]),
                  })}
                </Typography>
              </Grid>
              {(['spreads', 'annualPd'] as const).map((group) => (
                <Grid key={group} size={{ xs: 6, sm: 4 }}>
                  <FormNumberField
                    control={values.control}
                    name={`assumptions.${group}.${band}`}
                    inputName={`${group}-${band}`}
                    kind="rate"
                    size="small"
                    label={t(`chequeAssumptions.${group === 'spreads' ? 'spread' : 'annualPd'}`)}
                  />
                </Grid>
              ))}
            </Grid>
          ))}
        </Stack>
        <Box sx={{ mt: 2, maxWidth: 280 }}>
          <FormNumberField
            control={values.control}
            name="assumptions.lgd"
            inputName="lgd"
            kind="rate"
            label={t('chequeAssumptions.lgd')}
          />
          <Typography variant="caption" color="text.secondary" data-testid="default-lgd">
            {t('chequeAssumptions.default', { value: shownDefault(defaults?.lgd) })}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('chequeAssumptions.emptyTakesDefault')}
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
          <Button onClick={() => submit(null)} disabled={save.isPending || settings.isPending}>
            {t('chequeAssumptions.restore')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending || settings.isPending}>
            {t('chequeAssumptions.save')}
          </Button>
        </Stack>
      </Paper>
    </Box>
  );
}
