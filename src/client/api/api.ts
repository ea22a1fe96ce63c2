import {
  buildCreateApi,
  coreModule,
  fetchBaseQuery,
  reactHooksModule,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import type { ApiReader } from '@/common/page-render';
import { API_BASE_URL } from '../app/config';
import type { RootState } from '../app/store';
import { notify, uploadProgressed } from '../app/ui/uiSlice';
import { sessionExpired } from '../app/authSlice';
import { isStatus } from './errors';
import { isGet, requestPathOf, takePreloadedResponse } from './preloadedResponses';

const authHeaders = (state: RootState) => {
  const headers = new Headers();
  if (state.auth.token) headers.set('authorization', `Bearer ${state.auth.token}`);
  return headers;
};

const rawBaseQuery = fetchBaseQuery({
  baseUrl: API_BASE_URL,
  prepareHeaders(headers, { getState }) {
    authHeaders(getState() as RootState).forEach((value, name) => headers.set(name, value));
    return headers;
  },
});

const urlOf = (args: string | FetchArgs) => (typeof args === 'string' ? args : args.url);
const needsSignIn = (url: string) => url.startsWith('/admin') || url.startsWith('/auth/validate-token');

/**
 * Public reads ask for the language the visitor reads in (`?lang=`); the back office reads every language at once
 * and sign-in has no content.
 */
function inContentLanguage(args: string | FetchArgs, state: RootState): string | FetchArgs {
  const fetchArgs = typeof args === 'string' ? { url: args } : args;
  const isRead = (fetchArgs.method ?? 'GET').toUpperCase() === 'GET';
  const language = state.ui.language;
  if (!isRead || !language || needsSignIn(fetchArgs.url) || fetchArgs.url.startsWith('/auth')) return args;
  return { ...fetchArgs, params: { ...(fetchArgs.params as Record<string, unknown> | undefined), lang: language } };
}

/**
 * Admin calls without a token are not sent ('No token found…'); a 401 on an admin call signs the user out
 * with 'Session expired…'. The route guard then sends them to /login.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (requested, api, extra) => {
  const args = inContentLanguage(requested, api.getState() as RootState);
  const url = urlOf(args);
  if (needsSignIn(url) && !(api.getState() as RootState).auth.token) {
    api.dispatch(notify({ key: 'admin:auth.noToken', variant: 'error' }));
    return { error: { status: 'CUSTOM_ERROR', error: 'No token found. Please log in again.' } };
  }
  // On the server, reads go to the API's own routes in the same process (see client/server.tsx).
  const { readApi } = (api.extra ?? {}) as StoreExtra;
  // The page's first reads may have come with the page (see common/route-data.ts).
  const preloaded = readApi && isGet(args) ? await readApi(requestPathOf(args)) : takePreloadedResponse(args);
  if (preloaded) {
    return preloaded.status < 300
      ? { data: preloaded.body }
      : { error: { status: preloaded.status, data: preloaded.body } };
  }
  const form = typeof args !== 'string' && args.body instanceof FormData ? args.body : undefined;
  let result;
  if (form) {
    // Multipart uploads go through XMLHttpRequest so the form can show how much has been sent; its code loads with
    // the first form sent (only the back office and the job application send files).
    api.dispatch(uploadProgressed(0));
    const { sendForm } = await import(/* webpackChunkName: "upload" */ './upload');
    result = await sendForm(
      `${API_BASE_URL}${url}`,
      { method: (args as FetchArgs).method ?? 'POST', headers: authHeaders(api.getState() as RootState), body: form },
      (percent) => api.dispatch(uploadProgressed(percent)),
    );
    api.dispatch(uploadProgressed(null));
  } else {
    result = await rawBaseQuery(args, api, extra);
  }
  if (isStatus(result.error, 401) && needsSignIn(url)) {
    api.dispatch(sessionExpired());
    api.dispatch(notify({ key: 'admin:auth.sessionExpired', variant: 'error' }));
  }
  return result;
};

/** What visitors read, in their language: all of it is read again when they switch languages. */
export const CONTENT_TAGS = [
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
] as const;

/** What the store hands to every query: on the server, how to read the API. */
export interface StoreExtra {
  readApi?: ApiReader;
}

/**
 * The server bundle (process.env.SSR) starts queries while rendering, since effects never run there; it then
 * waits for them and renders again with the data (client/server.tsx).
 */
const createAppApi = buildCreateApi(
  coreModule(),
  reactHooksModule({ unstable__sideEffectsInRender: process.env.SSR === 'true' }),
);

/** The one RTK Query api. Each feature adds its endpoints with `api.injectEndpoints`. */
export const api = createAppApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: [...CONTENT_TAGS, 'Dashboard', 'Session', 'Enquiry', 'Term'],
  endpoints: () => ({}),
});
