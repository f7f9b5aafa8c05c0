import { Suspense, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ACCOUNT_ERROR_CODES, CHEQUE_ERROR_CODES, CREDIT_ERROR_CODES, type ChequeAnalysisBody } from '@tirr/contracts';
import { can } from '@tirr/domain';
import { isApiError, isTaxIdBlocked } from '../../shared/api/api-error';
import { useSession } from '../../shared/auth/session';
import { SERVER_ERROR } from '../../shared/forms/contract-resolver';
import { showServerErrors, useContractForm } from '../../shared/forms/use-contract-form';
import { useLocale } from '../../shared/i18n/use-locale';
import { EmailNotVerified } from '../../shared/report-access/email-not-verified';
import { useFreeReportQuestion } from '../../shared/report-access/free-report-question';
import { QuotaExceededAnswer } from '../../shared/report-access/quota-exceeded';
import { QuotaRemaining } from '../../shared/report-access/quota-remaining';
import { PATHS } from '../../shared/routing/paths';
import { PageHeader } from '../../shared/ui/page-header';
import { useAnalyseCheque, useChequeAnalysisPdf, useChequeEntities } from './api/cheques-api';
import { unplacedProblems } from './components/advanced-state';
import { AnalysisResult } from './components/analysis-result';
import { ChequeForm } from './components/cheque-form';
import { CHEQUE_MESSAGES, chequeForm, formFieldOf, initialValues } from './components/cheque-form-state';

/** Answers shown in place of a result: the quota's offer, a confirmed email to ask for (ADR 0106). */
const isOwnScreen = (error: unknown) =>
  isApiError(error) &&
  (error.code === CREDIT_ERROR_CODES.quotaExceeded || error.code === ACCOUNT_ERROR_CODES.emailNotVerified);

/**
 * '/assets/cheques/analysis' 'Analizar cheque' (docs/domain/cheque-analysis.md): the cheque's form, prefilled from
 * the query (a report's drawer, the cheque simulator's cheque), and its analysis — the verdict with its reasons,
 * whether it is reported, the drawer, and a suggested price on editable assumptions (only those the user typed are
 * sent) — and its PDF, made from the same request. A free user is told first when the analysis uses one of the
 * month's free reports, as a report does (ADR 0141).
 */
export function ChequeAnalysisPage() {
  const { t } = useTranslation('cheques');
  const [query] = useSearchParams();
  const { user, permissions } = useSession();
  const entities = useChequeEntities();
  const analyse = useAnalyseCheque();
  const pdf = useChequeAnalysisPdf();
  const locale = useLocale();
  const [defaultValues] = useState(() => initialValues(query));
  const form = useContractForm(chequeForm, { defaultValues, messages: CHEQUE_MESSAGES });
  const question = useFreeReportQuestion((limit) => ({
    title: t('question.title'),
    text: t('question.text', { limit }),
    confirm: t('question.confirm'),
  }));
  // What no field can show: a problem of the whole request, or the API's words for one the form does not have.
  const [problem, setProblem] = useState<string | null>(null);
  const lastBody = useRef<ChequeAnalysisBody | null>(null);

  /** Puts each problem of a failed analysis (or of its PDF) where it belongs; what is left is said above the result. */
  const showFailure = (error: unknown, failed = t('failure.failed')) => {
    if (!isApiError(error)) return setProblem(failed);
    // The client already showed it (the session-expired or the 500 screen), or the page shows its own screen.
    if (error.handled || isOwnScreen(error)) return;
    if (error.status === 400 || error.code === CHEQUE_ERROR_CODES.entityNotFound) {
      const shown = showServerErrors(form.setError, error, formFieldOf);
      if (shown === 0 && error.code === CHEQUE_ERROR_CODES.entityNotFound)
        return form.setError('entityCode', { type: SERVER_ERROR, message: error.message });
      // A problem of a field the form does not have (the assumptions as a whole) is said above the result.
      const unplaced = unplacedProblems(error, formFieldOf);
      if (unplaced.length > 0 || shown === 0) setProblem(unplaced.join(' ') || error.message);
      return;
    }
    // A blocked tax id, or one that is not available (a minor's): said of the drawer, as a report says it.
    if (isTaxIdBlocked(error) || error.status === 404)
      return form.setError('drawerTaxId', { type: SERVER_ERROR, message: error.message });
    setProblem(error.status === 429 ? t('failure.rateLimited') : (error.envelope?.message ?? failed));
  };

  const send = (body: ChequeAnalysisBody) => {
    lastBody.current = body;
    setProblem(null);
    pdf.reset();
    analyse.mutate(body, { onError: (error) => showFailure(error) });
  };
  const submit = (body: ChequeAnalysisBody) => void question.askFirst(body.drawerTaxId, () => send(body));

  /** The shown analysis' PDF, from the body it was made with: 'analisis-cheque-7-12345678.pdf'. */
  const downloadPdf = () => {
    const body = analyse.variables;
    if (!body) return;
    setProblem(null);
    const fileName = `${t('pdf.fileName', { entity: body.entityCode, number: body.chequeNumber })}.pdf`;
    pdf.mutate({ body, lang: locale, fileName }, { onError: (error) => showFailure(error, t('pdf.failed')) });
  };

  // A failed PDF is said as a failed analysis is: the quota's offer and the email to confirm in place of the result.
  const error = analyse.error ?? pdf.error;
  const emailToConfirm = isApiError(error) && error.code === ACCOUNT_ERROR_CODES.emailNotVerified;
  const retry = () => (pdf.error ? downloadPdf() : lastBody.current && send(lastBody.current));
  const result = analyse.isPending ? (
    <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }} role="status" aria-live="polite">
      <CircularProgress />
      <Typography color="text.secondary">{t('result.loading')}</Typography>
    </Stack>
  ) : isApiError(error) && error.code === CREDIT_ERROR_CODES.quotaExceeded ? (
    <Suspense fallback={null}>
      <QuotaExceededAnswer error={error} />
    </Suspense>
  ) : emailToConfirm ? (
    <EmailNotVerified onConfirmed={retry} />
  ) : (
    <Stack spacing={2}>
      {problem ? (
        <Alert severity="error" data-testid="analysis-problem">
          {problem}
        </Alert>
      ) : null}
      {analyse.data ? (
        <AnalysisResult analysis={analyse.data} onDownloadPdf={downloadPdf} downloading={pdf.isPending} />
      ) : problem ? null : (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography color="text.secondary">{t('result.empty')}</Typography>
        </Paper>
      )}
    </Stack>
  );

  return (
    <>
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          can(permissions, 'premium') ? (
            <Button component={RouterLink} to={PATHS.chequePortfolio} variant="outlined" sx={{ flexShrink: 0 }}>
              {t('portfolio.link')}
            </Button>
          ) : null
        }
      />
      <Stack spacing={2}>
        <QuotaRemaining />
        {/* Credit data needs a confirmed email (ADR 0106): said before the form, not only after it. */}
        {user && !user.email_verified && !emailToConfirm ? <EmailNotVerified /> : null}
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, md: 5 }}>
            <ChequeForm form={form} entities={entities} pending={analyse.isPending} onSubmit={submit} />
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>{result}</Grid>
        </Grid>
      </Stack>
      {question.dialog}
    </>
  );
}
