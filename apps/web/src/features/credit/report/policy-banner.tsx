import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import RuleIcon from '@mui/icons-material/RuleOutlined';
import type { PolicyDecisionView } from '@tirr/contracts';
import { can } from '@tirr/domain';
import { useSession } from '../../../shared/auth/session';
import { useFormat, type Formatters } from '../../../shared/i18n/use-format';
import { OUTCOME_COLOR } from '../../../shared/policy/outcome-chip';
import { PolicyReasons } from '../../../shared/policy/policy-reasons';
import { PATHS } from '../../../shared/routing/paths';
import { usePolicyDecision } from '../api/policy-api';

type Translate = ReturnType<typeof useTranslation<'credit'>>['t'];
type Limit = NonNullable<PolicyDecisionView['limit']>;

/**
 * The suggested limit's arithmetic (docs/domain/credit-policy.md §4): each term, the smaller when there are two, the
 * cap: '10 % de patrimonio neto ARS 12.000.000,00 = ARS 1.200.000,00; tope ARS 30.000.000,00'.
 */
export function limitArithmetic(t: Translate, fmt: Formatters, limit: Limit & { available: true }): string {
  const parts = limit.steps.map((step) =>
    t(step.annualAmount === undefined ? 'policyBanner.limit.step' : 'policyBanner.limit.stepAnnual', {
      percent: fmt.decimal(step.percent, 2),
      base: t(`policyBanner.limit.bases.${step.base}`),
      baseAmount: fmt.money(step.baseAmount),
      annualAmount: step.annualAmount === undefined ? '' : fmt.money(step.annualAmount),
      result: fmt.money(step.result),
    }),
  );
  if (limit.steps.length > 1) parts.push(t('policyBanner.limit.smallest', { amount: fmt.money(limit.uncapped) }));
  if (limit.cap !== null) {
    const cap = fmt.money(limit.cap);
    parts.push(t(limit.capped ? 'policyBanner.limit.capApplied' : 'policyBanner.limit.cap', { cap }));
  }
  return parts.join('; ');
}

function missingText(t: Translate, { fact, ruleIds, limit }: PolicyDecisionView['missing'][number]): string {
  const values = { fact: t(`policyBanner.facts.${fact}`), count: ruleIds.length };
  if (ruleIds.length === 0) return t('policyBanner.missing.limit', values);
  return t(limit ? 'policyBanner.missing.rulesAndLimit' : 'policyBanner.missing.rules', values);
}

function LimitLines({ limit }: { limit: Limit }) {
  const { t } = useTranslation('credit');
  const fmt = useFormat();
  if (!limit.available) {
    return <Typography variant="body2">{t(`policyBanner.limit.${limit.reason}`)}</Typography>;
  }
  return (
    <Box data-testid="policy-limit">
      <Typography variant="body2" sx={{ fontWeight: 700 }}>
        {t('policyBanner.limit.title', { amount: fmt.money(limit.amount) })}
      </Typography>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {limitArithmetic(t, fmt, limit)}
      </Typography>
    </Box>
  );
}

/** 'Aprobar' / 'Observar' / 'Rechazar' under the user's policy, with every reason, what was missing and the limit. */
function DecisionBanner({ decision }: { decision: PolicyDecisionView }) {
  const { t } = useTranslation('credit');
  const { policy, reasons, missing, limit } = decision;
  return (
    <Alert
      severity={OUTCOME_COLOR[decision.decision]}
      icon={<RuleIcon />}
      data-testid="policy-banner"
      data-decision={decision.decision}
      sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" component="p" sx={{ lineHeight: 1.5 }}>
            {t('policyBanner.label')}
          </Typography>
          <AlertTitle component="h2" sx={{ fontSize: '1.35rem', fontWeight: 800, mb: 0.25 }}>
            {t(`common:policy.outcomes.${decision.decision}`)}
          </AlertTitle>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {t('policyBanner.policy', { name: policy.name, version: policy.version })}
          </Typography>
        </Box>
        <Box>
          <Button size="small" color="inherit" component={RouterLink} to={PATHS.creditPolicy} startIcon={<EditIcon />}>
            {t('policyBanner.edit')}
          </Button>
        </Box>
      </Stack>
      <Box sx={{ mt: 1 }}>
        <PolicyReasons reasons={reasons} label={t('policyBanner.reasons')} />
      </Box>
      {missing.length > 0 ? (
        <Box data-testid="policy-missing" sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ fontWeight: 700 }}>
            {t('policyBanner.missingTitle')}
          </Typography>
          {missing.map((m) => (
            <Typography key={m.fact} variant="body2">
              {missingText(t, m)}
            </Typography>
          ))}
        </Box>
      ) : null}
      {limit ? (
        <Box sx={{ mt: 1 }}>
          <LimitLines limit={limit} />
        </Box>
      ) : null}
    </Alert>
  );
}

/**
 * The report's subject under the user's credit policy (premium; docs/domain/credit-policy.md §5), above the score:
 * the decision banner when a policy is saved, a discreet 'Definí tu política de crédito' when none is, nothing for
 * other users. A failure is a small notice: the report never depends on it.
 */
export function PolicyBanner({ taxNumber }: { taxNumber: string }) {
  const { t } = useTranslation('credit');
  const { permissions } = useSession();
  const premium = can(permissions, 'premium');
  const answer = usePolicyDecision(taxNumber, premium);
  if (!premium || answer.isPending) return null;
  if (answer.isError) {
    return (
      <Alert severity="info" variant="outlined" data-testid="policy-banner-failed" sx={{ py: 0 }}>
        {t('policyBanner.failed')}
      </Alert>
    );
  }
  if (answer.data === null) {
    return (
      <Typography variant="body2" color="text.secondary" data-testid="policy-define">
        <Link component={RouterLink} to={PATHS.creditPolicy} sx={{ fontWeight: 600 }}>
          {t('policyBanner.define')}
        </Link>{' '}
        · {t('policyBanner.defineHint')}
      </Typography>
    );
  }
  return <DecisionBanner decision={answer.data} />;
}
