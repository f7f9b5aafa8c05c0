import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { BatchJob } from '@tirr/contracts';
import { formatCuit } from '@tirr/domain';
import { downloadSpreadsheet, type SheetCell, type SpreadsheetFormat } from '../../shared/files/spreadsheet';
import { notify } from '../../shared/notify/notify-store';
import { PageHeader } from '../../shared/ui/page-header';
import { useAddBatchProfiles, useBatchJob, useCreateBatch, useLatestBatch } from './api/batch-api';
import { BatchInput } from './components/batch-input';
import { BatchResults } from './components/batch-results';
import { useLocale } from '../../shared/i18n/use-locale';

/** '/credits/profiles/batch': paste or upload CUITs, follow the server-side job, export or keep the results. */
export function BatchPage() {
  const { t } = useTranslation('batch');
  const [search, setSearch] = useSearchParams();
  const jobId = search.get('job');
  const latest = useLatestBatch(!jobId && search.get('new') === null);
  const create = useCreateBatch();
  const shownId = jobId ?? latest.data?.job?.id ?? null;
  const job = useBatchJob(shownId);

  const start = (rows: string[]) =>
    create.mutate(rows, {
      onSuccess: (created) => setSearch({ job: created.id }),
      onError: () => notify({ messageKey: 'batch:input.error', variant: 'error' }),
    });

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          shownId ? (
            <Button onClick={() => setSearch({ new: '1' })} variant="outlined">
              {t('actions.new')}
            </Button>
          ) : null
        }
      />
      {!shownId ? (
        latest.isPending && !jobId && search.get('new') === null ? (
          <CircularProgress aria-label={t('title')} />
        ) : (
          <BatchInput onSubmit={start} pending={create.isPending} />
        )
      ) : job.isError ? (
        <Alert severity="error">{t('notFound')}</Alert>
      ) : job.data ? (
        <JobView job={job.data} />
      ) : (
        <CircularProgress aria-label={t('title')} />
      )}
    </>
  );
}

function JobView({ job }: { job: BatchJob }) {
  const { t } = useTranslation('batch');
  const locale = useLocale();
  const add = useAddBatchProfiles();
  const [profileIds, setProfileIds] = useState<ReadonlyMap<string, string>>(new Map());
  const found = job.items.filter((i) => i.status === 'done').length;
  const failed = job.items.filter((i) => i.status === 'invalid' || i.status === 'error').length;
  const percent = job.total === 0 ? 100 : Math.round((job.processed / job.total) * 100);

  const exportAs = (format: SpreadsheetFormat) => {
    const header: SheetCell[] = [
      t('table.row'),
      t('table.cuit'),
      t('table.name'),
      t('table.situacion'),
      t('table.debt'),
      t('table.cheques'),
      t('table.score'),
      t('table.band'),
      t('export.status'),
      t('export.error'),
    ];
    const rows = job.items.map((i): SheetCell[] => [
      i.row,
      i.taxNumber ? formatCuit(i.taxNumber) : i.input,
      i.result?.name ?? null,
      i.result?.situacionLabel ?? null,
      i.result?.totalDebt ?? null,
      i.result?.unpaidCheques ?? null,
      i.result?.score ?? null,
      i.result?.band ? t(`bands.${i.result.band}`) : null,
      t(`status.${i.status}`),
      i.error,
    ]);
    void downloadSpreadsheet([header, ...rows], t('export.file'), format);
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }}>
            {t('progress.label', { processed: job.processed, total: job.total })}
          </Typography>
          <Typography color="text.secondary">{percent} %</Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={t('progress.label', { processed: job.processed, total: job.total })}
          sx={{ height: 10, borderRadius: 5 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
          {job.status === 'running' ? t('progress.running') : t('progress.done', { found, failed })}
        </Typography>
      </Paper>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        <Button startIcon={<DownloadIcon />} onClick={() => exportAs('csv')} disabled={job.status !== 'done'}>
          {t('actions.csv')}
        </Button>
        <Button startIcon={<DownloadIcon />} onClick={() => exportAs('xlsx')} disabled={job.status !== 'done'}>
          {t('actions.xlsx')}
        </Button>
        <Button
          variant="contained"
          startIcon={<StarBorderIcon />}
          disabled={job.status !== 'done' || found === 0}
          loading={add.isPending}
          onClick={() =>
            add.mutate(job.id, {
              onSuccess: (r) => {
                setProfileIds(new Map(r.profiles.map((p) => [p.taxNumber, p.id])));
                notify({
                  messageKey: 'batch:actions.added',
                  values: { count: r.added, skipped: r.skipped },
                  variant: 'success',
                });
              },
              onError: () => notify({ messageKey: 'batch:actions.addError', variant: 'error' }),
            })
          }
        >
          {t('actions.addAll')}
        </Button>
      </Box>
      <BatchResults items={job.items} locale={locale} profileIds={profileIds} />
    </Stack>
  );
}
