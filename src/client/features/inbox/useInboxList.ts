import type { AdminListRequest } from '@/common/api/admin-list';
import type { EnquiryExportQuery } from '@/common/api/enquiries';
import { useSearchableAdminListPage } from '@/client/components/useAdminListPage';
import { useGetEnquiriesQuery } from './inboxApi';
import { useInboxFilters } from './useInboxFilters';

/**
 * The inbox's page of enquiries for its filters and search, with everything a searchable admin list page shares;
 * `exportQuery` asks the export for the same enquiries (all pages of them).
 */
export function useInboxList() {
  const filters = useInboxFilters();
  const useFilteredEnquiries = (query: AdminListRequest<'enquiries'>) =>
    useGetEnquiriesQuery({ ...query, ...filters.requested });
  const list = useSearchableAdminListPage('enquiries', useFilteredEnquiries);
  const exportQuery: EnquiryExportQuery = { ...filters.requested, search: list.request.search };
  return {
    // 'Clear filters' clears the search too, so a search alone offers it.
    filters: { ...filters, active: filters.active || list.search.value !== '' },
    list,
    exportQuery,
  };
}
