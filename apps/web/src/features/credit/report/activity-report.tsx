import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { BarChart } from '../../../shared/ui/lazy-bar-chart';
import type { ActivityReport } from '@tirr/contracts';

import { useActivityReport } from '../api/credit-api';
import { Field, SectionCard } from '../../../shared/ui/section-card';
import { useFormat } from '../../../shared/i18n/use-format';

function Activities({ report }: { report: ActivityReport }) {
  const { t } = useTranslation('credit');
  if (report.activities.length === 0)
    return <Typography color="text.secondary">{t('report.activity.noActivities')}</Typography>;
  return (
    <List dense disablePadding aria-label={t('report.activity.activities')}>
      {report.activities.map((activity) => (
        <ListItem key={activity.id} disableGutters sx={{ alignItems: 'flex-start' }}>
          <ListItemText
            primary={activity.descripcion}
            secondary={[
              t('report.activity.code', { code: activity.id }),
              activity.periodo ? t('report.activity.since', { period: activity.periodo }) : null,
            ]
              .filter(Boolean)
              .join(' · ')}
            slotProps={{ primary: { sx: { fontWeight: 600, overflowWrap: 'anywhere' } } }}
          />
          {activity.principal ? (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              label={t('report.activity.principal')}
              sx={{ ml: 1 }}
            />
          ) : null}
        </ListItem>
      ))}
    </List>
  );
}

function Consults({ report }: { report: ActivityReport }) {
  const { t } = useTranslation('credit');
  const fmt = useFormat();
  const count = (value: number | null) => (value === null ? '' : fmt.number(value, 0));
  const { consults } = report;
  return (
    <Stack spacing={1.5}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Field label={t('report.activity.total')} value={consults.total} testId="activity-total" />
        <Field label={t('report.activity.last30')} value={consults.last30Days} testId="activity-last30" />
        <Field
          label={t('report.activity.lastAt')}
          value={consults.lastConsultOn ? fmt.date(consults.lastConsultOn) : t('report.activity.never')}
          testId="activity-last-on"
        />
      </Stack>
      <Box data-testid="activity-chart" sx={{ width: '100%', minWidth: 0 }}>
        <Typography variant="caption" color="text.secondary" component="div">
          {t('report.activity.byMonth')}
        </Typography>
        <BarChart
          height={160}
          xAxis={[{ scaleType: 'band', data: consults.byMonth.map((m) => m.period), tickLabelStyle: { fontSize: 10 } }]}
          yAxis={[{ tickMinStep: 1, width: 32, valueFormatter: count }]}
          series={[
            { data: consults.byMonth.map((m) => m.count), label: t('report.activity.consults'), valueFormatter: count },
          ]}
          hideLegend
          margin={{ left: 4, right: 4 }}
        />
      </Box>
    </Stack>
  );
}

/** 'Reporte de actividad': the registry's activities and how often the profile was consulted in Tirr. */
export function ActivitySection({ taxNumber }: { taxNumber: string }) {
  const { t } = useTranslation('credit');
  const activity = useActivityReport(taxNumber, true);
  return (
    <SectionCard tour="activity-report" title={t('report.activity.title')}>
      {activity.isPending ? (
        <CircularProgress size={24} aria-label={t('report.activity.title')} />
      ) : activity.isError ? (
        <Alert severity="info">{t('report.activity.problem')}</Alert>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} data-testid="activity-report">
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t('report.activity.activities')}
            </Typography>
            <Activities report={activity.data} />
          </Box>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 700, mb: 0.5 }}>
              {t('report.activity.consults')}
            </Typography>
            <Consults report={activity.data} />
          </Box>
        </Stack>
      )}
    </SectionCard>
  );
}
