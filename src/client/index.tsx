import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { providePreloadedResponses, readPreloadedResponses } from './api/preloadedResponses';
import { AppRoot } from './app/AppRoot';
import { routes } from './app/router';
import { makeStore } from './app/store';
import { initialUiState } from './app/ui/uiSlice';
import { loadStoredAuth } from './app/authStorage';
import { qaPanelEnabled } from './features/qa/qaPanelEnabled';
import { browserLanguage, createI18n } from './i18n/i18n';

/** A replay shows its path: the browser's address is set to it before the new router reads it. */
function browserRouterAt(path: string) {
  window.history.replaceState(null, '', path);
  return createBrowserRouter(routes);
}

providePreloadedResponses(readPreloadedResponses(document));
const storage = window.localStorage;
const language = browserLanguage();
const store = makeStore({ auth: loadStoredAuth(storage), ui: { ...initialUiState, language } }, { storage });
const i18n = createI18n(language);
const router = createBrowserRouter(routes);
const qaPanel = qaPanelEnabled({
  search: window.location.search,
  session: window.sessionStorage,
  buildFlag: process.env.QA_PANEL,
});

// A transition: React renders the first screen in slices and lets the browser handle input between them.
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <AppRoot initial={{ store, i18n, router }} routerAt={browserRouterAt} qaPanel={qaPanel} />
    </StrictMode>,
  ),
);
