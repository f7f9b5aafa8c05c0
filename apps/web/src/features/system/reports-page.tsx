import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '@mui/x-charts/BarChart';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import { formatCuit } from '@tirr/domain';
import { notify } from '../../shared/notify/notify-store';
import { PageHeader } from '../../shared/ui/page-header';
import { ResponsiveTable } from '../../shared/ui/responsive-table';
import { downloadUsageCsv, useUsageReport } from './api/system-api';
import { addDays, todayBa } from './components/format';
import { DateTextField } from '../../shared/ui/date-text-field';
import { useFormat } from '../../shared/i18n/use-format';

const MAX_DAYS = 366;
const dayCount = (from: string, to: string) =>
  Math.round((new Date(`${to}T12:00:00Z`).getTime() - new Date(`${from}T12:00:00Z`).getTime()) / 86_400_000) + 1;

/** /system/reportes (admin): usage over a date range, a consults-per-day chart and CSV export. */
export function ReportsPage() {
  const { t } = useTranslation('system');
  const fmt = useFormat();
  const count = (value: number | null) => (value === null ? '' : fmt.number(value, 0));
  const [range, setRange] = useState(() => ({ from: addDays(todayBa(), -29), to: todayBa() }));
  const valid =
    /^\d{4}-\d{2}-\d{2}$/.test(range.from) &&
    /^\d{4}-\d{2}-\d{2}$/.test(range.to) &&
    range.from <= range.to &&
    dayCount(range.from, range.to) <= MAX_DAYS;
  const report = useUsageReport(range.from, range.to, valid);
  const data = report.data;
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      await downloadUsageCsv(range.from, range.to);
    } catch {
      notify({ message: t('reports.exportFailed'), variant: 'error' });
    } finally {
      setExporting(false);
    }
  };

  const today = todayBa();
  const todayCount = data?.consultsPerDay.find((d) => d.day === today)?.count;
  const stats: Array<[string, number | undefined]> = [
    [t('reports.stats.consults'), data?.totalConsults],
    [t('reports.stats.newUsers'), data?.newUsers],
    [t('reports.stats.premiumRequests'), data?.premiumRequests],
    [t('reports.stats.conversions'), data?.conversions.users],
    [t('reports.stats.payments'), data?.conversions.payments],
    [t('reports.stats.reactErrors'), data?.errors.react],
    [t('reports.stats.nodeErrors'), data?.errors.node],
  ];

  return (
    <Box>
      <PageHeader
        title={t('reports.title')}
        subtitle={t('reports.subtitle')}
        actions={
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            onClick={() => void exportCsv()}
            loading={exporting}
            disabled={!valid}
          >
            {t('reports.export')}
          </Button>
        }
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
        <DateTextField
          label={t('reports.from')}
          value={range.from}
          onChange={(from) => setRange((r) => ({ ...r, from }))}
        />
        <DateTextField label={t('reports.to')} value={range.to} onChange={(to) => setRange((r) => ({ ...r, to }))} />
      </Stack>
      {!valid ? <Alert severity="warning">{t('reports.invalidRange', { days: MAX_DAYS })}</Alert> : null}
      {report.isError ? <Alert severity="error">{t('loadFailed')}</Alert> : null}
      <Grid container spacing={2} sx={{ mb: 3 }}>
        {stats.map(([label, value]) => (
          <Grid key={label} size={{ xs: 6, sm: 4, md: 3 }}>
            <Paper variant="outlined" sx={{ p: 2, height: '100%' }}>
              <Typography variant="body2" color="text.secondary">
                {label}
              </Typography>
              <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                {value ?? '—'}
              </Typography>
            </Paper>
          </Grid>
        ))}
      </Grid>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Typography variant="h6" component="h2">
          {t('reports.chartTitle')}
        </Typography>
        {todayCount !== undefined ? (
          <Typography color="text.secondary" data-testid="today-consults">
            {t('reports.today', { date: fmt.date(today), count: todayCount })}
          </Typography>
        ) : null}
        {data ? (
          <Box data-testid="consults-chart" sx={{ width: '100%', minWidth: 0 }}>
            <BarChart
              height={300}
              xAxis={[
                {
                  scaleType: 'band',
                  // The day and month, in the locale's order ('20/11', '11/20').
                  data: data.consultsPerDay.map((d) => fmt.date(d.day).slice(0, 5)),
                  tickLabelStyle: { fontSize: 11 },
                },
              ]}
              yAxis={[
                {
                  min: 0,
                  max: Math.max(4, ...data.consultsPerDay.map((d) => d.count)),
                  tickMinStep: 1,
                  valueFormatter: count,
                  width: 40,
                },
              ]}
              series={[
                {
                  data: data.consultsPerDay.map((d) => d.count),
                  label: t('reports.series'),
                  color: '#1976d2',
                  valueFormatter: count,
                },
              ]}
              hideLegend
              margin={{ left: 8, right: 8 }}
            />
          </Box>
        ) : null}
      </Paper>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <RankTable
            title={t('reports.topUsers')}
            columns={[t('reports.columns.user'), t('reports.columns.consults')]}
            rows={(data?.topUsers ?? []).map((u) => [u.email ?? u.name ?? '—', u.count])}
            empty={t('reports.empty')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <RankTable
            title={t('reports.topTaxIds')}
            columns={[t('reports.columns.taxId'), t('reports.columns.consults')]}
            rows={(data?.topTaxIds ?? []).map((r) => [`${formatCuit(r.taxNumber)} · ${r.name}`, r.count])}
            empty={t('reports.empty')}
          />
        </Grid>
      </Grid>
    </Box>
  );
}

function RankTable(props: { title: string; columns: [string, string]; rows: Array<[string, number]>; empty: string }) {
  return (
    <Paper variant="outlined">
      <Typography variant="h6" component="h2" sx={{ p: 2, pb: 1 }}>
        {props.title}
      </Typography>
      <ResponsiveTable
        label={props.title}
        rows={props.rows}
        rowKey={([label]) => label}
        empty={props.empty}
        columns={[
          { key: 'label', label: props.columns[0], cellSx: { wordBreak: 'break-word' }, render: ([label]) => label },
          { key: 'count', label: props.columns[1], align: 'right', render: ([, count]) => count },
        ]}
      />
    </Paper>
  );
}
