import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { JOB_VIEWS, type JobSummary, type JobView } from '@tirr/contracts';
import { PageHeader } from '../../shared/ui/page-header';
import { useJobs, useRetryJob } from './api/system-api';
import { useFormat } from '../../shared/i18n/use-format';

const STATE_COLOR: Record<JobSummary['state'], 'default' | 'info' | 'success' | 'error' | 'warning'> = {
  created: 'default',
  retry: 'warning',
  active: 'info',
  completed: 'success',
  cancelled: 'default',
  failed: 'error',
};

/**
 * /system/jobs (sysadmin): the background work of every instance (ADR 0133) — per queue how many jobs wait,
 * run and failed, and the newest jobs of one state; a failed job (it ran out of retries) can be retried.
 */
export function JobsPage() {
  const { t } = useTranslation('system');
  const fmt = useFormat();
  const [view, setView] = useState<JobView>('failed');
  const jobs = useJobs(view);
  const retry = useRetryJob();
  const queueName = (queue: string) => t(`jobs.queues.${queue}`, { defaultValue: queue });

  return (
    <Box>
      <PageHeader title={t('jobs.title')} subtitle={t('jobs.subtitle')} />
      {jobs.isError ? <Alert severity="error">{t('loadFailed')}</Alert> : null}
      {retry.isError ? <Alert severity="error">{t('jobs.retryFailed')}</Alert> : null}
      <TableContainer sx={{ mb: 3, display: { xs: 'none', sm: 'block' } }}>
        <Table size="small" aria-label={t('jobs.queuesLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('jobs.columns.queue')}</TableCell>
              <TableCell align="right">{t('jobs.columns.queued')}</TableCell>
              <TableCell align="right">{t('jobs.columns.running')}</TableCell>
              <TableCell align="right">{t('jobs.columns.failed')}</TableCell>
              <TableCell align="right">{t('jobs.columns.oldest')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {jobs.data?.queues.map((q) => (
              <TableRow key={q.queue} data-testid={`queue-${q.queue}`}>
                <TableCell>{queueName(q.queue)}</TableCell>
                <TableCell align="right">{q.queued}</TableCell>
                <TableCell align="right">{q.running}</TableCell>
                <TableCell align="right">{q.failed}</TableCell>
                <TableCell align="right">{t('jobs.seconds', { count: q.oldestQueuedSeconds })}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {/* Below 600 px each queue is a line with every figure, none hidden off-screen. */}
      <Box
        component="ul"
        aria-label={t('jobs.queuesLabel')}
        sx={{ display: { xs: 'block', sm: 'none' }, p: 0, m: 0, mb: 2 }}
      >
        {jobs.data?.queues.map((q) => (
          <Box component="li" key={q.queue} sx={{ listStyle: 'none', py: 1, borderBottom: 1, borderColor: 'divider' }}>
            <Typography sx={{ fontWeight: 600 }}>{queueName(q.queue)}</Typography>
            <Typography variant="body2" color="text.secondary">
              {[
                `${t('jobs.columns.queued')}: ${q.queued}`,
                `${t('jobs.columns.running')}: ${q.running}`,
                `${t('jobs.columns.failed')}: ${q.failed}`,
                `${t('jobs.columns.oldest')}: ${t('jobs.seconds', { count: q.oldestQueuedSeconds })}`,
              ].join(' · ')}
            </Typography>
          </Box>
        ))}
      </Box>
      <Tabs
        value={view}
        onChange={(_, next: JobView) => setView(next)}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={t('jobs.viewsLabel')}
        sx={{ mb: 1 }}
      >
        {JOB_VIEWS.map((v) => (
          <Tab key={v} value={v} label={t(`jobs.views.${v}`)} />
        ))}
      </Tabs>
      {jobs.data && jobs.data.items.length === 0 ? (
        <Typography color="text.secondary" sx={{ py: 2 }}>
          {t(`jobs.empty.${view}`)}
        </Typography>
      ) : null}
      {jobs.data?.items.map((job) => (
        <Box
          key={job.id}
          data-testid={`job-${job.id}`}
          sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', display: 'grid', gap: 0.5 }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{queueName(job.queue)}</Typography>
            <Chip size="small" color={STATE_COLOR[job.state]} label={t(`jobs.state.${job.state}`)} />
            <Typography variant="body2" color="text.secondary">
              {t('jobs.attempts', { count: job.retryCount, limit: job.retryLimit })}
            </Typography>
            {job.state === 'failed' ? (
              <Button
                size="small"
                variant="outlined"
                disabled={retry.isPending}
                onClick={() => retry.mutate(job.id)}
                sx={{ ml: 'auto' }}
              >
                {t('jobs.retry')}
              </Button>
            ) : null}
          </Box>
          <Typography variant="body2" color="text.secondary">
            {t('jobs.created', { at: fmt.dateTime(job.createdAt) })}
            {job.finishedAt ? ` · ${t('jobs.finished', { at: fmt.dateTime(job.finishedAt) })}` : ''}
          </Typography>
          {job.error ? (
            <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
              {t('jobs.error', { error: job.error })}
            </Typography>
          ) : null}
        </Box>
      ))}
    </Box>
  );
}
