import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import type { i18n as I18n } from 'i18next';
import { StrictMode, type ReactElement } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { Language } from '@/common/language';
import type { RenderBody } from '@/common/page-render';
import { AppFrame } from './app/AppRoot';
import { createRoutes } from './app/router';
import { serverStateOf } from './app/serverState';
import { makeStore } from './app/store';
import { initialUiState } from './app/ui/uiSlice';
import { createI18n, loadTexts } from './i18n/i18n';

/**
 * The server-rendering bundle's entry (webpack's `server` build, loaded by the server's spa plugin): renders a
 * public page with the app's own routes, store and queries. The routes' loaders read what the page shows (through
 * the API's routes in the same process) before it is rendered once; the store they filled is the one the browser
 * hydrates with.
 */

/** A render that takes longer is abandoned (the page then goes out without its body). */
const RENDER_TIMEOUT_MS = 5_000;
/** Emotion's key on both sides: the browser's default cache adopts the server's style tags under it. */
const STYLE_KEY = 'css';

// Texts are only read while rendering, so one instance per language serves every request.
const i18nByLanguage = new Map<Language, I18n>();
async function i18nFor(language: Language): Promise<I18n> {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    await loadTexts(language);
    i18nByLanguage.set(language, (instance = createI18n(language)));
  }
  return instance;
}

/**
 * React's static renderer, which streams the page once every part of it is ready: no Suspense boundary is left
 * for a script to reveal (the CSP allows none inline), and the page is cached whole with its styles in the head.
 */
async function renderToHtml(element: ReactElement): Promise<string> {
  let failure: unknown;
  const { prelude } = await prerenderToNodeStream(element, {
    signal: AbortSignal.timeout(RENDER_TIMEOUT_MS),
    // Every Suspense boundary inline, however large: React would otherwise move the bigger ones out of place, to be
    // put back by inline scripts.
    progressiveChunkSize: Number.MAX_SAFE_INTEGER,
    // An error inside a Suspense boundary would leave that part to the browser; a page is sent whole or not at all.
    onError(error) {
      failure ??= error;
    },
  });
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  if (failure) throw failure instanceof Error ? failure : new Error(String(failure));
  return Buffer.concat(chunks).toString('utf8');
}

export const renderBody: RenderBody = async ({ url, language, readApi, postedForm }) => {
  const store = makeStore(
    { ui: { ...initialUiState, language }, ...(postedForm && { postedForm }) },
    { extra: { readApi } },
  );
  const handler = createStaticHandler(createRoutes(store));
  const [i18n, context] = await Promise.all([
    i18nFor(language),
    handler.query(new Request(new URL(url, 'http://localhost'))),
  ]);
  // The loaders answer data, never a Response (a redirect).
  if (context instanceof Response) throw new Error(`${url} answered ${context.status} instead of a page`);
  // A page whose code could not load would be drawn as the error page, and kept as if it were the page.
  if (context.errors) throw new Error(`${url} could not load its page`, { cause: Object.values(context.errors)[0] });
  const router = createStaticRouter(handler.dataRoutes, context);
  const cache = createCache({ key: STYLE_KEY });
  // Made before rendering: it switches the cache to keeping the styles for the head instead of writing `<style>`
  // tags into the markup.
  const emotion = createEmotionServer(cache);
  const html = await renderToHtml(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppFrame
          store={store}
          i18n={i18n}
          router={<StaticRouterProvider router={router} context={context} hydrate={false} />}
        />
      </CacheProvider>
    </StrictMode>,
  );
  const leaf = context.matches.at(-1);
  return {
    html,
    styles: emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html)),
    state: JSON.stringify(serverStateOf(store.getState())),
    record: leaf ? context.loaderData[leaf.route.id] : undefined,
  };
};
