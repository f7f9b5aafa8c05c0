import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { JOB_VIEWS, type JobSummary, type JobView } from '@tirr/contracts';
import { PageHeader } from '../../shared/ui/page-header';
import { ResponsiveTable } from '../../shared/ui/responsive-table';
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
      <Box sx={{ mb: 3 }}>
        <ResponsiveTable
          label={t('jobs.queuesLabel')}
          rows={jobs.data?.queues ?? []}
          rowKey={(q) => q.queue}
          rowAttributes={(q) => ({ 'data-testid': `queue-${q.queue}` })}
          columns={[
            { key: 'queue', label: t('jobs.columns.queue'), render: (q) => queueName(q.queue) },
            { key: 'queued', label: t('jobs.columns.queued'), align: 'right', render: (q) => q.queued },
            { key: 'running', label: t('jobs.columns.running'), align: 'right', render: (q) => q.running },
            { key: 'failed', label: t('jobs.columns.failed'), align: 'right', render: (q) => q.failed },
            {
              key: 'oldest',
              label: t('jobs.columns.oldest'),
              align: 'right',
              render: (q) => t('jobs.seconds', { count: q.oldestQueuedSeconds }),
            },
          ]}
        />
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
