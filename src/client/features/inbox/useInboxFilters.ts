import {
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  type EnquiryExportQuery,
  type EnquiryStatus,
  type EnquiryType,
} from '@/common/api/enquiries';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@/client/components/useDebouncedValue';
import { useQueryParam } from '@/client/components/useQueryParam';

/** How long typing pauses before the search goes to the server. */
const SEARCH_DELAY_MS = 300;
/** A changed filter starts again from the first page. */
const RESETS_PAGE = ['page'] as const;
const FILTER_PARAMS = ['type', 'status', 'from', 'to', 'q'] as const;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

const isType = (value: string): value is EnquiryType => ENQUIRY_TYPES.includes(value as EnquiryType);
const isStatus = (value: string): value is EnquiryStatus => ENQUIRY_STATUSES.includes(value as EnquiryStatus);

/**
 * The inbox's filters, kept in the URL under the API's names (`?type=&status=&from=&to=&q=`) so reload, back and
 * links keep them: what the controls show, how to change them, and the filters to ask the server for. A search
 * reaches the server once typing pauses (`typing` says it has not yet); a value the API would refuse (an edited URL)
 * is not sent.
 */
export function useInboxFilters() {
  const [, setParams] = useSearchParams();
  const [type, setType] = useQueryParam('type', '', RESETS_PAGE);
  const [status, setStatus] = useQueryParam('status', '', RESETS_PAGE);
  const [from, setFrom] = useQueryParam('from', '', RESETS_PAGE);
  const [to, setTo] = useQueryParam('to', '', RESETS_PAGE);
  const [search, setSearch] = useQueryParam('q', '', RESETS_PAGE);
  const settledSearch = useDebouncedValue(search, SEARCH_DELAY_MS);

  const requested: EnquiryExportQuery = {
    type: isType(type) ? type : undefined,
    status: isStatus(status) ? status : undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    q: settledSearch.trim() || undefined,
  };

  // One navigation: several setters in a row would each start from the same, older query.
  const clear = () =>
    setParams(
      (current) => {
        const cleared = new URLSearchParams(current);
        for (const name of [...FILTER_PARAMS, ...RESETS_PAGE]) cleared.delete(name);
        return cleared;
      },
      { replace: true },
    );

  return {
    values: { type, status, from, to, search },
    setters: { setType, setStatus, setFrom, setTo, setSearch },
    requested,
    typing: settledSearch !== search,
    active: Object.values(requested).some((value) => value !== undefined),
    clear,
  };
}

export type InboxFilters = ReturnType<typeof useInboxFilters>;
