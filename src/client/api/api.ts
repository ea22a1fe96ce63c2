import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { Language } from '@/common/language';
import type { ApiReader } from '@/common/page-render';
import { API_BASE_URL } from '../app/config';
import type { RootState } from '../app/store';
import { notify } from '../app/ui/uiSlice';
import { sessionExpired } from '../app/authSlice';
import { isStatus } from './errors';
import { authHeaders } from './authHeaders';
import { readInProcess } from './inProcess';
import { sendWithProgress } from './sendWithProgress';

const fetchQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders(headers, { getState }) {
    authHeaders(getState() as RootState).forEach((value, name) => headers.set(name, value));
    return headers;
  },
});

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);
const needsSignIn = (url: string) => url.startsWith('/admin') || url.startsWith('/auth/validate-token');
/** Signing out of a session that has ended already is no news to tell. */
const SIGN_OUT_URL = '/admin/auth/sign-out';

/** What the store hands to every query: on the server, how to read the API without the network. */
export interface StoreExtra {
  readApi?: ApiReader;
}

/**
 * The one transport: HTTP in the browser (a multipart form through the upload helper, which reports progress), the
 * API's own routes in the same process on the server (given to the store when it is made). Admin calls without a
 * token are not sent ('No token found…'); a 401 on an admin call signs the user out with 'Session expired…', and
 * the route guard then sends them to /login.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const url = urlOf(args);
  if (needsSignIn(url) && !(api.getState() as RootState).auth.token) {
    api.dispatch(notify({ key: 'admin:auth.noToken', variant: 'error' }));
    return { error: { status: 'CUSTOM_ERROR', error: 'No token found. Please log in again.' } };
  }
  const { readApi } = (api.extra ?? {}) as StoreExtra;
  const form = typeof args !== 'string' && args.body instanceof FormData ? args.body : undefined;
  const result = readApi
    ? await readInProcess(readApi, args)
    : form
      ? await sendWithProgress(args as FetchArgs, form, api)
      : await fetchQuery(args, api, extra);
  if (isStatus(result.error, 401) && needsSignIn(url) && url !== SIGN_OUT_URL) {
    api.dispatch(sessionExpired());
    api.dispatch(notify({ key: 'admin:auth.sessionExpired', variant: 'error' }));
  }
  // A refusal may mean the user's standing changed meanwhile (a new role, or two-step sign-in now required of them):
  // the token check is asked again, and the sidebar and the admin frame follow its answer.
  if (isStatus(result.error, 403) && needsSignIn(url)) api.dispatch(checkTokenAgain());
  return result;
};

/** A read of the site's content: in the language the visitor reads it in, which is part of its cache key. */
export interface ContentRequest {
  language: Language;
}

/** The request of a content read: its path, and its parameters with the language as the API's `?lang=`. */
export const contentRead = (url: string, { language }: ContentRequest, params: Record<string, unknown> = {}) => ({
  url,
  params: { ...params, lang: language },
});

/** The one RTK Query api. Each feature adds its endpoints with `api.injectEndpoints`. */
export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [
    'Career',
    'Product',
    'Category',
    'Article',
    'Gallery',
    'WhatsNew',
    'Site',
    'Home',
    'About',
    'Slide',
    'Partner',
    'Dashboard',
    'Session',
    'Enquiry',
    'Term',
    'StaffUser',
    // The signed-in user's own account (features/profile), and their signed-in sessions.
    'Profile',
    'StaffSession',
    // A published item's unpublished changes (features/pendingChanges), by collection and id.
    'PendingChanges',
    // What was deleted from the back office's collections, until it is restored or removed for good.
    'Trash',
  ],
  endpoints: () => ({}),
});

/** The token check asked again (its answer says whether the user must set up two-step sign-in first). */
function checkTokenAgain() {
  return api.util.invalidateTags(['Session']);
}
