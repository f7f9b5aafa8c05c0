import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BatchItem } from '@tirr/contracts';
import {
  formatCuit,
  formatMoney,
  scoreBandStyle,
  scoreBandTextColor,
  type Locale,
  type ScoreBandCode,
} from '@tirr/domain';
import { hrefs } from '../../../shared/routing/paths';

const bandColor = (code: string) => scoreBandStyle(code)?.color ?? 'transparent';

interface ResultsProps {
  items: readonly BatchItem[];
  locale: Locale;
  /** Mis Perfiles id by CUIT, once the results were added: each row links to its balance page. */
  profileIds: ReadonlyMap<string, string>;
}

/** Every row with its result or its error, paginated. */
export function BatchResults({ items, locale, profileIds }: ResultsProps) {
  const { t } = useTranslation('batch');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const shown = items.slice(page * perPage, page * perPage + perPage);
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Paper variant="outlined">
      {narrow ? (
        <ResultCards items={shown} locale={locale} profileIds={profileIds} />
      ) : (
        <TableContainer>
          <Table size="small" aria-label={t('table.caption')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('table.row')}</TableCell>
                <TableCell>{t('table.cuit')}</TableCell>
                <TableCell>{t('table.name')}</TableCell>
                <TableCell>{t('table.situacion')}</TableCell>
                <TableCell align="right">{t('table.debt')}</TableCell>
                <TableCell align="right">{t('table.cheques')}</TableCell>
                <TableCell align="right">{t('table.score')}</TableCell>
                <TableCell>{t('table.band')}</TableCell>
                {profileIds.size > 0 ? <TableCell>{t('table.profile')}</TableCell> : null}
              </TableRow>
            </TableHead>
            <TableBody>
              {shown.map((item) => (
                <TableRow key={item.row} data-testid={`batch-row-${item.row}`} data-status={item.status}>
                  <TableCell>{item.row}</TableCell>
                  <TableCell sx={{ whiteSpace: 'nowrap' }}>
                    {item.taxNumber ? formatCuit(item.taxNumber) : item.input}
                  </TableCell>
                  {item.result ? (
                    <>
                      <TableCell>{item.result.name}</TableCell>
                      <TableCell>{item.result.situacionLabel}</TableCell>
                      <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                        {formatMoney(item.result.totalDebt, 'ARS', locale)}
                      </TableCell>
                      <TableCell align="right">{item.result.unpaidCheques}</TableCell>
                      <TableCell align="right">{item.result.score ?? '—'}</TableCell>
                      <TableCell>{item.result.band ? <BandChip band={item.result.band} /> : '—'}</TableCell>
                    </>
                  ) : (
                    <TableCell colSpan={6}>
                      {item.status === 'pending' ? (
                        <Typography variant="body2" color="text.secondary">
                          {t('table.pending')}
                        </Typography>
                      ) : (
                        <Typography variant="body2" color="error" role="note">
                          {t(`status.${item.status}`)}: {item.error}
                        </Typography>
                      )}
                    </TableCell>
                  )}
                  {profileIds.size > 0 ? (
                    <TableCell>
                      {item.taxNumber && profileIds.has(item.taxNumber) ? (
                        <Link
                          component={RouterLink}
                          to={hrefs.profileBalance(profileIds.get(item.taxNumber)!)}
                          sx={{ whiteSpace: 'nowrap' }}
                        >
                          {t('table.balance')}
                        </Link>
                      ) : null}
                    </TableCell>
                  ) : null}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <TablePagination
        component="div"
        count={items.length}
        page={page}
        onPageChange={(_e, next) => setPage(next)}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 100]}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('table.perPage')}
        labelDisplayedRows={({ from, to, count }) => t('table.displayed', { from, to, count })}
      />
    </Paper>
  );
}

function BandChip({ band }: { band: ScoreBandCode }) {
  const { t } = useTranslation('batch');
  return (
    <Chip size="small" label={t(`bands.${band}`)} sx={{ bgcolor: bandColor(band), color: scoreBandTextColor(band) }} />
  );
}

/** Below 600 px each row is a block (a wide table would scroll sideways). */
function ResultCards({ items, locale, profileIds }: ResultsProps) {
  const { t } = useTranslation('batch');
  return (
    <Stack component="ol" aria-label={t('table.caption')} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {items.map((item) => (
        <Stack
          component="li"
          key={item.row}
          data-testid={`batch-row-${item.row}`}
          data-status={item.status}
          spacing={0.5}
          sx={{ p: 1.5, borderBottom: 1, borderColor: 'divider' }}
        >
          <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
            <Typography variant="body2" color="text.secondary">
              {t('table.row')} {item.row} · {item.taxNumber ? formatCuit(item.taxNumber) : item.input}
            </Typography>
            {item.result?.band ? <BandChip band={item.result.band} /> : null}
          </Stack>
          {item.result ? (
            <>
              <Typography sx={{ fontWeight: 600 }}>{item.result.name}</Typography>
              <Typography variant="body2">{item.result.situacionLabel}</Typography>
              <Typography variant="body2">
                {t('table.debt')}: {formatMoney(item.result.totalDebt, 'ARS', locale)} · {t('table.cheques')}:{' '}
                {item.result.unpaidCheques} · {t('table.score')}: {item.result.score ?? '—'}
              </Typography>
              {item.taxNumber && profileIds.has(item.taxNumber) ? (
                <Link component={RouterLink} to={hrefs.profileBalance(profileIds.get(item.taxNumber)!)}>
                  {t('table.balance')}
                </Link>
              ) : null}
            </>
          ) : item.status === 'pending' ? (
            <Typography variant="body2" color="text.secondary">
              {t('table.pending')}
            </Typography>
          ) : (
            <Typography variant="body2" color="error" role="note">
              {t(`status.${item.status}`)}: {item.error}
            </Typography>
          )}
        </Stack>
      ))}
    </Stack>
  );
}
