import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PAGE_NS } from '../i18n/page';

/** The page's help section the secret dialog links to. */
export const VERIFY_ANCHOR = 'verificar-firma';

const STEPS = ['signature', 'compare', 'answer', 'retries'] as const;

/** 'Cómo verificar los envíos' (docs/api/webhooks.md): the signature, the answer Tirr waits for, retries and pauses. */
export function VerifyHelp() {
  const { t } = useTranslation(PAGE_NS);
  return (
    <Paper
      variant="outlined"
      component="section"
      id={VERIFY_ANCHOR}
      aria-labelledby="verify-help-title"
      sx={{ p: { xs: 1.5, sm: 2 }, scrollMarginTop: 80 }}
    >
      <Typography id="verify-help-title" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('help.title')}
      </Typography>
      <Typography component="ol" variant="body2" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.75 } }}>
        {STEPS.map((step) => (
          <li key={step}>{t(`help.${step}`)}</li>
        ))}
      </Typography>
    </Paper>
  );
}
