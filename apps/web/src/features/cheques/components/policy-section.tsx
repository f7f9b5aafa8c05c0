import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { PolicyDecisionView } from '@tirr/contracts';
import { PolicyReasons } from '../../../shared/policy/policy-reasons';
import { PATHS } from '../../../shared/routing/paths';
import { SectionCard } from '../../../shared/ui/section-card';

/**
 * 'Tu política de crédito: Aprobar' (docs/domain/credit-policy.md §11): the drawer under the user's saved credit
 * policy, beside the cheque's verdict and never instead of it — the version, every matching rule with the values
 * that made it hold, and a link to the policy.
 */
export function PolicySection({ decision }: { decision: PolicyDecisionView }) {
  const { t } = useTranslation('cheques');
  const { policy, reasons } = decision;
  const title = t('policy.title', { outcome: t(`common:policy.outcomes.${decision.decision}`) });
  return (
    <Box data-testid="cheque-policy" data-decision={decision.decision}>
      <SectionCard title={title} headingId="cheque-policy">
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('policy.version', { name: policy.name, version: policy.version })} · {t('policy.note')}
        </Typography>
        <Box sx={{ my: 1 }}>
          <PolicyReasons reasons={reasons} label={title} />
        </Box>
        <Link component={RouterLink} to={PATHS.creditPolicy} variant="body2" sx={{ fontWeight: 600 }}>
          {t('policy.link')}
        </Link>
      </SectionCard>
    </Box>
  );
}
