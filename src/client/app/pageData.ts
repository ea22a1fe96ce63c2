import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { LoaderFunction, Params } from 'react-router';
import type { Language } from '@/common/language';
import type { PageRecord } from '@/common/page-render';
import type { StoreExtra } from '../api/api';
import type { AppStore, RootState } from './store';

/** What a page's first reads depend on: its path's parameters, its query and the language it is read in. */
export interface PageRequest {
  params: Params;
  search: URLSearchParams;
  language: Language;
}

/** A read under way, as `dispatch(endpoint.initiate(arg))` hands it back. */
type StartedQuery = PromiseLike<{ data?: unknown; error?: unknown }>;

type PageQuery = ThunkAction<StartedQuery, RootState, StoreExtra, UnknownAction>;

/**
 * What a page reads for its first screen: its endpoints' `initiate()`, the same requests its components then
 * subscribe to. The first is the page's record (the entity a detail page shows, or its main list).
 */
export type PageQueries = (page: PageRequest) => PageQuery[];

/** The record as the loader answers it: its data, or the status its read failed with. */
function pageRecordOf(answer: { data?: unknown; error?: unknown } | undefined): PageRecord | null {
  if (!answer) return null;
  if (answer.data !== undefined) return { data: answer.data };
  const status = (answer.error as { status?: unknown } | undefined)?.status;
  return { data: null, failedWith: typeof status === 'number' ? status : 500 };
}

/**
 * A react-router loader that reads `queries` into `store` and answers the page's record once they have answered:
 * the server renders the page once, with its data, and makes its head from the record.
 */
export function pageLoader(store: AppStore, queries: PageQueries): LoaderFunction {
  return async ({ params, request }) => {
    const search = new URL(request.url).searchParams;
    const answers = await Promise.all(
      queries({ params, search, language: store.getState().ui.language }).map((query) => store.dispatch(query)),
    );
    return pageRecordOf(answers[0]);
  };
}
