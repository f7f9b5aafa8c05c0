import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChequeAnalysis } from '@tirr/contracts';
import { useFormat } from '../../../shared/i18n/use-format';
import { ResponsiveTable } from '../../../shared/ui/responsive-table';
import { SectionCard } from '../../../shared/ui/section-card';

type Reported = ChequeAnalysis['reported'];

const ANSWER = {
  yes: { color: 'error' },
  no: { color: 'success' },
  unchecked: { color: 'warning' },
} as const;

/** '¿Está denunciado?': BCRA's answer on the cheque (Sí / No / 'No se pudo verificar') and each report's details. */
export function ReportedSection({ reported }: { reported: Reported }) {
  const { t } = useTranslation('cheques');
  const fmt = useFormat();
  const answer = reported.denunciado === null ? 'unchecked' : reported.denunciado ? 'yes' : 'no';
  const rows = reported.detalles.map((detail, index) => ({ ...detail, index }));
  return (
    <SectionCard title={t('reported.title')} headingId="cheque-reported">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <Chip
          color={ANSWER[answer].color}
          label={t(`reported.${answer}`)}
          data-testid="reported-answer"
          data-answer={answer}
          sx={{ fontWeight: 700 }}
        />
        {reported.fechaProcesamiento ? (
          <Typography variant="body2" color="text.secondary">
            {t('reported.processedAt', { date: fmt.date(reported.fechaProcesamiento) })}
          </Typography>
        ) : null}
      </Stack>
      {rows.length > 0 ? (
        <ResponsiveTable
          label={t('reported.details')}
          testId="reported-details"
          rows={rows}
          rowKey={(row) => String(row.index)}
          columns={[
            { key: 'sucursal', label: t('reported.sucursal'), render: (row) => row.sucursal },
            { key: 'cuenta', label: t('reported.cuenta'), render: (row) => row.numeroCuenta },
            { key: 'causal', label: t('reported.causal'), render: (row) => row.causal },
          ]}
        />
      ) : null}
    </SectionCard>
  );
}
