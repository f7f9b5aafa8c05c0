import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Typography from '@mui/material/Typography';
import type { PolicyReasonView } from '@tirr/contracts';
import { useFormat } from '../i18n/use-format';
import { explanationsText } from './explanation-text';
import { OutcomeChip } from './outcome-chip';

/**
 * Every rule of a credit policy that held (docs/domain/credit-policy.md §5), the worst first: its outcome, the
 * analyst's reason and the values that made it hold ('Situación actual 3 (≥ 3)'); when none held, says so.
 */
export function PolicyReasons({ reasons, label }: { reasons: readonly PolicyReasonView[]; label?: string }) {
  const { t } = useTranslation('common');
  const fmt = useFormat();
  return (
    <List dense disablePadding aria-label={label} data-testid="policy-reasons">
      {reasons.length === 0 ? <ListItem disableGutters>{t('policy.noReason')}</ListItem> : null}
      {reasons.map((reason) => (
        <ListItem key={reason.ruleId} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
          <OutcomeChip outcome={reason.outcome} variant="outlined" sx={{ flexShrink: 0 }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
              {reason.reason}
            </Typography>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {explanationsText(t, fmt, reason.explanation)}
            </Typography>
          </Box>
        </ListItem>
      ))}
    </List>
  );
}
