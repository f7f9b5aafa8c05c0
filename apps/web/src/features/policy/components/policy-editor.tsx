import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { POLICY_NAME_MAX } from '@tirr/contracts';
import { POLICY_LIMITS } from '@tirr/domain';
import { moved, newRule, type Draft, type DraftRule } from './draft';
import { LimitEditor } from './limit-editor';
import { RuleCard } from './rule-card';

export interface PolicyEditorProps {
  draft: Draft;
  /** Applies an edit to the latest draft (stable: the rule cards keep their callbacks). */
  onChange: (edit: (draft: Draft) => Draft) => void;
  problemAt: (path: string) => string | undefined;
  /** The problems under a rule's fields, by path. */
  problemsOf: (index: number) => Readonly<Record<string, string>>;
  /** Problems of fields the editor has no input for ([path, message]), listed above the rules. */
  elsewhere: readonly (readonly [string, string])[];
}

/** The draft's name, its rules as an ordered list of cards, and the suggested limit. */
export function PolicyEditor({ draft, onChange, problemAt, problemsOf, elsewhere }: PolicyEditorProps) {
  const { t } = useTranslation('policy');
  const { rules } = draft;
  const setRule = useCallback(
    (index: number, rule: DraftRule) =>
      onChange((d) => ({ ...d, rules: d.rules.map((r, i) => (i === index ? rule : r)) })),
    [onChange],
  );
  const moveRule = useCallback(
    (index: number, step: -1 | 1) => onChange((d) => ({ ...d, rules: moved(d.rules, index, step) })),
    [onChange],
  );
  const removeRule = useCallback(
    (index: number) => onChange((d) => ({ ...d, rules: d.rules.filter((_, i) => i !== index) })),
    [onChange],
  );
  return (
    <Stack spacing={2} sx={{ minWidth: 0 }} data-testid="policy-editor">
      <TextField
        fullWidth
        label={t('name')}
        value={draft.name}
        onChange={(e) => {
          const name = e.target.value;
          onChange((d) => ({ ...d, name }));
        }}
        error={problemAt('name') !== undefined}
        helperText={problemAt('name')}
        slotProps={{ htmlInput: { maxLength: POLICY_NAME_MAX } }}
      />
      <Box>
        <Typography variant="h6" component="h2" sx={{ fontWeight: 700 }}>
          {t('rules.title')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('rules.hint')}
        </Typography>
      </Box>
      {elsewhere.length > 0 || problemAt('rules') ? (
        <Alert severity="error">
          {problemAt('rules')}
          {elsewhere.map(([field, message]) => (
            <div key={field}>{t('problems.elsewhere', { field, message })}</div>
          ))}
        </Alert>
      ) : null}
      {rules.map((rule, index) => (
        <RuleCard
          key={rule.key}
          rule={rule}
          index={index}
          count={rules.length}
          onChange={setRule}
          onMove={moveRule}
          onRemove={removeRule}
          problems={problemsOf(index)}
        />
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          disabled={rules.length >= POLICY_LIMITS.rules}
          onClick={() => onChange((d) => ({ ...d, rules: [...d.rules, newRule(d.rules)] }))}
        >
          {t('rules.add')}
        </Button>
      </Box>
      <LimitEditor limit={draft.limit} onChange={(limit) => onChange((d) => ({ ...d, limit }))} problemAt={problemAt} />
    </Stack>
  );
}
