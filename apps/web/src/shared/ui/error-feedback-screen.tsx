import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ReportProblemIcon from '@mui/icons-material/ReportProblemOutlined';
import type { CreateErrorLogBody, CreatedErrorLog } from '@tirr/contracts';
import { reportError, sendErrorFeedback } from '../api/error-logs';
import { StatusScreen } from './status-screen';

/** docs/product.md §8 'Error feedback': idle, loading, ready. */
export type FeedbackState = 'idle' | 'loading' | 'ready';

export interface ErrorFeedbackScreenProps {
  /** The error log already created for this error, with its token (PATCH adds the feedback); none: POST creates one. */
  created?: CreatedErrorLog | null;
  /** Resolves to the created log while the report is still on its way (so the feedback never creates a second log). */
  waitForCreated?: () => Promise<CreatedErrorLog | null>;
  /** What to log when there is no log id yet. */
  log: Omit<CreateErrorLogBody, 'feedback'>;
  /** 'Regresar'. */
  onBack: () => void;
}

/** The 500 screen (docs/product.md §2): 'Algo salió mal!', a feedback box, 'Enviar feedback' and 'Regresar'. */
export function ErrorFeedbackScreen({ created, waitForCreated, log, onBack }: ErrorFeedbackScreenProps) {
  const { t } = useTranslation('common');
  const [feedback, setFeedback] = useState('');
  const [state, setState] = useState<FeedbackState>('idle');
  const [failed, setFailed] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const text = feedback.trim();
    if (!text || state !== 'idle') return;
    setState('loading');
    setFailed(false);
    try {
      const existing = created ?? (waitForCreated ? await waitForCreated() : null);
      if (existing) await sendErrorFeedback(existing, text);
      else await reportError({ ...log, feedback: text });
      setState('ready');
    } catch {
      setFailed(true);
      setState('idle');
    }
  };

  return (
    <StatusScreen icon={<ReportProblemIcon />} tone="error" title={t('serverError.title')} testId="server-error">
      {state === 'ready' ? (
        <Typography variant="h6" component="p" color="success.main" role="status" sx={{ fontWeight: 700 }}>
          {t('serverError.thanks')}
        </Typography>
      ) : (
        <Stack component="form" spacing={2} onSubmit={(event) => void submit(event)} sx={{ width: '100%' }} noValidate>
          <Typography color="text.secondary">{t('serverError.text')}</Typography>
          <TextField
            label={t('serverError.feedbackLabel')}
            placeholder={t('serverError.feedbackPlaceholder')}
            value={feedback}
            onChange={(e) => setFeedback(e.target.value)}
            multiline
            minRows={3}
            fullWidth
            slotProps={{ htmlInput: { maxLength: 5000 } }}
          />
          {failed ? <Alert severity="error">{t('serverError.sendFailed')}</Alert> : null}
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
            <Button type="submit" variant="contained" loading={state === 'loading'} disabled={!feedback.trim()}>
              {t('serverError.send')}
            </Button>
            <Button variant="outlined" onClick={onBack}>
              {t('serverError.back')}
            </Button>
          </Stack>
        </Stack>
      )}
      {state === 'ready' ? (
        <Button variant="outlined" onClick={onBack}>
          {t('serverError.back')}
        </Button>
      ) : null}
    </StatusScreen>
  );
}
