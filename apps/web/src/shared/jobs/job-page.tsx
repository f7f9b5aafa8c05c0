import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../ui/page-header';

export interface JobPageProps<J> {
  title: string;
  subtitle: string;
  /** The job shown (its id in the address); null while the input that starts one is shown. */
  jobId: string | null;
  /** The job's query, polled while it runs. */
  job: { isError: boolean; data: J | undefined };
  /** The header's button back to the input ('Nueva consulta'), while a job is shown. */
  newLabel: string;
  onNew: () => void;
  /** Said when the job in the address cannot be read. */
  notFound: string;
  /** What starts a job. */
  input: ReactNode;
  children: (job: J) => ReactNode;
}

/**
 * The frame of a page that runs a job on the server and follows it (the batch lookup, a cheque portfolio; ADR
 * 0133): the input until a job starts, then the job — read again after a reload, since its id stays in the
 * address — or why it cannot be shown, and a button to start a new one.
 */
export function JobPage<J>({
  title,
  subtitle,
  jobId,
  job,
  newLabel,
  onNew,
  notFound,
  input,
  children,
}: JobPageProps<J>) {
  return (
    <>
      <PageHeader
        title={title}
        subtitle={subtitle}
        actions={
          jobId ? (
            <Button onClick={onNew} variant="outlined">
              {newLabel}
            </Button>
          ) : null
        }
      />
      {!jobId ? (
        input
      ) : job.isError ? (
        <Alert severity="error">{notFound}</Alert>
      ) : job.data ? (
        children(job.data)
      ) : (
        <CircularProgress aria-label={title} />
      )}
    </>
  );
}

export interface JobProgressProps {
  done: number;
  total: number;
  /** '2 de 5 cheques analizados': above the bar, and the bar's name. */
  label: string;
  /** What is going on: still running, or how it ended. */
  status: string;
  /** The label's test id. */
  labelTestId?: string;
}

/** How far a job is: the count, the percentage and its bar, and what is going on (a live status). */
export function JobProgress({ done, total, label, status, labelTestId }: JobProgressProps) {
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }} data-testid={labelTestId}>
          {label}
        </Typography>
        <Typography color="text.secondary">{percent} %</Typography>
      </Stack>
      <LinearProgress variant="determinate" value={percent} aria-label={label} sx={{ height: 10, borderRadius: 5 }} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
        {status}
      </Typography>
    </Paper>
  );
}
