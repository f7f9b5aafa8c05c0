import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { PageHeader } from '../../shared/ui/page-header';

/** Thrown on purpose by the diagnostics page (to check error reporting end to end). */
export class DiagnosticRenderError extends Error {
  constructor() {
    super('Error de diagnóstico provocado desde /system/diagnostico');
    this.name = 'DiagnosticRenderError';
  }
}

function Explode(): never {
  throw new DiagnosticRenderError();
}

/**
 * /system/diagnostico (sysadmin, not in the menu): throws a render error on demand so a sysadmin can
 * check, in the built app, that interface errors reach /system/errors with the user's feedback (ADR 0082).
 */
export function DiagnosticsPage() {
  const { t } = useTranslation('system');
  const [explode, setExplode] = useState(false);
  return (
    <Box>
      <PageHeader title={t('diagnostics.title')} />
      <Typography sx={{ mb: 2 }}>{t('diagnostics.text')}</Typography>
      <Button variant="contained" color="error" onClick={() => setExplode(true)}>
        {t('diagnostics.throw')}
      </Button>
      {explode ? <Explode /> : null}
    </Box>
  );
}
