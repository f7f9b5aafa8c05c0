import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';

/**
 * A job's rows a page at a time, paged in the browser (the job's answer has them all): `children` shows the page's
 * rows (a ResponsiveTable), the pagination goes below with the product's labels (docs/product.md §9).
 */
export function PagedRows<T>({ rows, children }: { rows: readonly T[]; children: (shown: readonly T[]) => ReactNode }) {
  const { t } = useTranslation('common');
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  return (
    <Paper variant="outlined">
      {children(rows.slice(page * perPage, page * perPage + perPage))}
      <TablePagination
        component="div"
        count={rows.length}
        page={page}
        onPageChange={(_e, next) => setPage(next)}
        rowsPerPage={perPage}
        rowsPerPageOptions={[10, 25, 100]}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(0);
        }}
        labelRowsPerPage={t('jobs.perPage')}
        labelDisplayedRows={({ from, to, count }) => t('jobs.displayed', { from, to, count })}
      />
    </Paper>
  );
}
