import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { rowNumber } from '@/common/paging';
import { CardSortSelect } from './CardSortSelect';
import { DataTableCards } from './DataTableCards';
import { DataTableFooter } from './DataTableFooter';
import { useMayEdit } from './editAccess';
import { Loading } from './Loading';
import { nextSorting, type TableSorting } from './tableSorting';
import { wrapLongWords } from '../theme/textWrap';

export interface Column<Row, Sort extends string = string> {
  header: string;
  render: (row: Row) => ReactNode;
  /** The list's sort this column's header sorts by; a column without one is not sortable. */
  sortKey?: Sort;
  /** The column holds only controls that change the row (edit, delete): left out for a user who may only read. */
  edits?: boolean;
}

interface DataTableProps<Row extends { id: number }, Sort extends string> {
  caption: string;
  columns: Column<Row, Sort>[];
  rows: Row[];
  page: number;
  limit: number;
  totalData: number;
  onPageChange: (page: number) => void;
  /** Offers the page sizes when given. */
  onLimitChange?: (limit: number) => void;
  /** Makes the columns with a sort key sortable. */
  sorting?: TableSorting<Sort>;
  loading?: boolean;
  emptyText: string;
}

/** A header cell; a sortable one is a button that sorts by its column, and says how the table is sorted (aria-sort). */
function HeaderCell<Row, Sort extends string>({
  column,
  sorting,
}: {
  column: Column<Row, Sort>;
  sorting?: TableSorting<Sort>;
}) {
  const { sortKey } = column;
  if (sortKey === undefined || !sorting) {
    return <TableCell sx={{ fontWeight: 700 }}>{column.header}</TableCell>;
  }
  const active = sorting.sort === sortKey;
  return (
    <TableCell sx={{ fontWeight: 700 }} sortDirection={active ? sorting.order : false}>
      <TableSortLabel
        active={active}
        direction={active ? sorting.order : 'asc'}
        onClick={() => sorting.onSortingChange(nextSorting(sorting, sortKey, sorting.defaultSorting))}
      >
        {column.header}
      </TableSortLabel>
    </TableCell>
  );
}

/**
 * The one admin table: 'No.' column, rows, headers that sort where the list can, and under it the position, page
 * size, a page to go to and Prev/Next. Below the `sm` breakpoint the rows stack as cards, so a phone reaches every
 * column and the row's actions, with a 'Sort by' choice instead of the headers.
 */
export function DataTable<Row extends { id: number }, Sort extends string = string>(props: DataTableProps<Row, Sort>) {
  const { caption, rows, page, limit, totalData, onPageChange, onLimitChange, sorting, loading, emptyText } = props;
  const { t } = useTranslation();
  const mayEdit = useMayEdit();
  const columns = mayEdit ? props.columns : props.columns.filter((column) => !column.edits);
  const stacked = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const cardSorting = columns.some((column) => column.sortKey !== undefined) ? sorting : undefined;

  const placeholder = loading ? <Loading /> : rows.length === 0 ? emptyText : undefined;

  return (
    <Paper variant="outlined">
      {stacked ? (
        <>
          {cardSorting && (
            <Box sx={{ p: 2, pb: 0 }}>
              <CardSortSelect columns={columns} sorting={cardSorting} />
            </Box>
          )}
          {placeholder !== undefined ? (
            <Box sx={{ p: 2, textAlign: 'center' }}>{placeholder}</Box>
          ) : (
            <DataTableCards caption={caption} columns={columns} rows={rows} page={page} limit={limit} />
          )}
        </>
      ) : (
        <TableContainer>
          <Table size="small" aria-label={caption}>
            <TableHead>
              <TableRow>
                <TableCell sx={{ fontWeight: 700, width: 64 }}>{t('admin:table.number')}</TableCell>
                {columns.map((column) => (
                  <HeaderCell key={column.header} column={column} sorting={sorting} />
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
      <DataTableFooter
        page={page}
        limit={limit}
        totalData={totalData}
        onPageChange={onPageChange}
        onLimitChange={onLimitChange}
      />
    </Paper>
  );
}
