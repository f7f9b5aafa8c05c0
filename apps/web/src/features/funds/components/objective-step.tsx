import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { FUND_OBJECTIVES, type FundObjective } from '@tirr/domain';
import { ChoiceCard } from './choice-card';

export function ObjectiveStep({
  value,
  onChange,
}: {
  value?: FundObjective;
  onChange: (options: FundObjective) => void;
}) {
  const { t } = useTranslation('funds');
  return (
    <Box data-tour="fci-objective">
      <Typography id="fci-objective-label" sx={{ mb: 2 }}>
        {t('objective.question')}
      </Typography>
      <Box
        role="radiogroup"
        aria-labelledby="fci-objective-label"
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}
      >
        {FUND_OBJECTIVES.map((objective) => (
          <ChoiceCard
            key={objective}
            selected={value === objective}
            onSelect={() => onChange(objective)}
            title={t(`objective.${objective}`)}
          >
            <Typography variant="body2" color="text.secondary">
              {t(`objective.${objective}Hint`)}
            </Typography>
          </ChoiceCard>
        ))}
      </Box>
    </Box>
  );
}
