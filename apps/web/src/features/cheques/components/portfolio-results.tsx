import { useTranslation } from 'react-i18next';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ChequePortfolioRow, ChequePortfolioRowError } from '@tirr/contracts';
import { formatCuit, type Currency } from '@tirr/domain';
import { useFormat } from '../../../shared/i18n/use-format';
import { PagedRows } from '../../../shared/jobs/paged-rows';
import { OutcomeChip } from '../../../shared/policy/outcome-chip';
import { ResponsiveTable } from '../../../shared/ui/responsive-table';
import { VERDICT_SEVERITY } from './verdict-banner';

type Translate = ReturnType<typeof useTranslation<'cheques'>>['t'];

/** The form's label of each field a row's error may name. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  entityCode: 'form.entity',
  chequeNumber: 'form.chequeNumber',
  drawerTaxId: 'form.drawerTaxId',
  amount: 'form.amount',
  currency: 'form.currency',
  dueDate: 'form.dueDate',
  kind: 'form.kind',
};

/** 'Fila 3 — Fecha de pago: …' ('Fila 3: …' for a problem of the row itself). */
export function rowErrorText(t: Translate, row: number, error: ChequePortfolioRowError): string {
  const label = FIELD_LABELS[error.field];
  return label
    ? t('portfolio.rows.error', { row, field: t(label), message: error.message })
    : t('portfolio.rows.rowError', { row, message: error.message });
}

/** A value of the row as it was sent, as text ('—' when missing). */
const sent = (row: ChequePortfolioRow, field: string): string => {
  const value = row.input[field];
  return value === undefined || value === null || value === '' ? '—' : String(value as string | number);
};

/**
 * Every cheque of the portfolio with its verdict and price, or its errors by field; paginated. A 'Decisión' column
 * (the drawer under the user's credit policy, docs/domain/credit-policy.md §11) when some row has one.
 */
export function PortfolioResults({ rows, currency }: { rows: readonly ChequePortfolioRow[]; currency: Currency }) {
  const { t } = useTranslation('cheques');
  const fmt = useFormat();
  const decided = rows.some((row) => row.result?.decision);
  const money = (value: number | null | undefined) =>
    value === null || value === undefined ? '—' : fmt.money(value, currency);

  return (
    <PagedRows rows={rows}>
      {(shown) => (
        <ResponsiveTable
          label={t('portfolio.rows.caption')}
          testId="portfolio-rows"
          rows={shown}
          rowKey={(row) => String(row.row)}
          rowAttributes={(row) => ({ 'data-testid': `portfolio-row-${row.row}`, 'data-status': row.status })}
          messageAfter={5}
          rowMessage={(row) =>
            row.result ? null : row.status === 'pending' ? (
              <Typography variant="body2" color="text.secondary">
                {t('portfolio.rows.pending')}
              </Typography>
            ) : (
              <Stack spacing={0.25} role="note" data-testid={`portfolio-row-errors-${row.row}`}>
                {(row.errors ?? []).map((error, index) => (
                  <Typography key={`${error.field}-${index}`} variant="body2" color="error">
                    {rowErrorText(t, row.row, error)}
                  </Typography>
                ))}
              </Stack>
            )
          }
          columns={[
            { key: 'row', label: t('portfolio.rows.row'), render: (row) => row.row },
            {
              key: 'entity',
              label: t('portfolio.rows.entity'),
              render: (row) => row.result?.entityName ?? sent(row, 'entityCode'),
            },
            { key: 'number', label: t('portfolio.rows.number'), render: (row) => sent(row, 'chequeNumber') },
            {
              key: 'drawer',
              label: t('portfolio.rows.drawer'),
              render: (row) =>
                row.result ? (
                  <>
                    {row.result.drawer.name}
                    <Typography variant="caption" color="text.secondary" component="div">
                      {formatCuit(row.result.drawer.taxId)}
                    </Typography>
                  </>
                ) : (
                  formatCuit(sent(row, 'drawerTaxId'))
                ),
            },
            {
              key: 'amount',
              label: t('portfolio.rows.amount'),
              align: 'right',
              cellSx: { whiteSpace: 'nowrap' },
              render: (row) => (typeof row.input.amount === 'number' ? money(row.input.amount) : sent(row, 'amount')),
            },
            {
              key: 'verdict',
              label: t('portfolio.rows.verdict'),
              render: (row) =>
                row.result ? (
                  <Chip
                    size="small"
                    color={VERDICT_SEVERITY[row.result.verdict]}
                    label={t(`verdict.${row.result.verdict}`)}
                    data-verdict={row.result.verdict}
                  />
                ) : null,
            },
            ...(decided
              ? [
                  {
                    key: 'decision',
                    label: t('portfolio.rows.decision'),
                    render: (row: ChequePortfolioRow) =>
                      row.result?.decision ? (
                        <OutcomeChip
                          outcome={row.result.decision}
                          data-policy-version={row.result.policyVersion ?? undefined}
                        />
                      ) : row.result ? (
                        '—'
                      ) : null,
                  },
                ]
              : []),
            {
              key: 'rate',
              label: t('portfolio.rows.suggestedRate'),
              align: 'right',
              render: (row) => (row.result?.suggestedRate == null ? '—' : fmt.percent(row.result.suggestedRate)),
            },
            {
              key: 'neto',
              label: t('portfolio.rows.neto'),
              align: 'right',
              cellSx: { whiteSpace: 'nowrap' },
              render: (row) => money(row.result?.neto),
            },
            {
              key: 'loss',
              label: t('portfolio.rows.expectedLoss'),
              align: 'right',
              cellSx: { whiteSpace: 'nowrap' },
              render: (row) => money(row.result?.expectedLoss),
            },
          ]}
        />
      )}
    </PagedRows>
  );
}
