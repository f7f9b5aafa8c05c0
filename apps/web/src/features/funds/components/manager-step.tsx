import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useManagers } from '../api/funds-api';
import { ChoiceCard } from './choice-card';

export function ManagerStep({ value, onChange }: { value?: number; onChange: (id: number) => void }) {
  const { t } = useTranslation('funds');
  const managers = useManagers();
  if (managers.isPending) return <CircularProgress aria-label={t('result.loading')} />;
  if (managers.isError) return <Alert severity="error">{t('errors.load')}</Alert>;
  const groups = [
    { key: 'banks', list: managers.data.filter((m) => m.is_bank) },
    { key: 'independents', list: managers.data.filter((m) => !m.is_bank) },
  ];
  return (
    <Box data-tour="fci-manager">
      {groups.map((group) => (
        <Box key={group.key} sx={{ mb: 3 }}>
          <Typography variant="overline" component="h2" id={`fci-managers-${group.key}`}>
            {t(`manager.${group.key}`)}
          </Typography>
          <Box
            role="radiogroup"
            aria-labelledby={`fci-managers-${group.key}`}
            sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '1fr 1fr 1fr' } }}
          >
            {group.list.map((m) => (
              <ChoiceCard
                key={m.id_gerenciadora}
                selected={value === m.id_gerenciadora}
                onSelect={() => onChange(m.id_gerenciadora)}
                title={m.display}
              >
                <Typography variant="body2" color="text.secondary">
                  {t('manager.funds', { count: m.fondos })}
                </Typography>
              </ChoiceCard>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
