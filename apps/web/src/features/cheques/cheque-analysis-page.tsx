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
import { isApiError, isTaxIdBlocked, type ApiError } from '../../shared/api/api-error';
import { useSession } from '../../shared/auth/session';
import { SERVER_ERROR } from '../../shared/forms/contract-resolver';
import { showServerErrors, useContractForm } from '../../shared/forms/use-contract-form';
import { EmailNotVerified } from '../../shared/report-access/email-not-verified';
import { useFreeReportQuestion } from '../../shared/report-access/free-report-question';
import { QuotaExceededAnswer } from '../../shared/report-access/quota-exceeded';
import { QuotaRemaining } from '../../shared/report-access/quota-remaining';
import { PATHS } from '../../shared/routing/paths';
import { PageHeader } from '../../shared/ui/page-header';
import { useAnalyseCheque, useChequeEntities } from './api/cheques-api';
import { AnalysisResult } from './components/analysis-result';
import { ChequeForm } from './components/cheque-form';
import {
  assumptionTexts,
  CHEQUE_MESSAGES,
  chequeForm,
  formFieldOf,
  initialValues,
} from './components/cheque-form-state';

/** The API's problems (400 `details`) of fields the form does not have. */
function unplacedProblems(error: ApiError): string[] {
  const details = Array.isArray(error.envelope?.details) ? (error.envelope.details as unknown[]) : [];
  return details.flatMap((detail) => {
    const { field, message } = (detail ?? {}) as { field?: unknown; message?: unknown };
    return typeof message === 'string' && !(typeof field === 'string' && formFieldOf(field)) ? [message] : [];
  });
}

/** Answers shown in place of a result: the quota's offer, a confirmed email to ask for (ADR 0106). */
const isOwnScreen = (error: unknown) =>
  isApiError(error) &&
  (error.code === CREDIT_ERROR_CODES.quotaExceeded || error.code === ACCOUNT_ERROR_CODES.emailNotVerified);

/**
 * '/assets/cheques/analysis' 'Analizar cheque' (docs/domain/cheque-analysis.md): the cheque's form, prefilled from
 * the query (a report's drawer, the cheque simulator's cheque), and its analysis — the verdict with its reasons,
 * whether it is reported, the drawer, and a suggested price on editable assumptions. A free user is told first
 * when the analysis uses one of the month's free reports, as a report does (ADR 0141).
 */
export function ChequeAnalysisPage() {
  const { t } = useTranslation('cheques');
  const [query] = useSearchParams();
  const { user, permissions } = useSession();
  const entities = useChequeEntities();
  const analyse = useAnalyseCheque();
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

  /** Puts each problem of a failed analysis where it belongs; what is left is said above the result. */
  const showFailure = (error: unknown) => {
    if (!isApiError(error)) return setProblem(t('failure.failed'));
    // The client already showed it (the session-expired or the 500 screen), or the page shows its own screen.
    if (error.handled || isOwnScreen(error)) return;
    if (error.status === 400 || error.code === CHEQUE_ERROR_CODES.entityNotFound) {
      const shown = showServerErrors(form.setError, error, formFieldOf);
      if (shown === 0 && error.code === CHEQUE_ERROR_CODES.entityNotFound)
        return form.setError('entityCode', { type: SERVER_ERROR, message: error.message });
      // A problem of a field the form does not have (the assumptions as a whole) is said above the result.
      const unplaced = unplacedProblems(error);
      if (unplaced.length > 0 || shown === 0) setProblem(unplaced.join(' ') || error.message);
      return;
    }
    // A blocked tax id, or one that is not available (a minor's): said of the drawer, as a report says it.
    if (isTaxIdBlocked(error) || error.status === 404)
      return form.setError('drawerTaxId', { type: SERVER_ERROR, message: error.message });
    setProblem(error.status === 429 ? t('failure.rateLimited') : (error.envelope?.message ?? t('failure.failed')));
  };

  const send = (body: ChequeAnalysisBody) => {
    lastBody.current = body;
    setProblem(null);
    analyse.mutate(body, {
      // The assumptions the analysis used, to see and change for the next one.
      onSuccess: (analysis) => {
        if (analysis.pricing) form.setValue('assumptions', assumptionTexts(analysis.pricing.assumptions));
      },
      onError: showFailure,
    });
  };
  const submit = (body: ChequeAnalysisBody) => void question.askFirst(body.drawerTaxId, () => send(body));

  const { error } = analyse;
  const emailToConfirm = isApiError(error) && error.code === ACCOUNT_ERROR_CODES.emailNotVerified;
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
    <EmailNotVerified onConfirmed={() => lastBody.current && send(lastBody.current)} />
  ) : problem ? (
    <Alert severity="error" data-testid="analysis-problem">
      {problem}
    </Alert>
  ) : analyse.data ? (
    <AnalysisResult analysis={analyse.data} />
  ) : (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography color="text.secondary">{t('result.empty')}</Typography>
    </Paper>
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
