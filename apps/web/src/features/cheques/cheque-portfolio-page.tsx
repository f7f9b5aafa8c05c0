import { useRef, useState } from 'react';
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
import { ACCOUNT_ERROR_CODES, type ChequePortfolio, type CreateChequePortfolioBody } from '@tirr/contracts';
import { isApiError } from '../../shared/api/api-error';
import { useSession } from '../../shared/auth/session';
import type { SpreadsheetFormat } from '../../shared/files/spreadsheet';
import { notify } from '../../shared/notify/notify-store';
import { EmailNotVerified } from '../../shared/report-access/email-not-verified';
import { PageHeader } from '../../shared/ui/page-header';
import { downloadChequePortfolio, useChequePortfolio, useCreateChequePortfolio } from './api/cheques-api';
import { PortfolioInput } from './components/portfolio-input';
import { PortfolioResults } from './components/portfolio-results';
import { PortfolioTotals } from './components/portfolio-totals';

/** The API's 400 `details` as `{ field, message }` pairs. */
function detailsOf(error: unknown): { field: string; message: string }[] {
  const details =
    isApiError(error) && Array.isArray(error.envelope?.details) ? (error.envelope.details as unknown[]) : [];
  return details.flatMap((detail) => {
    const { field, message } = (detail ?? {}) as { field?: unknown; message?: unknown };
    return typeof message === 'string' ? [{ field: typeof field === 'string' ? field : '', message }] : [];
  });
}

/**
 * '/assets/cheques/portfolio' 'Cartera de cheques' (premium; docs/domain/cheque-analysis.md §6): many cheques pasted or uploaded at once,
 * analysed on the server as 'Analizar cheque' analyses one; the progress while it runs, then the totals by verdict,
 * the concentration by drawer and every row with its verdict and price or its errors, to export. The portfolio's
 * id stays in the address (`?id=`), so a reload shows it again.
 */
export function ChequePortfolioPage() {
  const { t } = useTranslation('cheques');
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const id = search.get('id');
  const portfolio = useChequePortfolio(id);
  const create = useCreateChequePortfolio();
  const lastBody = useRef<CreateChequePortfolioBody | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [rateError, setRateError] = useState<string | undefined>(undefined);

  /** Says where it belongs what kept the portfolio from starting. */
  const showFailure = (error: unknown) => {
    if (!isApiError(error)) return setProblem(t('portfolio.input.failed'));
    // The client already showed it (the session-expired or the 500 screen), or the page shows its own screen.
    if (error.handled || error.code === ACCOUNT_ERROR_CODES.emailNotVerified) return;
    if (error.status === 400) {
      const details = detailsOf(error);
      const rate = details.filter((d) => d.field === 'referenceRate').map((d) => d.message);
      const others = details.filter((d) => d.field !== 'referenceRate').map((d) => d.message);
      setRateError(rate.length > 0 ? rate.join(' ') : undefined);
      if (others.length > 0 || rate.length === 0) setProblem(others.join(' ') || error.message);
      return;
    }
    setProblem(
      error.status === 429 ? t('failure.rateLimited') : (error.envelope?.message ?? t('portfolio.input.failed')),
    );
  };

  const start = (body: CreateChequePortfolioBody) => {
    lastBody.current = body;
    setProblem(null);
    setRateError(undefined);
    create.mutate(body, {
      onSuccess: (created) => setSearch({ id: created.id }),
      onError: showFailure,
    });
  };

  const emailToConfirm = isApiError(create.error) && create.error.code === ACCOUNT_ERROR_CODES.emailNotVerified;
  return (
    <>
      <PageHeader
        title={t('portfolio.title')}
        subtitle={t('portfolio.subtitle')}
        actions={
          id ? (
            <Button onClick={() => setSearch({})} variant="outlined">
              {t('portfolio.new')}
            </Button>
          ) : null
        }
      />
      {!id ? (
        <Stack spacing={2}>
          {/* Credit data needs a confirmed email (ADR 0106): said before the input, not only after it. */}
          {emailToConfirm ? (
            <EmailNotVerified onConfirmed={() => lastBody.current && start(lastBody.current)} />
          ) : user && !user.email_verified ? (
            <EmailNotVerified />
          ) : null}
          <PortfolioInput onSubmit={start} pending={create.isPending} problem={problem} rateError={rateError} />
        </Stack>
      ) : portfolio.isError ? (
        <Alert severity="error">{t('portfolio.notFound')}</Alert>
      ) : portfolio.data ? (
        <PortfolioView portfolio={portfolio.data} />
      ) : (
        <CircularProgress aria-label={t('portfolio.title')} />
      )}
    </>
  );
}

function PortfolioView({ portfolio }: { portfolio: ChequePortfolio }) {
  const { t } = useTranslation('cheques');
  const [exporting, setExporting] = useState(false);
  const { total, done, status, totals } = portfolio;
  const percent = total === 0 ? 100 : Math.round((done / total) * 100);
  const failed = portfolio.rows.filter((r) => r.status === 'invalid' || r.status === 'error').length;
  const progress = t('portfolio.progress.label', { done, total });

  const exportAs = (format: SpreadsheetFormat) => {
    setExporting(true);
    // The file comes in the interface's language: the API client sends it with every request (ADR 0139).
    downloadChequePortfolio(portfolio.id, format, t('portfolio.export.fileName'))
      .catch(() => notify({ messageKey: 'cheques:portfolio.export.failed', variant: 'error' }))
      .finally(() => setExporting(false));
  };

  return (
    <Stack spacing={2}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1, gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600 }} data-testid="portfolio-progress">
            {progress}
          </Typography>
          <Typography color="text.secondary">{percent} %</Typography>
        </Stack>
        <LinearProgress
          variant="determinate"
          value={percent}
          aria-label={progress}
          sx={{ height: 10, borderRadius: 5 }}
        />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} role="status">
          {status === 'running'
            ? t('portfolio.progress.running')
            : t('portfolio.progress.done', { analysed: totals.count, failed })}
        </Typography>
      </Paper>
      <PortfolioTotals totals={totals} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {(['csv', 'xlsx'] as const).map((format) => (
          <Button
            key={format}
            startIcon={<DownloadIcon />}
            onClick={() => exportAs(format)}
            disabled={status !== 'done'}
            loading={exporting}
          >
            {t(`portfolio.export.${format}`)}
          </Button>
        ))}
      </Box>
      <PortfolioResults rows={portfolio.rows} currency={totals.currency ?? 'ARS'} />
    </Stack>
  );
}
