import {
  ENQUIRY_STATUSES,
  type EnquiryExportQuery,
  type EnquiryStatus,
  type EnquiryType,
} from '@/common/api/enquiries';
import { enquiryTypesFor } from '@/common/staff-access';
import { useSearchParams } from 'react-router';
import { useStaffAccess } from '@/client/features/auth/staffAccessApi';
import { LIST_PARAMS } from '@/client/components/useAdminListParams';
import { useQueryParam } from '@/client/components/useQueryParam';

/** A changed filter starts again from the first page. */
const RESETS_PAGE = [LIST_PARAMS.page] as const;
const FILTER_PARAMS = ['type', 'status', 'from', 'to'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isStatus = (value: string): value is EnquiryStatus => ENQUIRY_STATUSES.includes(value as EnquiryStatus);

/** The inbox's own filters, beside the search every admin list has. */
export type InboxFilterValues = Omit<EnquiryExportQuery, 'search'>;

/**
 * The inbox's filters, kept in the URL under the API's names (`?type=&status=&from=&to=`) so reload, back and links
 * keep them: what the controls show, how to change them, and the filters to ask the server for. A value the API
 * would refuse (an edited URL, a kind the user's role does not see, a range that ends before it starts) is not
 * sent. Clearing them clears the list's search too.
 */
export function useInboxFilters() {
  const [, setParams] = useSearchParams();
  const types = enquiryTypesFor(useStaffAccess().role);
  const isType = (value: string): value is EnquiryType => types.includes(value as EnquiryType);
  const [type, setType] = useQueryParam('type', '', RESETS_PAGE);
  const [status, setStatus] = useQueryParam('status', '', RESETS_PAGE);
  const [from, setFrom] = useQueryParam('from', '', RESETS_PAGE);
  const [to, setTo] = useQueryParam('to', '', RESETS_PAGE);

  const reversed = DAY.test(from) && DAY.test(to) && from > to;
  const requested: InboxFilterValues = {
    type: isType(type) ? type : undefined,
    status: isStatus(status) ? status : undefined,
    from: DAY.test(from) && !reversed ? from : undefined,
    to: DAY.test(to) && !reversed ? to : undefined,
  };

  // One navigation: several setters in a row would each start from the same, older query.
  const clear = () =>
    setParams(
      (current) => {
        const cleared = new URLSearchParams(current);
        for (const name of [...FILTER_PARAMS, LIST_PARAMS.search, ...RESETS_PAGE]) cleared.delete(name);
        return cleared;
      },
      { replace: true },
    );

  return {
    /** The kinds of enquiry the user's role sees, which the type filter offers. */
    types,
    // A kind the list does not offer (an edited URL) shows as 'All types', which is what the list then shows.
    values: { type: requested.type ?? '', status, from, to },
    setters: { setType, setStatus, setFrom, setTo },
    requested,
    /** The range ends before it starts: the days are not applied until it is put right. */
    reversed,
    active: reversed || Object.values(requested).some((value) => value !== undefined),
    clear,
  };
}

export type InboxFilters = ReturnType<typeof useInboxFilters>;
