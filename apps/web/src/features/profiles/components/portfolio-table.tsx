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
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Tooltip from '@mui/material/Tooltip';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import InsightsIcon from '@mui/icons-material/InsightsOutlined';
import UploadFileIcon from '@mui/icons-material/UploadFileOutlined';
import type { ProfileListItem } from '@tirr/contracts';
import { formatCuit, formatDate, formatMoney, SCORE_BANDS, situacionShortLabel } from '@tirr/domain';
import { hrefs } from '../../../shared/routing/paths';
import type { SortDirection, SortKey } from '../portfolio/portfolio-view';

export const COLUMNS: readonly SortKey[] = [
  'name',
  'taxNumber',
  'group',
  'income',
  'behaviour',
  'date',
  'debt',
  'situacion',
  'score',
  'ultimoBalance',
];
const NUMERIC = new Set<SortKey>(['income', 'debt', 'score']);
const SITUACION_COLOR = ['default', 'success', 'warning', 'warning', 'error', 'error', 'error'] as const;

export function BandChip({ profile }: { profile: ProfileListItem }) {
  const band = SCORE_BANDS.find((b) => b.code === profile.band);
  if (!band || profile.score === null) return <Chip size="small" variant="outlined" label="—" />;
  return (
    <Chip
      size="small"
      label={`${profile.score} · ${band.label}`}
      sx={{ bgcolor: band.color, color: band.code === 'BUENO' ? 'rgba(0,0,0,0.87)' : '#fff', fontWeight: 600 }}
    />
  );
}

interface Props {
  rows: readonly ProfileListItem[];
  sort: { key: SortKey; direction: SortDirection };
  onSort: (key: SortKey) => void;
  onEdit: (profile: ProfileListItem) => void;
  onRemove: (profile: ProfileListItem) => void;
}

/** The portfolio table; on phones it scrolls sideways with the name column kept in view. */
export function PortfolioTable({ rows, sort, onSort, onEdit, onRemove }: Props) {
  const { t } = useTranslation('profiles');
  const sticky = { position: 'sticky', left: 0, bgcolor: 'background.paper', zIndex: 1 } as const;
  return (
    <TableContainer sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('portfolio.title')} sx={{ minWidth: 1180 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((key) => (
              <TableCell
                key={key}
                align={NUMERIC.has(key) ? 'right' : 'left'}
                sortDirection={sort.key === key ? sort.direction : false}
                sx={{ whiteSpace: 'nowrap', fontWeight: 700, ...(key === 'name' ? sticky : {}) }}
              >
                <TableSortLabel
                  active={sort.key === key}
                  direction={sort.key === key ? sort.direction : 'asc'}
                  onClick={() => onSort(key)}
                >
                  {t(`portfolio.columns.${key}`)}
                </TableSortLabel>
              </TableCell>
            ))}
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {t('portfolio.columns.actions')}
            </TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((p) => (
            <TableRow key={p.id} hover data-testid={`profile-row-${p.taxNumber}`}>
              <TableCell sx={{ ...sticky, maxWidth: 220 }}>
                <Link
                  component={RouterLink}
                  to={hrefs.profileReport(p.taxNumber)}
                  aria-label={t('portfolio.actions.report', { name: p.name })}
                >
                  {p.name}
                </Link>
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCuit(p.taxNumber)}</TableCell>
              <TableCell>{p.group ?? '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {p.income === null ? '—' : formatMoney(p.income)}
              </TableCell>
              <TableCell sx={{ maxWidth: 200 }}>{p.behaviour ?? '—'}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{p.date ? formatDate(p.date) : '—'}</TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {formatMoney(p.debt)}
              </TableCell>
              <TableCell>
                <Chip
                  size="small"
                  variant="outlined"
                  color={SITUACION_COLOR[p.situacion] ?? 'default'}
                  label={
                    p.situacion === 0
                      ? t('portfolio.filters.noDebts')
                      : `${p.situacion} · ${situacionShortLabel(p.situacion)}`
                  }
                />
              </TableCell>
              <TableCell align="right">
                <BandChip profile={p} />
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {p.ultimoBalance
                  ? `${p.ultimoBalance.period} · ${formatDate(p.ultimoBalance.date)}`
                  : t('portfolio.noBalance')}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <Box sx={{ display: 'inline-flex' }}>
                  <Tooltip title={t('portfolio.actions.balance', { name: p.name })}>
                    <IconButton
                      component={RouterLink}
                      to={hrefs.profileBalance(p.id)}
                      size="small"
                      aria-label={t('portfolio.actions.balance', { name: p.name })}
                    >
                      <UploadFileIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('portfolio.actions.score', { name: p.name })}>
                    <IconButton
                      component={RouterLink}
                      to={hrefs.profileScore(p.id)}
                      size="small"
                      aria-label={t('portfolio.actions.score', { name: p.name })}
                    >
                      <InsightsIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('portfolio.actions.edit', { name: p.name })}>
                    <IconButton
                      size="small"
                      onClick={() => onEdit(p)}
                      aria-label={t('portfolio.actions.edit', { name: p.name })}
                    >
                      <EditIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                  <Tooltip title={t('portfolio.actions.remove', { name: p.name })}>
                    <IconButton
                      size="small"
                      color="error"
                      onClick={() => onRemove(p)}
                      aria-label={t('portfolio.actions.remove', { name: p.name })}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </Tooltip>
                </Box>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
