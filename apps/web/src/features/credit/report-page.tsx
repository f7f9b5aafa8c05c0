import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../shared/i18n/use-format';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/DownloadOutlined';
import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import { ACCOUNT_ERROR_CODES, CREDIT_ERROR_CODES, type CreditReport } from '@tirr/contracts';
import { formatCuit } from '@tirr/domain';
import { isApiError } from '../../shared/api/api-error';
import { notify } from '../../shared/notify/notify-store';
import { hrefs } from '../../shared/routing/paths';
import { useLocale } from '../../shared/i18n/use-locale';
import { useAfterPaint } from '../../shared/ui/use-after-paint';
import { useCreditReport, useLastPeriods, useRegistryDetails } from './api/credit-api';
import { downloadReportPdf } from './api/report-pdf';
import { BackButton, useBackToCredits } from './components/back-button';
import { EmailNotVerified } from '../../shared/report-access/email-not-verified';
import { QuotaExceededAnswer } from '../../shared/report-access/quota-exceeded';
import { QuotaRemaining } from '../../shared/report-access/quota-remaining';
import { useReportGate } from './components/use-report-gate';
import { GeneralData } from './report/general-data';
import { PolicyBanner } from './report/policy-banner';
import { PortfolioStatus } from './report/portfolio-status';
import { ScoreSection } from './report/score-section';
import { useSectionScroll } from './report/use-section-scroll';
import { BasicSummary, MaxSituation, RejectedChecksSummary, TotalDebt } from './report/summary-sections';

const loadBelowTheFold = () => import('./report/below-the-fold');
const BelowTheFold = lazy(() => loadBelowTheFold().then((m) => ({ default: m.BelowTheFold })));
const ReportTour = lazy(() => loadBelowTheFold().then((m) => ({ default: m.ReportTour })));

/** What to tell the user when the report cannot load (docs/product.md §8): the server's message, the error, or a default. */
function failureMessage(error: unknown): string | null {
  if (isApiError(error)) return error.envelope?.message ?? error.message ?? null;
  return null;
}

/** docs/product.md §4 'Report request' failure: back one page and the message (the quota has its own screen). */
function useFailureHandling(error: unknown) {
  const goBack = useBackToCredits();
  const { t } = useTranslation('credit');
  const handledRef = useRef<unknown>(null);
  // The quota and an unconfirmed email have screens of their own.
  const ownScreen =
    isApiError(error) &&
    (error.code === CREDIT_ERROR_CODES.quotaExceeded || error.code === ACCOUNT_ERROR_CODES.emailNotVerified);
  useEffect(() => {
    if (!error || ownScreen || handledRef.current === error) return;
    handledRef.current = error;
    // 401 and 5xx already show the session-expired or the 500 screen.
    if (isApiError(error) && error.handled && (error.status === 401 || error.status >= 500)) return;
    if (!(isApiError(error) && error.handled))
      notify({ message: failureMessage(error) ?? t('report.problem'), variant: 'error' });
    goBack();
  }, [error, ownScreen, goBack, t]);
}

function ReportView({ report }: { report: CreditReport }) {
  const { t } = useTranslation('credit');
  const fmt = useFormat();
  const details = useRegistryDetails(report.taxNumber, true);
  const periods = useLastPeriods(true);
  const [entity, setEntity] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const locale = useLocale();
  // The header and the first cards paint first; the sections below them follow in the next frame.
  const belowTheFold = useAfterPaint();
  // An alert opens the report at the section that changed (`#situacion`, `#score`, `#cheques`).
  useSectionScroll();

  const download = async () => {
    setDownloading(true);
    try {
      await downloadReportPdf(report.taxNumber, locale);
    } catch (error) {
      // The server's reason when it gave one (docs/product.md §8), else the generic problem.
      notify({ message: (isApiError(error) && error.envelope?.message) || t('report.problem'), variant: 'error' });
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack spacing={2.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
          <BackButton />
          <Box sx={{ minWidth: 0 }}>
            <Typography
              variant="h4"
              component="h1"
              sx={{ fontWeight: 700, fontSize: { xs: '1.4rem', sm: '2rem' }, overflowWrap: 'anywhere' }}
            >
              {report.identity.name}
            </Typography>
            <Typography color="text.secondary">
              {t('report.subtitle', { taxNumber: formatCuit(report.taxNumber) })}
              {periods.data ? ` · ${t('report.lastPeriod', { period: periods.data.lastPeriod })}` : ''}
            </Typography>
            <QuotaRemaining />
          </Box>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <PortfolioStatus taxNumber={report.taxNumber} />
          {report.source === 'offline' ? (
            <Chip size="small" color="info" variant="outlined" label={t('report.demoData')} />
          ) : null}
          <Button
            variant="contained"
            startIcon={downloading ? <CircularProgress size={18} color="inherit" /> : <DownloadIcon />}
            onClick={() => void download()}
            disabled={downloading}
          >
            {t('report.downloadPdf')}
          </Button>
          <Button
            variant="outlined"
            component={RouterLink}
            to={hrefs.chequeAnalysis({ drawer: report.taxNumber })}
            startIcon={<FactCheckIcon />}
          >
            {t('report.analyseCheque')}
          </Button>
        </Stack>
      </Stack>
      {report.notices.map((notice) => (
        <Alert key={notice.code} severity={notice.code === 'NO_RECORDS' ? 'info' : 'warning'}>
          {notice.code === 'CACHED_BCRA_DATA' && !notice.date
            ? notice.message
            : t(`report.notices.${notice.code}`, { date: fmt.date(notice.date) })}
        </Alert>
      ))}
      {/* The subject under the user's credit policy, above the score (docs/domain/credit-policy.md §5). */}
      <PolicyBanner taxNumber={report.taxNumber} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <GeneralData report={report} details={details.data ?? null} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <BasicSummary report={report} />
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <Stack spacing={2} sx={{ height: '100%' }}>
            <MaxSituation report={report} />
            <TotalDebt report={report} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 6, lg: 4 }}>
          <RejectedChecksSummary report={report} />
        </Grid>
        <Grid size={{ xs: 12, lg: 8 }}>
          <ScoreSection score={report.score} />
        </Grid>
        {belowTheFold ? (
          <Suspense fallback={null}>
            <BelowTheFold report={report} entity={entity} onEntityChange={setEntity} />
          </Suspense>
        ) : null}
      </Grid>
      {belowTheFold ? (
        <Suspense fallback={null}>
          <ReportTour />
        </Suspense>
      ) : null}
    </Stack>
  );
}

/** A profile's credit report (docs/product.md §2, §4 'Report request'). */
export function ReportPage() {
  const { t } = useTranslation('credit');
  const { taxNumber = '' } = useParams();
  const gate = useReportGate(taxNumber);
  const report = useCreditReport(taxNumber, gate.state === 'open');
  useFailureHandling(report.error);
  const goBack = useBackToCredits();

  if (report.isSuccess) return <ReportView report={report.data} />;
  const { error } = report;
  const withTitle = (content: ReactNode) => (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <BackButton />
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2rem' } }}>
          {t('report.title')}
        </Typography>
      </Stack>
      {content}
    </Stack>
  );
  if (gate.state === 'ask') {
    return withTitle(
      <Alert
        severity="info"
        data-testid="report-confirm"
        action={
          <Stack direction="row" spacing={1}>
            <Button color="inherit" onClick={() => goBack()}>
              {t('common:reportAccess.quota.confirm.cancel')}
            </Button>
            <Button variant="contained" onClick={gate.confirm}>
              {t('common:reportAccess.quota.confirm.open')}
            </Button>
          </Stack>
        }
        sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, '& .MuiAlert-action': { ml: { xs: 0, sm: 'auto' }, pl: 0 } }}
      >
        <AlertTitle>{t('common:reportAccess.quota.confirm.title')}</AlertTitle>
        {t('common:reportAccess.quota.confirm.text', { limit: gate.limit })} · {formatCuit(taxNumber)}
      </Alert>,
    );
  }
  if (isApiError(error) && error.code === CREDIT_ERROR_CODES.quotaExceeded) {
    return withTitle(
      <Suspense fallback={null}>
        <QuotaExceededAnswer error={error} />
      </Suspense>,
    );
  }
  // Credit data needs a confirmed email (ADR 0106): the notice with 'Reenviar email de confirmación'.
  if (isApiError(error) && error.code === ACCOUNT_ERROR_CODES.emailNotVerified && !report.isFetching)
    return withTitle(<EmailNotVerified onConfirmed={() => void report.refetch()} />);
  return (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 8 }} role="status" aria-live="polite">
      <CircularProgress />
      <Typography color="text.secondary">{t('report.loading', { taxNumber: formatCuit(taxNumber) })}</Typography>
    </Stack>
  );
}
