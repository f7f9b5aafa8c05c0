import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Fund, FundQueryResult } from '@tirr/contracts';

export function FundStep({
  query,
  loading,
  failed,
  value,
  onChange,
}: {
  query?: FundQueryResult;
  loading: boolean;
  failed: boolean;
  value?: number;
  onChange: (fund: Fund) => void;
}) {
  const { t } = useTranslation('funds');
  if (loading) return <CircularProgress aria-label={t('result.loading')} />;
  if (failed || !query) return <Alert severity="error">{t('errors.load')}</Alert>;
  const all = [...query.exactMatches, ...query.similarMatches];
  if (all.length === 0) return <Alert severity="warning">{t('fund.none')}</Alert>;
  const selected = all.find((f) => f.id_fondo === value);
  return (
    <Box data-tour="fci-fund">
      {query.exactMatches.length === 0 ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('fund.similarNotice')}
        </Alert>
      ) : null}
      <Typography sx={{ mb: 2 }}>{t('fund.chosen')}</Typography>
      <TextField
        select
        fullWidth
        label={t('fund.label')}
        value={value ?? ''}
        onChange={(e) => {
          const fund = all.find((f) => f.id_fondo === Number(e.target.value));
          if (fund) onChange(fund);
        }}
      >
        {query.exactMatches.length > 0 ? <ListSubheader>{t('fund.exact')}</ListSubheader> : null}
        {query.exactMatches.map((f) => (
          <MenuItem key={f.id_fondo} value={f.id_fondo}>
            {f.name}
          </MenuItem>
        ))}
        {query.similarMatches.length > 0 ? <ListSubheader>{t('fund.similar')}</ListSubheader> : null}
        {query.similarMatches.map((f) => (
          <MenuItem key={f.id_fondo} value={f.id_fondo}>
            {f.name}
          </MenuItem>
        ))}
      </TextField>
      {selected ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
          <Chip label={t(`fund.types.${selected.type}`)} color="primary" variant="outlined" />
          <Chip label={t('fund.currency', { currency: selected.currency })} variant="outlined" />
          <Chip label={t('fund.settlement', { days: selected.dias_liquidacion })} variant="outlined" />
          {selected.benchmark ? <Chip label={selected.benchmark} variant="outlined" /> : null}
        </Stack>
      ) : null}
    </Box>
  );
}
