import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, type RouteObject } from 'react-router';
import { ROOT_ELEMENT_ID } from '@/common/page-render';
import { AppRoot } from './AppRoot';
import { loadStoredAuth } from './authStorage';
import { loadStoredBasket } from './enquiryBasketStorage';
import { createRoutes } from './router';
import { readServerState } from './serverState';
import { makeStore } from './store';
import { initialUiState } from './ui/uiSlice';
import { qaPanelEnabled } from '../features/qa/qaPanelEnabled';
import { browserLanguage, createI18n, loadTexts } from '../i18n/i18n';

/** A replay shows its path: the browser's address is set to it before the new router reads it. */
function browserRouterAt(path: string) {
  window.history.replaceState(null, '', path);
  return createBrowserRouter(createRoutes());
}

/**
 * Loads the lazy routes the address matches before the router starts, so its first render draws the page the
 * server rendered instead of a fallback (react-router's way of hydrating lazy routes).
 */
async function loadMatchedRoutes(routeObjects: RouteObject[]): Promise<void> {
  const matches = matchRoutes(routeObjects, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Starts the app: hydrates the page the server rendered, or draws it. */
export async function start(): Promise<void> {
  const storage = window.localStorage;
  const stored = { auth: loadStoredAuth(storage), enquiry: loadStoredBasket(storage) };
  const serverState = readServerState(document);
  const qaPanel = qaPanelEnabled({
    search: window.location.search,
    session: window.sessionStorage,
    buildFlag: process.env.QA_PANEL,
  });
  const container = document.getElementById(ROOT_ELEMENT_ID)!;

  if (serverState) {
    // The page came rendered: the store starts from the server's state plus what this browser keeps, which the
    // screens show once hydrated (see Providers' serverState).
    const store = makeStore({ ...serverState, ...stored }, { storage });
    const routes = createRoutes();
    await Promise.all([loadTexts(serverState.ui.language), loadMatchedRoutes(routes)]);
    const i18n = createI18n(serverState.ui.language);
    const router = createBrowserRouter(routes);
    // A transition: React hydrates in slices and lets the browser handle input between them (the page is already
    // on screen, so nothing waits for it); each Suspense boundary hydrates on its own, and the one a visitor taps
    // first.
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <AppRoot
            initial={{ store, i18n, router }}
            routerAt={browserRouterAt}
            qaPanel={qaPanel}
            serverState={serverState}
          />
        </StrictMode>,
      );
    });
    return;
  }

  const language = browserLanguage();
  const store = makeStore({ ...stored, ui: { ...initialUiState, language } }, { storage });
  await loadTexts(language);
  const i18n = createI18n(language);
  const router = createBrowserRouter(createRoutes());
  // A transition: React renders the first screen in slices and lets the browser handle input between them.
  const root = createRoot(container);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppRoot initial={{ store, i18n, router }} routerAt={browserRouterAt} qaPanel={qaPanel} />
      </StrictMode>,
    ),
  );
}
