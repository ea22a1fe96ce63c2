import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ApiReader } from '@/common/page-render';

/** An API path with its query, as fetchBaseQuery sends it: parameters left undefined are left out. */
function requestPath(path: string, params: Record<string, unknown>): string {
  const entries = Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]): [string, string] => [name, String(value)]);
  const query = new URLSearchParams(entries).toString();
  return query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path;
}

/**
 * A read on the server, while it renders a page: through the API's own routes in the same process (the reader the
 * store was made with), answered in fetchBaseQuery's result shape.
 */
export async function readInProcess(
  readApi: ApiReader,
  args: string | FetchArgs,
): Promise<{ data: unknown; error?: undefined } | { error: FetchBaseQueryError; data?: undefined }> {
  if (typeof args !== 'string' && (args.method ?? 'GET').toUpperCase() !== 'GET') {
    return { error: { status: 'CUSTOM_ERROR', error: 'Only reads are made while a page is rendered' } };
  }
  const { url, params } = typeof args === 'string' ? { url: args, params: undefined } : args;
  const answer = await readApi(requestPath(url, (params ?? {}) as Record<string, unknown>));
  return answer.status < 300 ? { data: answer.body } : { error: { status: answer.status, data: answer.body } };
}
