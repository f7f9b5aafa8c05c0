import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import type { Theme } from '@mui/material/styles';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import { PROFILE_SORT_KEYS, type ProfileList, type ProfileListItem } from '@tirr/contracts';
import { formatCuit, scoreBandStyle, scoreBandTextColor } from '@tirr/domain';
import { useScopeAllowed } from '../../../shared/auth/use-scope';
import { OutcomeChip } from '../../../shared/policy/outcome-chip';
import { hrefs } from '../../../shared/routing/paths';
import type { SortDirection, SortKey } from '../portfolio/portfolio-view';
import { useFormat } from '../../../shared/i18n/use-format';

/**
 * Columns the table sorts by (and the phone's sort selector), in the API's order; the table shows the
 * CUIT under the name and the band beside the score, and keeps no column of dates of creation or refresh.
 */
const NOT_COLUMNS = new Set<SortKey>(['band', 'updated', 'created']);
export const COLUMNS: readonly SortKey[] = PROFILE_SORT_KEYS.filter((key) => !NOT_COLUMNS.has(key));
const TABLE_COLUMNS = COLUMNS.filter((key) => key !== 'taxNumber');
const NUMERIC = new Set<SortKey>(['income', 'debt', 'score']);
/**
 * Headers that may wrap to two lines (the table must fit a laptop with the navbar open). 'Comportamiento' is one
 * word: in a narrow header it ran into 'Fecha', so it keeps its width.
 */
const WRAPPING_HEADERS = new Set<SortKey>(['lastBalance']);
const SITUACION_COLOR = ['default', 'success', 'warning', 'warning', 'error', 'error', 'error'] as const;
/** Long situación labels ('Con alto riesgo de insolvencia') wrap inside the chip instead of widening the table. */
const WRAPPING_CHIP = { height: 'auto', maxWidth: 150, '& .MuiChip-label': { whiteSpace: 'normal', py: 0.25 } };

/** Score and band ('Sin historial' in neutral grey for an unknown debtor). */
export function BandChip({ profile }: { profile: ProfileListItem }) {
  const { t } = useTranslation('profiles');
  const band = scoreBandStyle(profile.band);
  if (!band || profile.score === null) return <Chip size="small" variant="outlined" label="—" />;
  return (
    <Chip
      size="small"
      label={`${profile.score} · ${t(`portfolio.bands.${band.code}`)}`}
      sx={{ bgcolor: band.color, color: scoreBandTextColor(band.code), fontWeight: 600 }}
    />
  );
}

/** The decision under the user's credit policy ('—' before the profile's report facts are stored). */
export function DecisionChip({ profile }: { profile: ProfileListItem }) {
  return profile.decision ? (
    <OutcomeChip outcome={profile.decision} />
  ) : (
    <Chip size="small" variant="outlined" label="—" />
  );
}

export function SituacionChip({ profile }: { profile: ProfileListItem }) {
  const { t } = useTranslation('profiles');
  const s = profile.situacion;
  return (
    <Chip
      size="small"
      variant="outlined"
      color={SITUACION_COLOR[s] ?? 'default'}
      sx={WRAPPING_CHIP}
      label={s === 0 ? t('portfolio.filters.noDebts') : `${s} · ${t(`portfolio.situacion.${profile.personType}.${s}`)}`}
    />
  );
}

/**
 * The profile's name, a link to its report; plain text for an organisation's member whose role consults no reports
 * (the report would answer 403; docs/domain/organisations.md §4).
 */
export function ProfileName({ profile: p, weight }: { profile: ProfileListItem; weight: number }) {
  const { t } = useTranslation('profiles');
  if (!useScopeAllowed('reports')) return <Typography sx={{ fontWeight: weight }}>{p.name}</Typography>;
  return (
    <Link
      component={RouterLink}
      to={hrefs.profileReport(p.taxNumber)}
      aria-label={t('portfolio.actions.report', { name: p.name })}
      sx={{ fontWeight: weight }}
    >
      {p.name}
    </Link>
  );
}

/** What the rows' write buttons do; absent for a reader (an organisation's viewer, docs/domain/organisations.md §4). */
export interface RowWriteActions {
  onEdit?: (profile: ProfileListItem) => void;
  onRemove?: (profile: ProfileListItem) => void;
}

/** Per-row links (balance upload, score) and buttons (edit, remove); a reader gets the score only. */
export function RowActions({ profile: p, onEdit, onRemove }: RowWriteActions & { profile: ProfileListItem }) {
  const { t } = useTranslation('profiles');
  const action = (key: 'balance' | 'score' | 'edit' | 'remove') => t(`portfolio.actions.${key}`, { name: p.name });
  return (
    <Box sx={{ display: 'inline-flex', '& .MuiIconButton-root': { p: 0.5 } }}>
      {onEdit ? (
        <Tooltip title={action('balance')}>
          <IconButton
            component={RouterLink}
            to={hrefs.profileBalance(p.id)}
            size="small"
            aria-label={action('balance')}
          >
            <UploadFileIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      <Tooltip title={action('score')}>
        <IconButton component={RouterLink} to={hrefs.profileScore(p.id)} size="small" aria-label={action('score')}>
          <InsightsIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      {onEdit ? (
        <Tooltip title={action('edit')}>
          <IconButton size="small" onClick={() => onEdit(p)} aria-label={action('edit')}>
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
      {onRemove ? (
        <Tooltip title={action('remove')}>
          <IconButton size="small" color="error" onClick={() => onRemove(p)} aria-label={action('remove')}>
            <DeleteIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ) : null}
    </Box>
  );
}

/** The user's credit policy version the decisions are under (null: no policy, no 'Decisión' column). */
export type DecisionsPolicy = ProfileList['policy'];

interface Props extends RowWriteActions {
  rows: readonly ProfileListItem[];
  policy: DecisionsPolicy;
  sort: { key: SortKey; direction: SortDirection };
  onSort: (key: SortKey) => void;
}

/**
 * The portfolio table. Long headers and the last balance wrap to two lines so it fits a laptop with the
 * navbar open; where it still does not fit it scrolls sideways with the name (left) and the actions
 * (right) kept in view. With a credit policy, each profile's decision under it follows the score
 * (docs/domain/credit-policy.md §12).
 */
export function PortfolioTable({ rows, policy, sort, onSort, onEdit, onRemove }: Props) {
  const { t } = useTranslation('profiles');
  const fmt = useFormat();
  const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;
  const stickyEnd = {
    position: 'sticky',
    right: 0,
    bgcolor: 'background.paper',
    zIndex: 1,
    boxShadow: (theme: Theme) => `inset 1px 0 0 ${theme.palette.divider}`,
  } as const;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('portfolio.title')} sx={{ minWidth: 900, '& th, & td': { px: 0.75 } }}>
        <TableHead>
          <TableRow>
            {TABLE_COLUMNS.map((key) => [
              key === 'lastBalance' && policy ? (
                <TableCell key="decision" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  <Tooltip title={t('portfolio.decisionUnder', policy)} describeChild>
                    <span>{t('portfolio.columns.decision')}</span>
                  </Tooltip>
                </TableCell>
              ) : null,
              <TableCell
                key={key}
                align={NUMERIC.has(key) ? 'right' : 'left'}
                sortDirection={sort.key === key ? sort.direction : false}
                sx={{
                  fontWeight: 700,
                  lineHeight: 1.3,
                  ...(WRAPPING_HEADERS.has(key) ? { maxWidth: 110 } : { whiteSpace: 'nowrap' }),
                  ...(key === 'name' ? sticky : {}),
                }}
              >
                <TableSortLabel
                  active={sort.key === key}
                  direction={sort.key === key ? sort.direction : 'asc'}
                  onClick={() => onSort(key)}
                  // Only the sorted column shows its arrow: nine hidden arrows took the width of a column.
                  sx={sort.key === key ? undefined : { '& .MuiTableSortLabel-icon': { display: 'none' } }}
                >
                  {t(`portfolio.columns.${key}`)}
                </TableSortLabel>
              </TableCell>,
            ])}
            <TableCell align="right" sx={{ fontWeight: 700, ...stickyEnd }}>
              {t('portfolio.columns.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((p) => (
            <TableRow key={p.id} hover data-testid={`profile-row-${p.taxNumber}`}>
              <TableCell sx={{ ...sticky, minWidth: 150, maxWidth: 190 }}>
                <ProfileName profile={p} weight={600} />
                <Typography variant="caption" component="div" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                  {formatCuit(p.taxNumber)}
                </Typography>
              </TableCell>
              <TableCell>{p.group ?? '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {p.income === null ? '—' : fmt.money(p.income)}
              </TableCell>
              <TableCell
                sx={{ maxWidth: 130, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
                title={p.behaviour ?? undefined}
              >
                {p.behaviour ?? '—'}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.date ? fmt.date(p.date) : '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {fmt.money(p.debt)}
              </TableCell>
              <TableCell>
                <SituacionChip profile={p} />
              </TableCell>
              <TableCell align="right">
                <BandChip profile={p} />
              </TableCell>
              {policy ? (
                <TableCell>
                  <DecisionChip profile={p} />
                </TableCell>
              ) : null}
              <TableCell sx={{ minWidth: 64 }}>
                {p.ultimoBalance ? (
                  <>
                    {p.ultimoBalance.period}
                    <Typography variant="caption" component="div" color="text.secondary">
                      {fmt.date(p.ultimoBalance.date)}
                    </Typography>
                  </>
                ) : (
                  t('portfolio.noBalance')
                )}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap', ...stickyEnd }}>
                <RowActions profile={p} onEdit={onEdit} onRemove={onRemove} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
