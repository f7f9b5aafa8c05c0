import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ChequeAnalysis } from '@tirr/contracts';
import { formatCuit, scoreBandStyle, scoreBandTextColor } from '@tirr/domain';
import { useFormat } from '../../../shared/i18n/use-format';
import { hrefs } from '../../../shared/routing/paths';
import { SectionCard } from '../../../shared/ui/section-card';
import { situacionColor } from '../../../shared/ui/situacion-color';

type Drawer = ChequeAnalysis['drawer'];

const signed = (points: number) => (points > 0 ? `+${points}` : String(points));

/** A situación as the report shows it: its number in its colour, and its label for people or for companies. */
function Situacion({
  label,
  situacion,
  drawer,
  testId,
}: {
  label: string;
  situacion: number;
  drawer: Drawer;
  testId: string;
}) {
  const { t } = useTranslation('cheques');
  return (
    <div data-testid={testId}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 0.25 }}>
        <Chip size="small" color={situacionColor(situacion)} label={situacion || '—'} />
        <Typography sx={{ fontWeight: 600, minWidth: 0, flex: 1 }}>
          {t(`situacion.${drawer.personType}.${situacion}`)}
        </Typography>
      </Stack>
    </div>
  );
}

/** Score and band in the band's colour ('Sin historial' in neutral grey), or 'Sin score'. */
function Score({ drawer }: { drawer: Drawer }) {
  const { t } = useTranslation('cheques');
  const band = scoreBandStyle(drawer.band);
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {t('drawer.score')}
      </Typography>
      {drawer.score === null || !band ? (
        <Typography sx={{ fontWeight: 600 }}>{t('drawer.noScore')}</Typography>
      ) : (
        <Chip
          data-testid="drawer-score"
          label={t('drawer.scoreLabel', { score: drawer.score, band: t(`bands.${band.code}`) })}
          sx={{ bgcolor: band.color, color: scoreBandTextColor(band.code), fontWeight: 700, mt: 0.25 }}
        />
      )}
    </div>
  );
}

/** Rejected cheques unpaid and paid, over the last 12 and 24 months (docs/domain/cheque-analysis.md §2). */
function RejectedCheques({ drawer }: { drawer: Drawer }) {
  const { t } = useTranslation('cheques');
  const rows = [
    { key: 'unpaid', months12: drawer.unpaidCheques12, months24: drawer.unpaidCheques24 },
    { key: 'paid', months12: drawer.paidCheques12, months24: drawer.paidCheques24 },
  ];
  return (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {t('drawer.cheques')}
      </Typography>
      <Table size="small" aria-label={t('drawer.chequesCaption')} data-testid="drawer-cheques">
        <TableHead>
          <TableRow>
            <TableCell />
            <TableCell align="right">{t('drawer.months12')}</TableCell>
            <TableCell align="right">{t('drawer.months24')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row) => (
            <TableRow key={row.key}>
              <TableCell component="th" scope="row">
                {t(`drawer.${row.key}`)}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {row.months12}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {row.months24}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/**
 * 'El librador': the drawer's report in short — name (to the report), situación now and worst in 24 months,
 * score and band, rejected cheques, BCRA's flags and what explains the score; the report's notices on its data
 * (BCRA answered from an earlier day, …) above them, since the verdict rests on that data.
 */
export function DrawerSection({ drawer }: { drawer: Drawer }) {
  const { t } = useTranslation('cheques');
  const fmt = useFormat();
  return (
    <SectionCard title={t('drawer.title')} headingId="cheque-drawer">
      <Stack spacing={2}>
        <div>
          <Link
            component={RouterLink}
            to={hrefs.profileReport(drawer.taxId)}
            sx={{ fontWeight: 700, fontSize: '1.1rem', overflowWrap: 'anywhere' }}
          >
            {drawer.name}
          </Link>
          <Typography variant="body2" color="text.secondary">
            {t('drawer.taxId', { taxId: formatCuit(drawer.taxId) })}
            {drawer.period ? ` · ${t('drawer.period', { period: drawer.period })}` : ''}
          </Typography>
        </div>
        {drawer.notices.map((notice) => (
          <Alert
            key={notice.code}
            severity={notice.code === 'NO_RECORDS' ? 'info' : 'warning'}
            data-testid={`drawer-notice-${notice.code}`}
          >
            {notice.code === 'CACHED_BCRA_DATA' && !notice.date
              ? notice.message
              : t(`drawer.notices.${notice.code}`, { date: fmt.date(notice.date) })}
          </Alert>
        ))}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Situacion
              label={t('drawer.situacionNow')}
              situacion={drawer.situacion}
              drawer={drawer}
              testId="drawer-situacion"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Situacion
              label={t('drawer.worst24')}
              situacion={drawer.worstSituacion24}
              drawer={drawer}
              testId="drawer-worst24"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Score drawer={drawer} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <RejectedCheques drawer={drawer} />
          </Grid>
        </Grid>
        <div>
          <Typography variant="caption" color="text.secondary" component="div">
            {t('drawer.flags')}
          </Typography>
          {drawer.flags.length === 0 ? (
            <Typography variant="body2">{t('drawer.noFlags')}</Typography>
          ) : (
            <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1, mt: 0.5 }} data-testid="drawer-flags">
              {drawer.flags.map((flag) => (
                <Chip key={flag} size="small" color="warning" label={t(`flags.${flag}`, { defaultValue: flag })} />
              ))}
            </Stack>
          )}
        </div>
        {drawer.reasons.length > 0 ? (
          <div>
            <Typography variant="caption" color="text.secondary" component="div">
              {t('drawer.reasons')}
            </Typography>
            <List dense disablePadding data-testid="drawer-reasons">
              {drawer.reasons.map((reason) => (
                <ListItem key={reason.code} disableGutters divider sx={{ gap: 2 }}>
                  <ListItemText primary={reason.label} />
                  <Typography
                    sx={{
                      fontWeight: 700,
                      whiteSpace: 'nowrap',
                      color: reason.points < 0 ? 'error.main' : reason.points === 0 ? 'text.secondary' : 'success.main',
                    }}
                    aria-label={t('drawer.points', { count: reason.points, points: signed(reason.points) })}
                  >
                    {signed(reason.points)}
                  </Typography>
                </ListItem>
              ))}
            </List>
          </div>
        ) : null}
      </Stack>
    </SectionCard>
  );
}
