import { useState } from 'react';
import type { EnquiryListQuery } from '@/common/api/enquiries';
import type { PageQuery } from '@/common/api/envelope';
import { useAdminListPage } from '@/client/components/useAdminListPage';
import { useGetEnquiriesQuery } from './inboxApi';
import { useInboxFilters } from './useInboxFilters';

const sameRequest = (a: EnquiryListQuery, b: EnquiryListQuery) => JSON.stringify(a) === JSON.stringify(b);

/** `request`, except while `holding`: then the last one asked for, so no page of a half-typed search is fetched. */
function useHeldRequest(request: EnquiryListQuery, holding: boolean): EnquiryListQuery {
  const [held, setHeld] = useState(request);
  if (!holding && !sameRequest(held, request)) {
    // Adjusting state while rendering (not in an effect) spares a render with the stale request.
    setHeld(request);
  }
  return holding ? held : request;
}

/** The inbox's page of enquiries for its filters, with everything an admin list page shares (useAdminListPage). */
export function useInboxList() {
  const filters = useInboxFilters();
  const useFilteredEnquiries = (paging: PageQuery) =>
    useGetEnquiriesQuery(useHeldRequest({ ...paging, ...filters.requested }, filters.typing));
  const list = useAdminListPage(useFilteredEnquiries);
  return { filters, list };
}
