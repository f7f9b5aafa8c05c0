import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import type { RejectedCheque } from '@tirr/contracts';
import { ResponsiveTable } from '../../../shared/ui/responsive-table';
import { SectionCard } from '../../../shared/ui/section-card';
import { useFormat } from '../../../shared/i18n/use-format';

/** docs/product.md §9: page sizes 5, 10, 25, All. */
const PAGE_SIZES = [5, 10, 25, -1];

/** An entity name as BCRA writes it in debts and in the cheques entity list (case and spacing aside). */
export const sameEntity = (a: string, b: string) =>
  a.trim().replace(/\s+/g, ' ').toUpperCase() === b.trim().replace(/\s+/g, ' ').toUpperCase();

/** The name a cheque's entity is selected by: its name from the entity list, else its code. */
export const chequeEntity = (cheque: RejectedCheque) => cheque.entityName ?? String(cheque.entityCode);

/**
 * 'Cheques rechazados' (tour anchor rejected-checks): newest first, with the docs/product.md §8 reason labels; only
 * the selected entity's cheques when one is chosen in 'Selección por entidad'.
 */
export function RejectedChecks({ cheques, entity = null }: { cheques: RejectedCheque[]; entity?: string | null }) {
  const { t } = useTranslation('credit');
  const fmt = useFormat();
  const [page, setPage] = useState(0);
  const [size, setSize] = useState(5);
  const [shownEntity, setShownEntity] = useState(entity);
  if (shownEntity !== entity) {
    setShownEntity(entity);
    setPage(0);
  }
  const sorted = cheques
    .filter((c) => entity === null || sameEntity(chequeEntity(c), entity))
    .sort((a, b) => b.rejectedAt.localeCompare(a.rejectedAt));
  const rows = size === -1 ? sorted : sorted.slice(page * size, page * size + size);

  return (
    <SectionCard tour="rejected-checks" title={t('report.cheques.title')}>
      {entity !== null && cheques.length > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="cheques-filter">
          {t('report.cheques.filtered', { entity })}
        </Typography>
      ) : null}
      {sorted.length === 0 ? (
        <Typography color="text.secondary">
          {entity !== null && cheques.length > 0
            ? t('report.cheques.emptyForEntity', { entity })
            : t('report.cheques.empty')}
        </Typography>
      ) : (
        <>
          <ResponsiveTable
            label={t('report.cheques.title')}
            testId="cheques-table"
            rows={rows}
            rowKey={(cheque) => `${cheque.entityCode}-${cheque.number}-${cheque.rejectedAt}`}
            columns={[
              {
                key: 'rejectedAt',
                label: t('report.cheques.rejectedAt'),
                cellSx: { whiteSpace: 'nowrap' },
                render: (cheque) => fmt.date(cheque.rejectedAt),
              },
              { key: 'number', label: t('report.cheques.number'), render: (cheque) => cheque.number },
              {
                key: 'entity',
                label: t('report.cheques.entity'),
                cellSx: { minWidth: 140 },
                render: (cheque) => cheque.entityName ?? cheque.entityCode,
              },
              {
                key: 'amount',
                label: t('report.cheques.amount'),
                align: 'right',
                cellSx: { whiteSpace: 'nowrap' },
                render: (cheque) => fmt.money(cheque.amount),
              },
              {
                key: 'reason',
                label: t('report.cheques.reason'),
                render: (cheque) => t(`report.cheques.reasons.${cheque.reason}`),
              },
              {
                key: 'status',
                label: t('report.cheques.status'),
                cellSx: { whiteSpace: 'nowrap' },
                render: (cheque) =>
                  cheque.paidAt ? (
                    <Chip
                      size="small"
                      color="success"
                      variant="outlined"
                      label={t('report.cheques.paid', { date: fmt.date(cheque.paidAt) })}
                    />
                  ) : (
                    <Chip size="small" color="error" variant="outlined" label={t('report.cheques.unpaid')} />
                  ),
              },
            ]}
          />
          <TablePagination
            component="div"
            count={sorted.length}
            page={size === -1 ? 0 : page}
            rowsPerPage={size}
            rowsPerPageOptions={PAGE_SIZES.map((value) =>
              value === -1 ? { value, label: t('report.cheques.all') } : value,
            )}
            onPageChange={(_, next) => setPage(next)}
            onRowsPerPageChange={(event) => {
              setSize(Number(event.target.value));
              setPage(0);
            }}
            labelRowsPerPage={t('report.cheques.rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('report.cheques.displayed', { from, to, count })}
          />
        </>
      )}
    </SectionCard>
  );
}
