import { useTranslation } from 'react-i18next';
import { useFlashMessage } from '@/client/app/ui/flash';
import { AdminTablePage } from '@/client/components/AdminTablePage';
import { ExportCsvButton } from './ExportCsvButton';
import { InboxFilterBar } from './InboxFilterBar';
import { useInboxColumns } from './useInboxColumns';
import { useInboxList } from './useInboxList';

/** /admin/inbox: what visitors sent (messages, quote and sample requests, applications), newest first. */
export function AdminInboxListPage() {
  const { t } = useTranslation();
  useFlashMessage();
  const { filters, list, exportQuery } = useInboxList();
  const columns = useInboxColumns();
  const title = t('admin:inbox.title');

  return (
    <AdminTablePage
      title={title}
      searchLabel={t('admin:inbox.filters.search')}
      toolbar={<InboxFilterBar filters={filters} action={<ExportCsvButton filters={exportQuery} />} />}
      list={list}
      columns={columns}
      emptyText={t(filters.active ? 'admin:inbox.emptyFiltered' : 'admin:inbox.empty')}
      noMatchText={t('admin:inbox.emptyFiltered')}
    />
  );
}
