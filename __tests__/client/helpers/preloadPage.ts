import { providePreloadedResponses } from '@/client/api/preloadedResponses';
import type { Language } from '@/common/language';
import { apiRequestKey, pageDataFor } from '@/common/route-data';
import { apiUrl } from './envelope';
import { server } from './server';

/**
 * Puts in the page what the server would: the answers of the mock API to the reads the route of `url` names (the
 * same function the server calls), filed under their keys. Answers are handed out once; `afterEach` drops the rest.
 */
export async function preloadPageData(url: string, language: Language = 'en'): Promise<void> {
  const requests = pageDataFor(url, language)?.requests ?? [];
  const answers = await Promise.all(
    requests.map(async (request) => {
      const response = await fetch(apiUrl(request));
      return [apiRequestKey(request), { status: response.status, body: await response.json() }] as const;
    }),
  );
  providePreloadedResponses(Object.fromEntries(answers));
}

/** The API paths the app asks the mock API for from now on, in order. */
export function recordApiPaths(): string[] {
  const paths: string[] = [];
  server.events.on('request:start', ({ request }) => {
    paths.push(new URL(request.url).pathname.replace(new URL(apiUrl('')).pathname, ''));
  });
  return paths;
}

afterEach(() => providePreloadedResponses({}));
