import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pageRange, rowNumber, totalPages } from '@/common/paging';
import { DataTableCards } from './DataTableCards';
import { Loading } from './Loading';
import { wrapLongWords } from '../theme/textWrap';

export interface Column<Row> {
  header: string;
  render: (row: Row) => ReactNode;
}

interface DataTableProps<Row extends { id: number }> {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  page: number;
  limit: number;
  totalData: number;
  onPageChange: (page: number) => void;
  loading?: boolean;
  emptyText: string;
}

/**
 * The one admin table: 'No.' column, rows, 'Showing X to Y of Z Entries' and Prev/Next within the pages. Below
 * the `sm` breakpoint the rows stack as cards, so a phone reaches every column and the row's actions.
 */
export function DataTable<Row extends { id: number }>(props: DataTableProps<Row>) {
  const { caption, columns, rows, page, limit, totalData, onPageChange, loading, emptyText } = props;
  const { t } = useTranslation();
  const pages = totalPages(totalData, limit);
  const { from, to } = pageRange(page, limit, totalData);
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));

  const placeholder = loading ? <Loading /> : rows.length === 0 ? emptyText : undefined;

  return (
    <Paper variant="outlined">
      {stacked ? (
        placeholder !== undefined ? (
          <Box sx={{ p: 2, textAlign: 'center' }}>{placeholder}</Box>
        ) : (
          <DataTableCards caption={caption} columns={columns} rows={rows} page={page} limit={limit} />
        )
      ) : (
        <TableContainer>
          <Table size="small" aria-label={caption}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700, width: 64 }}>{t('admin:table.number')}</TableCell>
                {columns.map((column) => (
                  <TableCell key={column.header} sx={{ fontWeight: 700 }}>
                    {column.header}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {loading ? (
                <TableRow>
                  <TableCell colSpan={columns.length + 1}>
                    <Loading />
                  </TableCell>
                </TableRow>
              ) : rows.length === 0 ? (
                <TableRow>
                  <TableCell colSpan={columns.length + 1} align="center" sx={{ py: 4 }}>
                    {emptyText}
                  </TableCell>
                </TableRow>
              ) : (
                rows.map((row, index) => (
                  <TableRow key={row.id} hover>
                    <TableCell>{rowNumber(page, limit, index)}</TableCell>
                    {columns.map((column) => (
                      <TableCell key={column.header} sx={wrapLongWords}>
                        {column.render(row)}
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      <Box
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, p: 2 }}
      >
        <Typography variant="body2" aria-live="polite">
          {t('admin:table.showing', { from, to, total: totalData })}
        </Typography>
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => onPageChange(page - 1)}>
            {t('admin:table.prev')}
          </Button>
          <Button variant="outlined" size="small" disabled={page >= pages} onClick={() => onPageChange(page + 1)}>
            {t('admin:table.next')}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
