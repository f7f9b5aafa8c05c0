import { useTranslation } from 'react-i18next';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { PolicyOutcome } from '@tirr/domain';

/** Red for Rechazar, amber for Observar, green for Aprobar: a rule's outcome, a decision's banner and chips. */
export const OUTCOME_COLOR = { RECHAZAR: 'error', OBSERVAR: 'warning', APROBAR: 'success' } as const satisfies Record<
  PolicyOutcome,
  'error' | 'warning' | 'success'
>;

/** A policy outcome or decision ('Rechazar', 'Observar', 'Aprobar') in its colour. */
export function OutcomeChip({ outcome, ...props }: { outcome: PolicyOutcome } & Omit<ChipProps, 'label' | 'color'>) {
  const { t } = useTranslation('common');
  return (
    <Chip
      size="small"
      {...props}
      color={OUTCOME_COLOR[outcome]}
      label={t(`policy.outcomes.${outcome}`)}
      data-outcome={outcome}
    />
  );
}
