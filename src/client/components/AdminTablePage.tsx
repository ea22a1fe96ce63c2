import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, type ApiError } from '../api/errors';
import { AdminPageHeader } from './AdminPageHeader';
import { DataTable, type Column } from './DataTable';
import { ErrorState } from './ErrorState';

/** One page of an admin list, as useAdminListPage gives it. */
export interface AdminListState<Row> {
  page: number;
  setPage: (page: number) => void;
  limit: number;
  rows: Row[];
  totalData: number;
  loaded: boolean;
  loading: boolean;
  error?: ApiError;
  refetch: () => void;
}

interface AdminTablePageProps<Row extends { id: number }> {
  title: string;
  /** The add button; a list that only shows what others created (the inbox) has none. */
  addLabel?: string;
  onAdd?: () => void;
  /** What stands between the heading and the table: filters, an export. */
  toolbar?: ReactNode;
  list: AdminListState<Row>;
  columns: Column<Row>[];
  emptyText: string;
  /** The page's dialogs. */
  children?: ReactNode;
}

/** An admin list screen: the heading with its add button, then the table, or why it could not load. */
export function AdminTablePage<Row extends { id: number }>(props: AdminTablePageProps<Row>) {
  const { title, addLabel, onAdd, toolbar, list, columns, emptyText, children } = props;
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={title} action={addLabel && onAdd ? { label: addLabel, onClick: onAdd } : undefined} />
      {toolbar}
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
          loading={list.loading}
          emptyText={emptyText}
        />
      )}
      {children}
    </>
  );
}
