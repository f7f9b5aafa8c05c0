import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { ACCOUNT_ERROR_CODES, type ChequePortfolio, type CreateChequePortfolioBody } from '@tirr/contracts';
import { isApiError } from '../../shared/api/api-error';
import { useSession } from '../../shared/auth/session';
import { showServerErrors, useContractForm } from '../../shared/forms/use-contract-form';
import { useLocale } from '../../shared/i18n/use-locale';
import { JobPage, JobProgress } from '../../shared/jobs/job-page';
import { notify } from '../../shared/notify/notify-store';
import { EmailNotVerified } from '../../shared/report-access/email-not-verified';
import {
  downloadChequePortfolio,
  PORTFOLIO_EXPORTS,
  useChequePortfolio,
  useCreateChequePortfolio,
  type PortfolioExportFormat,
} from './api/cheques-api';
import { advancedFieldOf, advancedForm, emptyAdvanced, unplacedProblems } from './components/advanced-state';
import { PortfolioInput } from './components/portfolio-input';
import { PortfolioResults } from './components/portfolio-results';
import { PortfolioTotals } from './components/portfolio-totals';

/**
 * '/assets/cheques/portfolio' 'Cartera de cheques' (premium; docs/domain/cheque-analysis.md §6): many cheques pasted or uploaded at once,
 * analysed on the server as 'Analizar cheque' analyses one, with the same advanced options; the progress while it
 * runs, then the totals by verdict, the concentration by drawer and every row with its verdict and price or its
 * errors, to export as CSV, XLSX or PDF. The portfolio's id stays in the address (`?id=`), so a reload shows it again.
 */
export function ChequePortfolioPage() {
  const { t } = useTranslation('cheques');
  const { user } = useSession();
  const [search, setSearch] = useSearchParams();
  const id = search.get('id');
  const portfolio = useChequePortfolio(id);
  const create = useCreateChequePortfolio();
  const advanced = useContractForm(advancedForm, { defaultValues: emptyAdvanced() });
  const lastBody = useRef<CreateChequePortfolioBody | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  /** Says where it belongs what kept the portfolio from starting: an advanced option's problem under its field. */
  const showFailure = (error: unknown) => {
    if (!isApiError(error)) return setProblem(t('portfolio.input.failed'));
    // The client already showed it (the session-expired or the 500 screen), or the page shows its own screen.
    if (error.handled || error.code === ACCOUNT_ERROR_CODES.emailNotVerified) return;
    if (error.status === 400) {
      const shown = showServerErrors(advanced.setError, error, advancedFieldOf);
      const others = unplacedProblems(error, advancedFieldOf);
      if (others.length > 0 || shown === 0) setProblem(others.join(' ') || error.message);
      return;
    }
    setProblem(
      error.status === 429 ? t('failure.rateLimited') : (error.envelope?.message ?? t('portfolio.input.failed')),
    );
  };

  const start = (body: CreateChequePortfolioBody) => {
    lastBody.current = body;
    setProblem(null);
    create.mutate(body, {
      onSuccess: (created) => setSearch({ id: created.id }),
      onError: showFailure,
    });
  };

  const emailToConfirm = isApiError(create.error) && create.error.code === ACCOUNT_ERROR_CODES.emailNotVerified;
  return (
    <JobPage
      title={t('portfolio.title')}
      subtitle={t('portfolio.subtitle')}
      jobId={id}
      job={portfolio}
      newLabel={t('portfolio.new')}
      onNew={() => setSearch({})}
      notFound={t('portfolio.notFound')}
      input={
        <Stack spacing={2}>
          {/* Credit data needs a confirmed email (ADR 0106): said before the input, not only after it. */}
          {emailToConfirm ? (
            <EmailNotVerified onConfirmed={() => lastBody.current && start(lastBody.current)} />
          ) : user && !user.email_verified ? (
            <EmailNotVerified />
          ) : null}
          <PortfolioInput onSubmit={start} pending={create.isPending} advanced={advanced} problem={problem} />
        </Stack>
      }
    >
      {(shown) => <PortfolioView portfolio={shown} />}
    </JobPage>
  );
}

function PortfolioView({ portfolio }: { portfolio: ChequePortfolio }) {
  const { t } = useTranslation('cheques');
  const locale = useLocale();
  const [exporting, setExporting] = useState<PortfolioExportFormat | null>(null);
  const { total, done, status, totals } = portfolio;
  const failed = portfolio.rows.filter((r) => r.status === 'invalid' || r.status === 'error').length;

  const exportAs = (format: PortfolioExportFormat) => {
    setExporting(format);
    // The file comes in the interface's language (ADR 0139).
    downloadChequePortfolio(portfolio.id, format, locale, t('portfolio.export.fileName'))
      .catch((error: unknown) => {
        // The client already said it (the session-expired or the 500 screen, a 'not found' notice).
        if (isApiError(error) && error.handled) return;
        // The server's reason when it gave one (docs/product.md §8), else the generic problem.
        const message = isApiError(error) ? error.envelope?.message : undefined;
        notify({ message: message || t('portfolio.export.failed'), variant: 'error' });
      })
      .finally(() => setExporting(null));
  };

  return (
    <Stack spacing={2}>
      <JobProgress
        done={done}
        total={total}
        label={t('portfolio.progress.label', { done, total })}
        status={
          status === 'running'
            ? t('portfolio.progress.running')
            : t('portfolio.progress.done', { analysed: totals.count, failed })
        }
        labelTestId="portfolio-progress"
      />
      <PortfolioTotals totals={totals} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}>
        {(Object.keys(PORTFOLIO_EXPORTS) as PortfolioExportFormat[]).map((format) => (
          <Button
            key={format}
            startIcon={<DownloadIcon />}
            onClick={() => exportAs(format)}
            disabled={status !== 'done' || (exporting !== null && exporting !== format)}
            loading={exporting === format}
          >
            {format === 'pdf' ? t('pdf.download') : t(`portfolio.export.${format}`)}
          </Button>
        ))}
      </Box>
      <PortfolioResults rows={portfolio.rows} currency={totals.currency ?? 'ARS'} />
    </Stack>
  );
}
