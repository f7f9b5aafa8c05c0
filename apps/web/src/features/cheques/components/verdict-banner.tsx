import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChequeAnalysis } from '@tirr/contracts';
import { formatCuit } from '@tirr/domain';
import { useFormat } from '../../../shared/i18n/use-format';

type Reason = ChequeAnalysis['verdictReasons'][number];
type Translate = ReturnType<typeof useTranslation<'cheques'>>['t'];

/** Green for Apto, amber for Observar, red for No apto (the banner, and a portfolio's totals and chips). */
export const VERDICT_SEVERITY = { APTO: 'success', OBSERVAR: 'warning', NO_APTO: 'error' } as const;

/** A reason in words, with its params (docs/domain/cheque-analysis.md §1): the situación's label, the count, the flags. */
export function reasonText(t: Translate, reason: Reason, personType: ChequeAnalysis['drawer']['personType']): string {
  const key = `verdict.reasons.${reason.code}`;
  const { params } = reason;
  switch (reason.code) {
    case 'SITUACION_NOW':
    case 'SITUACION_2': {
      const situacion = Number(params.situacion);
      return t(key, { situacion, label: t(`situacion.${personType}.${situacion}`) });
    }
    case 'UNPAID_CHEQUES_12M':
      return t(key, { count: Number(params.count) });
    case 'THIN_FILE':
      return t(key, { band: t(`bands.${String(params.band)}`) });
    case 'FLAGS': {
      const flags = String(params.flags ?? '')
        .split(',')
        .filter(Boolean)
        .map((flag) => t(`flags.${flag}`, { defaultValue: flag }));
      return t(key, { count: Number(params.count ?? flags.length), flags: flags.join(', ') });
    }
    default:
      return t(key);
  }
}

/** 'Apto' / 'Observar' / 'No apto' with what was analysed and every reason, the worst first. */
export function VerdictBanner({ analysis }: { analysis: ChequeAnalysis }) {
  const { t } = useTranslation('cheques');
  const fmt = useFormat();
  const { cheque, verdict, verdictReasons, drawer } = analysis;
  return (
    <Alert
      variant="filled"
      severity={VERDICT_SEVERITY[verdict]}
      role="status"
      data-testid="verdict-banner"
      data-verdict={verdict}
      sx={{ '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}
    >
      <Typography variant="overline" component="p" sx={{ lineHeight: 1.5 }}>
        {t('verdict.label')}
      </Typography>
      <AlertTitle component="h2" sx={{ fontSize: '1.5rem', fontWeight: 800, mb: 0.5 }}>
        {t(`verdict.${verdict}`)}
      </AlertTitle>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {t('result.cheque', {
          number: cheque.chequeNumber,
          entity: cheque.entityName,
          amount: fmt.money(cheque.amount, cheque.currency),
          date: fmt.date(cheque.dueDate),
        })}{' '}
        · {formatCuit(drawer.taxId)}
      </Typography>
      <List dense disablePadding data-testid="verdict-reasons" sx={{ mt: 1 }}>
        {verdictReasons.map((reason) => (
          <ListItem key={reason.code} disableGutters sx={{ alignItems: 'flex-start', gap: 1 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', minWidth: 0 }}>
              {reason.code === 'CLEAN' ? null : (
                <Chip
                  size="small"
                  variant="outlined"
                  label={t(`verdict.${reason.outcome}`)}
                  sx={{ color: 'inherit', borderColor: 'currentColor', flexShrink: 0 }}
                />
              )}
              <Typography variant="body2">{reasonText(t, reason, drawer.personType)}</Typography>
            </Stack>
          </ListItem>
        ))}
      </List>
    </Alert>
  );
}
