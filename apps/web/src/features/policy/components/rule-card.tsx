import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { POLICY_LIMITS, POLICY_OUTCOMES, type PolicyOutcome } from '@tirr/domain';
import { OUTCOME_COLOR } from '../../../shared/policy/outcome-chip';
import { ConditionEditor } from './condition-editor';
import type { DraftRule } from './draft';

export interface RuleCardProps {
  rule: DraftRule;
  index: number;
  count: number;
  onChange: (index: number, rule: DraftRule) => void;
  onMove: (index: number, step: -1 | 1) => void;
  onRemove: (index: number) => void;
  /** This rule's problems by path ('rules.2.reason'). */
  problems: Readonly<Record<string, string>>;
}

/**
 * One rule as a card: its outcome in colour, the reason shown when it holds, and its condition. Drawn again only when
 * its rule, place or problems change: typing in one card does not redraw the other 49.
 */
export const RuleCard = memo(
  RuleCardView,
  (a, b) =>
    a.rule === b.rule &&
    a.index === b.index &&
    a.count === b.count &&
    a.onChange === b.onChange &&
    a.onMove === b.onMove &&
    a.onRemove === b.onRemove &&
    JSON.stringify(a.problems) === JSON.stringify(b.problems),
);

function RuleCardView({ rule, index, count, onChange: change, onMove, onRemove, problems }: RuleCardProps) {
  const { t } = useTranslation('policy');
  const titleId = useId();
  const n = index + 1;
  const path = `rules.${index}`;
  const onChange = (next: DraftRule) => change(index, next);
  const problemAt = (field: string): string | undefined => problems[field];
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`rule-${n}`}
      sx={{ p: { xs: 1.5, sm: 2 }, minWidth: 0, borderLeft: 4, borderLeftColor: `${OUTCOME_COLOR[rule.outcome]}.main` }}
    >
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
          {t('rules.label', { n })}
        </Typography>
        <Stack direction="row">
          <IconButton aria-label={t('rules.moveUp', { n })} disabled={index === 0} onClick={() => onMove(index, -1)}>
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            aria-label={t('rules.moveDown', { n })}
            disabled={index === count - 1}
            onClick={() => onMove(index, 1)}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <IconButton aria-label={t('rules.remove', { n })} disabled={count === 1} onClick={() => onRemove(index)}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Stack>
      </Stack>
      <Stack spacing={1.5}>
        <ToggleButtonGroup
          exclusive
          fullWidth
          size="small"
          value={rule.outcome}
          aria-label={t('rules.outcome', { n })}
          onChange={(_, outcome: PolicyOutcome | null) => outcome && onChange({ ...rule, outcome })}
        >
          {POLICY_OUTCOMES.map((outcome) => (
            <ToggleButton key={outcome} value={outcome} color={OUTCOME_COLOR[outcome]} sx={{ fontWeight: 700 }}>
              {t(`common:policy.outcomes.${outcome}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
        <TextField
          fullWidth
          size="small"
          label={t('rules.reason')}
          value={rule.reason}
          onChange={(e) => onChange({ ...rule, reason: e.target.value })}
          error={problemAt(`${path}.reason`) !== undefined}
          helperText={problemAt(`${path}.reason`) ?? t('rules.reasonHint')}
          slotProps={{ htmlInput: { maxLength: POLICY_LIMITS.reasonLength } }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ fontWeight: 600 }}>
          {t('rules.when')}
        </Typography>
        <ConditionEditor
          condition={rule.condition}
          path={`${path}.condition`}
          depth={0}
          onChange={(condition) => onChange({ ...rule, condition })}
          problemAt={problemAt}
        />
      </Stack>
    </Paper>
  );
}
