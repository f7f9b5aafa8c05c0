import { Fragment, useId } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import { CONDITION_KINDS, type ConditionKind } from '@tirr/domain';
import {
  isDraftLeaf,
  MAX_GROUP_DEPTH,
  MAX_GROUP_SIZE,
  newGroup,
  newLeaf,
  paramSpecs,
  withoutChild,
  type DraftCondition,
  type DraftGroup,
  type DraftLeaf,
} from './draft';
import { ParamField } from './param-field';

/** A new condition added beside others: the kind most policies start with. */
const NEW_KIND: ConditionKind = 'SITUACION_NOW';

interface ConditionProps {
  condition: DraftCondition;
  /** The condition's path from the policy ('rules.0.condition.all.1'): where its problems are. */
  path: string;
  /** How many 'y'/'o' groups hold it (0 for a rule's condition). */
  depth: number;
  onChange: (condition: DraftCondition) => void;
  /** Removes it from its group; absent for a rule's condition. */
  onRemove?: () => void;
  problemAt: (path: string) => string | undefined;
}

/**
 * A rule's condition built with pickers (docs/domain/credit-policy.md §1–§2): a kind and its parameters, or a 'y'/'o'
 * group of conditions, nested up to POLICY_LIMITS.depth groups of up to POLICY_LIMITS.groupSize each.
 */
export function ConditionEditor(props: ConditionProps) {
  const { condition, depth, onChange } = props;
  const { t } = useTranslation('policy');
  if (!isDraftLeaf(condition)) return <GroupEditor {...props} group={condition} />;
  return (
    <Stack spacing={1}>
      <LeafEditor {...props} leaf={condition} />
      {depth === 0 ? (
        <Box>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={() => onChange(newGroup('all', [condition, newLeaf(NEW_KIND)]))}
          >
            {t('condition.add')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

function LeafEditor({ leaf, path, onChange, onRemove, problemAt }: ConditionProps & { leaf: DraftLeaf }) {
  const { t } = useTranslation('policy');
  const kindId = useId();
  const specs = Object.entries(paramSpecs(leaf.kind));
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      useFlexGap
      data-testid="condition-leaf"
      sx={{ alignItems: { sm: 'flex-start' }, flexWrap: 'wrap', minWidth: 0 }}
    >
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'flex-start', flex: { sm: '1 1 240px' }, minWidth: 0 }}>
        <TextField
          select
          fullWidth
          size="small"
          id={kindId}
          label={t('condition.kind')}
          value={leaf.kind}
          onChange={(e) => onChange({ ...newLeaf(e.target.value as ConditionKind), key: leaf.key })}
        >
          {CONDITION_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`common:policy.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        {onRemove ? (
          <IconButton aria-label={t('condition.remove')} onClick={onRemove} size="small" sx={{ mt: 0.5 }}>
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>
      {specs.map(([name, spec]) => (
        <Box key={name} sx={{ flex: { sm: spec.type === 'set' ? '1 1 100%' : '1 1 160px' }, minWidth: 0 }}>
          <ParamField
            name={name}
            spec={spec}
            value={leaf.params[name] ?? ''}
            onChange={(value) => onChange({ ...leaf, params: { ...leaf.params, [name]: value } })}
            problem={problemAt(`${path}.${name}`)}
          />
        </Box>
      ))}
    </Stack>
  );
}

function GroupEditor({ group, path, depth, onChange, onRemove, problemAt }: ConditionProps & { group: DraftGroup }) {
  const { t } = useTranslation('policy');
  const childPath = (i: number) => `${path}.${group.join}.${i}`;
  const setChild = (index: number, child: DraftCondition) =>
    onChange({ ...group, children: group.children.map((c, i) => (i === index ? child : c)) });
  const full = group.children.length >= MAX_GROUP_SIZE;
  // A group holds groups while fewer than POLICY_LIMITS.depth groups hold it and itself.
  const canNest = depth + 1 < MAX_GROUP_DEPTH;
  const problem = problemAt(`${path}.${group.join}`);
  return (
    <Paper
      variant="outlined"
      role="group"
      aria-label={t('condition.group')}
      sx={{ p: { xs: 1, sm: 1.5 }, bgcolor: depth % 2 === 0 ? 'action.hover' : 'background.paper', minWidth: 0 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <ToggleButtonGroup
          exclusive
          size="small"
          color="primary"
          value={group.join}
          aria-label={t('condition.join')}
          onChange={(_, join: DraftGroup['join'] | null) => join && onChange({ ...group, join })}
        >
          <ToggleButton value="all">{t('condition.all')}</ToggleButton>
          <ToggleButton value="any">{t('condition.any')}</ToggleButton>
        </ToggleButtonGroup>
        {onRemove ? (
          <IconButton aria-label={t('condition.removeGroup')} onClick={onRemove} size="small">
            <CloseIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>
      <Stack spacing={1}>
        {group.children.map((child, i) => (
          <Fragment key={child.key}>
            {i > 0 ? (
              <Typography variant="caption" sx={{ fontWeight: 700, textTransform: 'uppercase' }}>
                {t(group.join === 'all' ? 'condition.and' : 'condition.or')}
              </Typography>
            ) : null}
            <ConditionEditor
              condition={child}
              path={childPath(i)}
              depth={depth + 1}
              onChange={(next) => setChild(i, next)}
              onRemove={() => onChange(withoutChild(group, i))}
              problemAt={problemAt}
            />
          </Fragment>
        ))}
      </Stack>
      {problem ? (
        <Typography variant="caption" color="error" role="alert">
          {problem}
        </Typography>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap' }} useFlexGap>
        <Button
          size="small"
          startIcon={<AddIcon />}
          disabled={full}
          onClick={() => onChange({ ...group, children: [...group.children, newLeaf(NEW_KIND)] })}
        >
          {t('condition.add')}
        </Button>
        {canNest ? (
          <Button
            size="small"
            startIcon={<AddIcon />}
            disabled={full}
            onClick={() =>
              onChange({
                ...group,
                // The nested group combines the other way: 'y' inside 'o', 'o' inside 'y'.
                children: [
                  ...group.children,
                  newGroup(group.join === 'all' ? 'any' : 'all', [newLeaf(NEW_KIND), newLeaf(NEW_KIND)]),
                ],
              })
            }
          >
            {t('condition.addGroup')}
          </Button>
        ) : null}
      </Stack>
    </Paper>
  );
}
