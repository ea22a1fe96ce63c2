import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/client/api/errors';
import { useFlashMessage } from '@/client/app/ui/flash';
import { AdminPageHeader } from '@/client/components/AdminPageHeader';
import { DataTable } from '@/client/components/DataTable';
import { ErrorState } from '@/client/components/ErrorState';
import { ExportCsvButton } from './ExportCsvButton';
import { InboxFilterBar } from './InboxFilterBar';
import { useInboxColumns } from './useInboxColumns';
import { useInboxList } from './useInboxList';

/** /admin/inbox: what visitors sent (messages, quote and sample requests, applications), newest first. */
export function AdminInboxListPage() {
  const { t } = useTranslation();
  useFlashMessage();
  const { filters, list } = useInboxList();
  const columns = useInboxColumns();
  const title = t('admin:inbox.title');

  return (
    <>
      <AdminPageHeader title={title} />
      <InboxFilterBar filters={filters} action={<ExportCsvButton filters={filters.requested} />} />
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
          emptyText={t(filters.active ? 'admin:inbox.emptyFiltered' : 'admin:inbox.empty')}
        />
      )}
    </>
  );
}
