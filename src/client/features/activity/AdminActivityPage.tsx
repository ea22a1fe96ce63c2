import { useTranslation } from 'react-i18next';
import type { PageQuery } from '@/common/api/envelope';
import { AdminTablePage } from '@/client/components/AdminTablePage';
import { useAdminListPage } from '@/client/components/useAdminListPage';
import { useGetActivityQuery, useGetActivityUsersQuery } from './activityApi';
import { ActivityFilterBar } from './ActivityFilterBar';
import { useActivityColumns } from './useActivityColumns';
import { useActivityFilters } from './useActivityFilters';

const NO_USERS: never[] = [];

/** /admin/activity: every recorded change, newest first, by user, kind of entity, action and days (administrators). */
export function AdminActivityPage() {
  const { t } = useTranslation();
  const users = useGetActivityUsersQuery().data;
  const filters = useActivityFilters(users);
  // The log grows with every write anyone makes: each visit and each page reads it afresh.
  const useFilteredActivity = (query: PageQuery) =>
    useGetActivityQuery({ ...query, ...filters.requested }, { refetchOnMountOrArgChange: true });
  const list = useAdminListPage(useFilteredActivity);
  const columns = useActivityColumns();

  return (
    <AdminTablePage
      title={t('admin:activity.title')}
      toolbar={<ActivityFilterBar filters={filters} users={users ?? NO_USERS} />}
      list={list}
      columns={columns}
      emptyText={t(filters.active ? 'admin:activity.emptyFiltered' : 'admin:activity.empty')}
    />
  );
}
