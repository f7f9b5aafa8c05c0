import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CreditReport, DebtFlags } from '@tirr/contracts';
import { ResponsiveTable } from '../../../shared/ui/responsive-table';
import { SectionCard } from '../../../shared/ui/section-card';
import { chequeEntity, sameEntity } from './rejected-checks';
import { situacionColor } from '../../../shared/ui/situacion-color';
import { situacionKey } from './summary-sections';
import { useFormat } from '../../../shared/i18n/use-format';

const ALL = '__all__';
const FLAG_KEYS: Array<keyof DebtFlags> = [
  'situacionJuridica',
  'procesoJud',
  'refinanciaciones',
  'recategorizacionOblig',
  'irrecDisposicionTecnica',
  'enRevision',
];

/** Every entity of the report: current debts first, then those only in the history, then cheque banks. */
export function entitiesOf(report: CreditReport): string[] {
  const names = [...new Set([...report.debts.map((d) => d.entity), ...report.history.map((h) => h.entity)])];
  for (const cheque of report.cheques) {
    const name = chequeEntity(cheque);
    if (!names.some((n) => sameEntity(n, name))) names.push(name);
  }
  return names;
}

/**
 * 'Selección por entidad' (tour anchor entity-selection): choose one entity or all; the chart, the
 * current-debts table and the rejected-cheques table show the choice.
 */
export function EntitySelection({
  report,
  entity,
  onChange,
}: {
  report: CreditReport;
  entity: string | null;
  onChange: (entity: string | null) => void;
}) {
  const { t } = useTranslation('credit');
  const fmt = useFormat();
  const debts = report.debts.filter((d) => entity === null || d.entity === entity);
  return (
    <SectionCard tour="entity-selection" title={t('report.entities.title')}>
      <TextField
        select
        size="small"
        label={t('report.entities.select')}
        value={entity ?? ALL}
        onChange={(event) => onChange(event.target.value === ALL ? null : event.target.value)}
        sx={{ minWidth: { xs: '100%', sm: 320 }, mb: 2 }}
      >
        <MenuItem value={ALL}>{t('report.entities.all')}</MenuItem>
        {entitiesOf(report).map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
      {debts.length === 0 ? (
        <Typography color="text.secondary">{t('report.entities.noDebts')}</Typography>
      ) : (
        <ResponsiveTable
          label={t('report.entities.tableLabel')}
          testId="debts-table"
          rows={debts}
          rowKey={(debt) => debt.entity}
          columns={[
            {
              key: 'entity',
              label: t('report.entities.entity'),
              render: (debt) => debt.entity,
              cellSx: { minWidth: 140 },
            },
            {
              key: 'situacion',
              label: t('report.entities.situacion'),
              cellSx: { minWidth: 140 },
              render: (debt) => (
                <>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                    <Chip size="small" color={situacionColor(debt.situacion)} label={debt.situacion || '—'} />
                    <span>{t(situacionKey(report.identity.personType, debt.situacion, true))}</span>
                  </Stack>
                  {debt.sinceSituacion1 ? (
                    <Typography variant="caption" color="text.secondary">
                      {t('report.entities.since', { date: fmt.date(debt.sinceSituacion1) })}
                    </Typography>
                  ) : null}
                </>
              ),
            },
            {
              key: 'amount',
              label: t('report.entities.amount'),
              align: 'right',
              cellSx: { whiteSpace: 'nowrap' },
              render: (debt) => fmt.money(debt.amount),
            },
            {
              key: 'daysPastDue',
              label: t('report.entities.daysPastDue'),
              align: 'right',
              render: (debt) => debt.daysPastDue ?? '—',
            },
            {
              key: 'flags',
              label: t('report.entities.flags'),
              render: (debt) =>
                FLAG_KEYS.filter((key) => debt.flags[key])
                  .map((key) => t(`report.flags.${key}`))
                  .join(', ') || '—',
            },
          ]}
        />
      )}
    </SectionCard>
  );
}
