import { useLocation } from 'react-router';
import { paths } from '@/common/routes';

/** What the inbox hands an enquiry it opens: its own query, so going back finds the same filters and page. */
export interface InboxReturnState {
  inboxSearch: string;
}

const isReturnState = (state: unknown): state is InboxReturnState =>
  typeof state === 'object' && state !== null && typeof (state as InboxReturnState).inboxSearch === 'string';

/** The inbox as the admin left it when they opened this enquiry from it; the plain inbox otherwise. */
export function useInboxReturnPath(): string {
  const { state } = useLocation();
  const search = isReturnState(state) && state.inboxSearch.startsWith('?') ? state.inboxSearch : '';
  return `${paths.admin.inbox}${search}`;
}
