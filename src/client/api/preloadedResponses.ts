import type { FetchArgs } from '@reduxjs/toolkit/query';
import {
  PRELOADED_RESPONSES_ID,
  apiRequestKey,
  type PreloadedResponse,
  type PreloadedResponses,
} from '@/common/route-data';

/** Answers the server put in the page, each handed out once: later reads of the same data go to the network. */
let unused = new Map<string, PreloadedResponse>();

/** The answers in the page's `<script id="preloaded-responses" type="application/json">`, or none. */
export function readPreloadedResponses(document: Document): PreloadedResponses {
  const text = document.getElementById(PRELOADED_RESPONSES_ID)?.textContent;
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as PreloadedResponses) : {};
  } catch {
    return {};
  }
}

export function providePreloadedResponses(responses: PreloadedResponses): void {
  unused = new Map(Object.entries(responses));
}

export const isGet = (args: string | FetchArgs) =>
  typeof args === 'string' || (args.method ?? 'GET').toUpperCase() === 'GET';

/** The key of a request as fetchBaseQuery sends it (path, then `params` as its query, sorted). */
export function requestPathOf(args: string | FetchArgs): string {
  if (typeof args === 'string') return apiRequestKey(args);
  const params = Object.entries((args.params ?? {}) as Record<string, unknown>)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => [name, String(value)]);
  const query = new URLSearchParams(params).toString();
  return apiRequestKey(query ? `${args.url}${args.url.includes('?') ? '&' : '?'}${query}` : args.url);
}

/** The preloaded answer to a GET, at most once; undefined when the request must go to the network. */
export function takePreloadedResponse(args: string | FetchArgs): PreloadedResponse | undefined {
  if (unused.size === 0 || !isGet(args)) return undefined;
  const key = requestPathOf(args);
  const response = unused.get(key);
  unused.delete(key);
  return response;
}
