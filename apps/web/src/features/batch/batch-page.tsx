import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import StarBorderIcon from '@mui/icons-material/StarBorder';
import type { BatchJob } from '@tirr/contracts';
import { formatCuit } from '@tirr/domain';
import { downloadSpreadsheet, type SheetCell, type SpreadsheetFormat } from '../../shared/files/spreadsheet';
import { JobPage, JobProgress } from '../../shared/jobs/job-page';
import { notify } from '../../shared/notify/notify-store';
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
    <JobPage
      title={t('title')}
      subtitle={t('subtitle')}
      jobId={shownId}
      job={job}
      newLabel={t('actions.new')}
      onNew={() => setSearch({ new: '1' })}
      notFound={t('notFound')}
      input={
        latest.isPending && !jobId && search.get('new') === null ? (
          <CircularProgress aria-label={t('title')} />
        ) : (
          <BatchInput onSubmit={start} pending={create.isPending} />
        )
      }
    >
      {(shown) => <JobView job={shown} />}
    </JobPage>
  );
}

function JobView({ job }: { job: BatchJob }) {
  const { t } = useTranslation('batch');
  const locale = useLocale();
  const add = useAddBatchProfiles();
  const [profileIds, setProfileIds] = useState<ReadonlyMap<string, string>>(new Map());
  const found = job.items.filter((i) => i.status === 'done').length;
  const failed = job.items.filter((i) => i.status === 'invalid' || i.status === 'error').length;

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
      t('table.decision'),
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
      i.result?.decision ? t(`common:policy.outcomes.${i.result.decision}`) : null,
      t(`status.${i.status}`),
      i.error,
    ]);
    void downloadSpreadsheet([header, ...rows], t('export.file'), format);
  };

  return (
    <Stack spacing={2}>
      <JobProgress
        done={job.processed}
        total={job.total}
        label={t('progress.label', { processed: job.processed, total: job.total })}
        status={job.status === 'running' ? t('progress.running') : t('progress.done', { found, failed })}
      />
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
