import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import LinearProgress from '@mui/material/LinearProgress';
import { ResponsiveTable, type ResponsiveTableProps } from '../../../shared/ui/responsive-table';

/** docs/product.md §9: page sizes 5, 10, 25, All ('All' asks the API for its largest page). */
export const ALL_ROWS = 500;
export const PAGE_SIZES = [5, 10, 25, ALL_ROWS] as const;

export interface PagedTableProps<T> extends Omit<ResponsiveTableProps<T>, 'empty'> {
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  emptyText: string;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
}

/**
 * A shared responsive table (cards below 600 px) with the product's pagination labels (docs/product.md §9)
 * ('Filas por pág.', 'x-y de n').
 */
export function PagedTable<T>({
  total,
  page,
  pageSize,
  loading,
  emptyText,
  onPage,
  onPageSize,
  ...table
}: PagedTableProps<T>) {
  const { t } = useTranslation('system');
  return (
    <Paper variant="outlined">
      {loading ? <LinearProgress aria-label={t('table.loading')} /> : null}
      <ResponsiveTable {...table} empty={total === 0 && !loading ? emptyText : undefined} />
      <TablePagination
        component="div"
        count={total}
        page={page}
        rowsPerPage={pageSize}
        rowsPerPageOptions={PAGE_SIZES.map((value) => (value === ALL_ROWS ? { value, label: t('table.all') } : value))}
        onPageChange={(_event, next) => onPage(next)}
        onRowsPerPageChange={(event) => onPageSize(Number(event.target.value))}
        labelRowsPerPage={t('table.rowsPerPage')}
        labelDisplayedRows={({ from, to, count }) => t('table.displayed', { from, to, count })}
      />
    </Paper>
  );
}

/** Page state shared by the System tables: changing the size goes back to the first page. */
export function pageHandlers(set: (change: { page?: number; pageSize?: number }) => void) {
  return {
    onPage: (page: number) => set({ page }),
    onPageSize: (pageSize: number) => set({ page: 0, pageSize }),
  };
}
