import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { rainbowSurgePalette } from '@mui/x-charts/colorPalettes';
import { BarChart } from '../../../shared/ui/lazy-bar-chart';
import type { CreditReport } from '@tirr/contracts';

import { SectionCard } from '../../../shared/ui/section-card';
import { useFormat } from '../../../shared/i18n/use-format';

/**
 * One colour per entity of the report, by the entity's place in the report's whole history (the unfiltered
 * chart's order): choosing one entity leaves its bars the colour they had among all of them.
 */
export function entityColors(report: CreditReport, palette: readonly string[]): Map<string, string> {
  const entities = [...new Set(report.history.map((h) => h.entity))];
  return new Map(entities.map((entity, index) => [entity, palette[index % palette.length]!]));
}

/** Amount per period of each entity (0 where the entity did not report), aligned to `periods`. */
export function seriesByEntity(report: CreditReport, entity: string | null) {
  const keys = report.periods.map((p) => p.periodKey);
  return report.history
    .filter((h) => entity === null || h.entity === entity)
    .map((h) => {
      const byKey = new Map(h.entries.map((e) => [e.periodKey, e.monto]));
      return { entity: h.entity, data: keys.map((key) => byKey.get(key) ?? 0) };
    });
}

/** 'Evolución de deuda bancaria' (tour anchor debt-evolution): 24 months, stacked by entity. */
export function DebtEvolution({ report, entity }: { report: CreditReport; entity: string | null }) {
  const { t } = useTranslation('credit');
  const fmt = useFormat();
  const colors = entityColors(report, rainbowSurgePalette(useTheme().palette.mode));
  const series = seriesByEntity(report, entity);
  const labels = report.periods.map((p) => p.period);
  return (
    <SectionCard tour="debt-evolution" title={t('report.evolution.title')}>
      {series.length === 0 || labels.length === 0 ? (
        <Typography color="text.secondary">{t('report.evolution.empty')}</Typography>
      ) : (
        <Box data-testid="debt-chart" sx={{ width: '100%', minWidth: 0 }}>
          <BarChart
            height={320}
            xAxis={[{ scaleType: 'band', data: labels, tickLabelStyle: { fontSize: 11 } }]}
            yAxis={[{ valueFormatter: (value: number) => fmt.compact(value), width: 64 }]}
            series={series.map((s) => ({
              id: s.entity,
              label: s.entity,
              data: s.data,
              color: colors.get(s.entity),
              stack: 'debt',
              valueFormatter: (value: number | null) => (value === null ? '' : fmt.money(value)),
            }))}
            slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'bottom', horizontal: 'center' } } }}
            margin={{ left: 8, right: 8 }}
          />
          <Typography variant="caption" color="text.secondary">
            {t('report.evolution.unit')}
          </Typography>
        </Box>
      )}
    </SectionCard>
  );
}
