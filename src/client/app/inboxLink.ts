import type { EnquiryExportQuery } from '@/common/api/enquiries';
import { paths } from '@/common/routes';

/**
 * The inbox showing the enquiries that match `filters`. The inbox keeps its filters in its URL under the API's own
 * names (`?type=quote&status=new`), so a link from elsewhere (the dashboard) opens it already filtered.
 */
export function inboxLink(filters: EnquiryExportQuery = {}): string {
  const query = new URLSearchParams(
    Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1])),
  ).toString();
  return query ? `${paths.admin.inbox}?${query}` : paths.admin.inbox;
}
