import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme, type SxProps, type Theme } from '@mui/material/styles';

export interface ResponsiveColumn<T> {
  key: string;
  /** The column's header above 600 px and the field's label in each card below. */
  label: string;
  render: (row: T) => ReactNode;
  align?: 'left' | 'right';
  /** Styles of this column's cells in the table (widths, nowrap); cards ignore them. */
  cellSx?: SxProps<Theme>;
  /** Replaces the header's text in the table (e.g. a sort label); the card keeps `label`. */
  header?: ReactNode;
  headerSx?: SxProps<Theme>;
}

/** Attributes a row carries in both layouts (data-testid, data-status) so tests and styles find it. */
export type RowAttributes = Record<`data-${string}`, string | undefined>;

export interface ResponsiveTableProps<T> {
  /** The accessible name of the table and of the list of cards. */
  label: string;
  columns: ReadonlyArray<ResponsiveColumn<T>>;
  rows: readonly T[];
  rowKey: (row: T) => string;
  rowAttributes?: (row: T) => RowAttributes;
  /** A row that is one message instead of its fields (e.g. a failed line): shown after the first `messageAfter` columns. */
  rowMessage?: (row: T) => ReactNode | null;
  messageAfter?: number;
  /** A click anywhere on a row of the table (each card keeps its own buttons for the same action). */
  onRowClick?: (row: T) => void;
  /** Shown instead of the rows when there are none. */
  empty?: ReactNode;
  testId?: string;
  /** Cells' padding and the headers' weight in the table. */
  tableSx?: SxProps<Theme>;
}

const HEADER_SX = { fontWeight: 700 } as const;

/**
 * One table for every list of records in the app (docs/product.md §9). From 600 px up it is a table;
 * below, each row is a card with every field as 'label: value', so no column is off-screen at 360 px
 * and nothing needs a sideways scroll to be found.
 */
export function ResponsiveTable<T>(props: ResponsiveTableProps<T>) {
  const theme = useTheme();
  const narrow = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  return narrow ? <RowCards {...props} /> : <WideTable {...props} />;
}

function WideTable<T>({
  label,
  columns,
  rows,
  rowKey,
  rowAttributes,
  rowMessage,
  messageAfter = 1,
  onRowClick,
  empty,
  testId,
  tableSx,
}: ResponsiveTableProps<T>) {
  return (
    <TableContainer>
      <Table size="small" aria-label={label} data-testid={testId} sx={tableSx}>
        <TableHead>
          <TableRow>
            {columns.map((column) => (
              <TableCell
                key={column.key}
                align={column.align}
                sx={[HEADER_SX, ...(Array.isArray(column.headerSx) ? column.headerSx : [column.headerSx])]}
              >
                {column.header ?? column.label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.length === 0 && empty ? (
            <TableRow>
              <TableCell colSpan={columns.length} sx={{ color: 'text.secondary', py: 3 }}>
                {empty}
              </TableCell>
            </TableRow>
          ) : null}
          {rows.map((row) => {
            const message = rowMessage?.(row) ?? null;
            const kept = message === null ? columns : columns.slice(0, messageAfter);
            return (
              <TableRow
                key={rowKey(row)}
                {...rowAttributes?.(row)}
                {...(onRowClick ? { hover: true, onClick: () => onRowClick(row), sx: { cursor: 'pointer' } } : {})}
              >
                {kept.map((column) => (
                  <TableCell key={column.key} align={column.align} sx={column.cellSx}>
                    {column.render(row)}
                  </TableCell>
                ))}
                {message !== null ? <TableCell colSpan={columns.length - kept.length}>{message}</TableCell> : null}
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

function RowCards<T>(props: ResponsiveTableProps<T>) {
  const { label, columns, rows, empty, testId } = props;
  if (rows.length === 0 && empty) {
    return (
      <Typography color="text.secondary" sx={{ py: 2, px: 1 }} data-testid={testId}>
        {empty}
      </Typography>
    );
  }
  return (
    <Box component="ul" aria-label={label} data-testid={testId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {rows.map((row) => {
        const message = props.rowMessage?.(row) ?? null;
        const shown = message === null ? columns : columns.slice(0, props.messageAfter ?? 1);
        return (
          <Box
            component="li"
            key={props.rowKey(row)}
            {...props.rowAttributes?.(row)}
            sx={{ py: 1.25, px: 1, borderBottom: 1, borderColor: 'divider', '&:last-of-type': { borderBottom: 0 } }}
          >
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: 'minmax(88px, 38%) minmax(0, 1fr)',
                columnGap: 1.5,
                rowGap: 0.75,
                m: 0,
                alignItems: 'baseline',
              }}
            >
              {shown.map((column) => (
                <CardField key={column.key} label={column.label}>
                  {column.render(row)}
                </CardField>
              ))}
            </Box>
            {message !== null ? <Box sx={{ mt: 0.75 }}>{message}</Box> : null}
          </Box>
        );
      })}
    </Box>
  );
}

function CardField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
