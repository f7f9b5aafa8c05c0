import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { ProfileListItem } from '@tirr/contracts';
import { formatCuit } from '@tirr/domain';
import type { SortDirection, SortKey } from '../portfolio/portfolio-view';
import {
  BandChip,
  COLUMNS,
  DecisionChip,
  ProfileName,
  RowActions,
  SituacionChip,
  type DecisionsPolicy,
  type RowWriteActions,
} from './portfolio-table';
import { useFormat } from '../../../shared/i18n/use-format';

interface Props extends RowWriteActions {
  rows: readonly ProfileListItem[];
  /** The user's credit policy: each card shows its decision under it (none without one). */
  policy: DecisionsPolicy;
  sort: { key: SortKey; direction: SortDirection };
  onSortChange: (sort: { key: SortKey; direction: SortDirection }) => void;
}

/** The portfolio on phones: one card per profile, with a sort selector. */
export function PortfolioCards({ rows, policy, sort, onSortChange, onEdit, onRemove }: Props) {
  const { t } = useTranslation('profiles');
  const fmt = useFormat();
  const line = (label: string, value: string) => (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ textAlign: 'right', overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
  return (
    <Stack spacing={1.5}>
      <TextField
        select
        size="small"
        label={t('portfolio.sortBy')}
        value={`${sort.key}:${sort.direction}`}
        onChange={(e) => {
          const [key, direction] = e.target.value.split(':') as [SortKey, SortDirection];
          onSortChange({ key, direction });
        }}
      >
        {COLUMNS.flatMap((key) =>
          (['asc', 'desc'] as const).map((direction) => (
            <MenuItem key={`${key}:${direction}`} value={`${key}:${direction}`}>
              {`${t(`portfolio.columns.${key}`)} ${direction === 'asc' ? '↑' : '↓'}`}
            </MenuItem>
          )),
        )}
      </TextField>
      {rows.map((p) => (
        <Card key={p.id} variant="outlined" data-testid={`profile-row-${p.taxNumber}`}>
          <CardContent sx={{ pb: '8px !important' }}>
            <ProfileName profile={p} weight={700} />
            <Typography variant="body2" color="text.secondary">
              {formatCuit(p.taxNumber)}
            </Typography>
            <Stack direction="row" spacing={0.75} useFlexGap sx={{ my: 1, flexWrap: 'wrap' }}>
              {policy ? <DecisionChip profile={p} /> : null}
              <SituacionChip profile={p} />
              <BandChip profile={p} />
              {p.group ? <Chip size="small" label={p.group} /> : null}
            </Stack>
            {line(t('portfolio.columns.debt'), fmt.money(p.debt))}
            {line(t('portfolio.columns.income'), p.income === null ? '—' : fmt.money(p.income))}
            {line(t('portfolio.columns.date'), p.date ? fmt.date(p.date) : '—')}
            {p.behaviour ? line(t('portfolio.columns.behaviour'), p.behaviour) : null}
            {line(
              t('portfolio.columns.lastBalance'),
              p.ultimoBalance
                ? `${p.ultimoBalance.period} · ${fmt.date(p.ultimoBalance.date)}`
                : t('portfolio.noBalance'),
            )}
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5 }}>
              <RowActions profile={p} onEdit={onEdit} onRemove={onRemove} />
            </Box>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
