import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { LIMIT_BASES } from '@tirr/domain';
import { NumberField } from '../../../shared/forms/number-field';
import { limitBasesOn, type DraftLimit } from './draft';
import { PolicySection } from './policy-section';

/**
 * The optional suggested limit (docs/domain/credit-policy.md §4): a percent of patrimonio neto and/or of a month of
 * sales (the smaller wins), and a cap, typed the Argentine way.
 */
export function LimitEditor({
  limit,
  onChange,
  problemAt,
}: {
  limit: DraftLimit;
  onChange: (limit: DraftLimit) => void;
  problemAt: (path: string) => string | undefined;
}) {
  const { t } = useTranslation('policy');
  const on = limitBasesOn(limit);
  const termsProblem = problemAt('limit.terms');
  return (
    <PolicySection title={t('limit.title')} hint={t('limit.hint')}>
      <FormControlLabel
        control={<Switch checked={limit.enabled} onChange={(e) => onChange({ ...limit, enabled: e.target.checked })} />}
        label={t('limit.enable')}
      />
      {limit.enabled ? (
        <Stack spacing={1} sx={{ mt: 1 }}>
          {LIMIT_BASES.map((base) => (
            <Stack
              key={base}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ alignItems: { sm: 'flex-start' } }}
            >
              <FormControlLabel
                sx={{ flex: { sm: '0 0 240px' }, mt: { sm: 0.5 } }}
                control={
                  <Checkbox
                    checked={limit.on[base]}
                    onChange={(e) => onChange({ ...limit, on: { ...limit.on, [base]: e.target.checked } })}
                  />
                }
                label={t(`limit.bases.${base}`)}
              />
              {limit.on[base] ? (
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <NumberField
                    kind="rate"
                    size="small"
                    name={`limit-${base}`}
                    label={t(`limit.percent.${base}`)}
                    value={limit.percents[base]}
                    onChange={(text) => onChange({ ...limit, percents: { ...limit.percents, [base]: text } })}
                    error={problemAt(`limit.terms.${on.indexOf(base)}.percent`)}
                  />
                </Box>
              ) : null}
            </Stack>
          ))}
          {termsProblem ? (
            <Typography variant="caption" color="error" role="alert">
              {termsProblem}
            </Typography>
          ) : null}
          <NumberField
            kind="money"
            size="small"
            name="limit-cap"
            label={t('limit.cap')}
            value={limit.cap}
            onChange={(cap) => onChange({ ...limit, cap })}
            error={problemAt('limit.cap')}
          />
        </Stack>
      ) : null}
    </PolicySection>
  );
}
