import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadStoredAuth } from './features/auth/authStorage';
import { initialUiState } from './features/ui/uiSlice';
import { createI18n, detectLanguage, LANGUAGE_STORAGE_KEY } from './i18n/i18n';
import { Providers } from './app/providers';
import { routes } from './app/router';
import { makeStore } from './app/store';

const storage = window.localStorage;
const language = detectLanguage({
  search: window.location.search,
  stored: storage.getItem(LANGUAGE_STORAGE_KEY),
  browser: navigator.languages,
});
const store = makeStore({ auth: loadStoredAuth(storage), ui: initialUiState }, { storage });
const i18n = createI18n(language);
const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Providers store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);
