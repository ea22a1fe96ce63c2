import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type ApiError } from '../api/errors';
import { AdminPageHeader } from './AdminPageHeader';
import { DataTable, type Column } from './DataTable';
import { ErrorState } from './ErrorState';
import { SearchField } from './SearchField';
import type { TableSorting } from './tableSorting';

/** One page of an admin list, as useAdminListPage (or, searched and sorted, useSearchableAdminListPage) gives it. */
export interface AdminListState<Row, Sort extends string = string> {
  page: number;
  setPage: (page: number) => void;
  limit: number;
  setLimit: (limit: number) => void;
  rows: Row[];
  totalData: number;
  loaded: boolean;
  loading: boolean;
  error?: ApiError;
  refetch: () => void;
  /** The search text, as typed, for a list the server searches; `request.search` is the one the rows were found by. */
  search?: { value: string; onChange: (value: string) => void };
  request?: { search?: string };
  sorting?: TableSorting<Sort>;
}

interface AdminTablePageProps<Row extends { id: number }, Sort extends string> {
  title: string;
  /** The add button; a list that only shows what others created (the inbox) has none. */
  addLabel?: string;
  onAdd?: () => void;
  /** What the list's search looks in, e.g. 'Search name, position or description'. */
  searchLabel?: string;
  /** What stands beside the search, between the heading and the table: filters, an export. */
  toolbar?: ReactNode;
  list: AdminListState<Row, Sort>;
  columns: Column<Row, Sort>[];
  /** The list is empty. */
  emptyText: string;
  /** Nothing matches the search (and filters); by default a text that quotes the search. */
  noMatchText?: string;
  /** The page's dialogs. */
  children?: ReactNode;
}

/**
 * An admin list screen: the heading with its add button, the search and the page's own filters, then the table, or
 * why it could not load.
 */
export function AdminTablePage<Row extends { id: number }, Sort extends string = string>(
  props: AdminTablePageProps<Row, Sort>,
) {
  const { title, addLabel, onAdd, searchLabel, toolbar, list, columns, emptyText, noMatchText, children } = props;
  const { t } = useTranslation();
  const searched = list.request?.search;
  return (
    <>
      <AdminPageHeader title={title} action={addLabel && onAdd ? { label: addLabel, onClick: onAdd } : undefined} />
      {(list.search || toolbar) && (
        <Box
          role={list.search ? 'search' : undefined}
          aria-label={list.search ? t('admin:adminList.toolbar', { title }) : undefined}
          sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 3 }}
        >
          {list.search && (
            <Box sx={{ flex: '1 1 240px', minWidth: 0, maxWidth: toolbar ? undefined : 480 }}>
              <SearchField
                label={searchLabel ?? t('admin:adminList.search')}
                value={list.search.value}
                onChange={list.search.onChange}
              />
            </Box>
          )}
          {toolbar}
        </Box>
      )}
      {list.error && !list.loaded ? (
        <ErrorState message={errorMessage(list.error, t)} onRetry={list.refetch} />
      ) : (
        <DataTable
          caption={title}
          columns={columns}
          rows={list.rows}
          page={list.page}
          limit={list.limit}
          totalData={list.totalData}
          onPageChange={list.setPage}
          onLimitChange={list.setLimit}
          sorting={list.sorting}
          loading={list.loading}
          emptyText={searched ? (noMatchText ?? t('admin:adminList.noMatches', { search: searched })) : emptyText}
        />
      )}
      {children}
    </>
  );
}
