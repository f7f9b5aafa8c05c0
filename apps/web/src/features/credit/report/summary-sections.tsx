import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CreditReport } from '@tirr/contracts';
import { scoreBandOf } from '@tirr/domain';
import { Field, SectionCard } from '../../../shared/ui/section-card';
import { situacionColor } from '../../../shared/ui/situacion-color';
import { useFormat } from '../../../shared/i18n/use-format';

/** 'Resumen básico' (tour anchor basic-summary). */
export function BasicSummary({ report }: { report: CreditReport }) {
  const { t } = useTranslation('credit');
  const { totals, score } = report;
  return (
    <SectionCard tour="basic-summary" title={t('report.summary.title')}>
      <Stack spacing={1.5}>
        <Field label={t('report.summary.period')} value={report.period ?? t('report.summary.noPeriod')} />
        <Field label={t('report.summary.entities')} value={totals.entities} testId="summary-entities" />
        <Field label={t('report.summary.cheques')} value={totals.chequesCount} />
        <Field
          label={t('report.summary.score')}
          value={
            score.score === null
              ? t('report.score.none')
              : `${score.score} · ${t(`report.score.bands.${score.band ?? scoreBandOf(score.score).code}`)}`
          }
        />
      </Stack>
    </SectionCard>
  );
}

/**
 * The i18n key of a situación's label: people get the consumer portfolio's labels ('Riesgo medio (…)'),
 * companies the commercial portfolio's ('Con problemas'). `short` drops the day ranges.
 */
export function situacionKey(personType: CreditReport['identity']['personType'], situacion: number, short = false) {
  if (personType === 'JURIDICA') return `report.situacionCompany.${situacion}`;
  return `report.${short ? 'situacionShort' : 'situacion'}.${situacion}`;
}

/** 'Situación máxima' (tour anchor max-situation): worst situación now and over 24 months. */
export function MaxSituation({ report }: { report: CreditReport }) {
  const { t } = useTranslation('credit');
  const { current, last24Months } = report.maxSituacion;
  const { personType } = report.identity;
  const row = (label: string, situacion: number) => (
    <div>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', mt: 0.25 }}>
        <Chip size="small" color={situacionColor(situacion)} label={situacion || '—'} />
        <Typography sx={{ fontWeight: 600, minWidth: 0, flex: 1 }}>{t(situacionKey(personType, situacion))}</Typography>
      </Stack>
    </div>
  );
  return (
    <SectionCard tour="max-situation" title={t('report.maxSituation.title')}>
      <Stack spacing={1.5} data-testid="max-situation">
        {row(t('report.maxSituation.current'), current)}
        {row(t('report.maxSituation.last24'), last24Months)}
      </Stack>
    </SectionCard>
  );
}

/** 'Deuda total' (tour anchor total-debt), in pesos. */
export function TotalDebt({ report }: { report: CreditReport }) {
  const { t } = useTranslation('credit');
  const fmt = useFormat();
  return (
    <SectionCard tour="total-debt" title={t('report.totalDebt.title')}>
      <Typography variant="h5" component="p" sx={{ fontWeight: 700 }} data-testid="total-debt">
        {fmt.money(report.totals.totalDebt)}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {report.period
          ? t('report.totalDebt.hint', { period: report.period, count: report.totals.entities })
          : t('report.summary.noPeriod')}
      </Typography>
    </SectionCard>
  );
}

/** 'Resumen de cheques rechazados' (tour anchor rejected-checks-summary). */
export function RejectedChecksSummary({ report }: { report: CreditReport }) {
  const { t } = useTranslation('credit');
  const fmt = useFormat();
  const { totals } = report;
  return (
    <SectionCard tour="rejected-checks-summary" title={t('report.chequesSummary.title')}>
      <Stack spacing={1.5} data-testid="cheques-summary">
        <Field
          label={t('report.chequesSummary.total')}
          value={`${totals.chequesCount} · ${fmt.money(totals.chequesAmount)}`}
        />
        <Field
          label={t('report.chequesSummary.unpaid')}
          value={`${totals.chequesUnpaidCount} · ${fmt.money(totals.chequesUnpaidAmount)}`}
        />
      </Stack>
    </SectionCard>
  );
}
