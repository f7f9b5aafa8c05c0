import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TablePagination from '@mui/material/TablePagination';
import TableRow from '@mui/material/TableRow';
import LinearProgress from '@mui/material/LinearProgress';

/** docs/product.md §9: page sizes 5, 10, 25, All ('All' asks the API for its largest page). */
export const ALL_ROWS = 500;
export const PAGE_SIZES = [5, 10, 25, ALL_ROWS] as const;

export interface PagedTableProps {
  label: string;
  columns: string[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  emptyText: string;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  children: ReactNode;
}

/** A table with the product's pagination labels (docs/product.md §9) ('Filas por pág.', 'x-y de n'); scrolls sideways at 360 px. */
export function PagedTable(props: PagedTableProps) {
  const { t } = useTranslation('system');
  return (
    <Paper variant="outlined">
      {props.loading ? <LinearProgress aria-label={t('table.loading')} /> : null}
      <TableContainer>
        <Table size="small" aria-label={props.label}>
          <TableHead>
            <TableRow>
              {props.columns.map((column) => (
                <TableCell key={column} sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                  {column}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {props.total === 0 && !props.loading ? (
              <TableRow>
                <TableCell colSpan={props.columns.length} sx={{ color: 'text.secondary', py: 3 }}>
                  {props.emptyText}
                </TableCell>
              </TableRow>
            ) : (
              props.children
            )}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={props.total}
        page={props.page}
        rowsPerPage={props.pageSize}
        rowsPerPageOptions={PAGE_SIZES.map((value) => (value === ALL_ROWS ? { value, label: t('table.all') } : value))}
        onPageChange={(_event, page) => props.onPage(page)}
        onRowsPerPageChange={(event) => props.onPageSize(Number(event.target.value))}
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
