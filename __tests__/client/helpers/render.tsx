import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, type RouteObject } from 'react-router';
// As in the app (AppRoot): the DOM build hands ReactDOM.flushSync to the router for navigations that ask for it.
import { RouterProvider } from 'react-router/dom';
import { Providers } from '@/client/app/providers';
import { createRoutes } from '@/client/app/router';
import { makeStore, type RootState } from '@/client/app/store';
import { loadStoredAuth } from '@/client/app/authStorage';
import { createI18n, loadAdminTexts, type Language } from '@/client/i18n/i18n';

export interface RenderRouteOptions {
  /** Defaults to the session found in `storage`, as the app's entry point does. */
  preloadedState?: Partial<RootState>;
  language?: Language;
  storage?: Storage;
}

async function loadLazyRoutes(routeList: RouteObject[]): Promise<void> {
  await Promise.all(
    routeList.map(async (route) => {
      if (typeof route.lazy === 'function') await route.lazy();
      if (route.children) await loadLazyRoutes(route.children);
    }),
  );
}

/**
 * The app loads each screen, the back office's texts and the toasts on first use. In Jest a first import compiles
 * the module, which on busy shared cores can outlast the queries' wait and a toast's life; loaded before the
 * file's tests, they resolve at once when a test renders.
 */
beforeAll(() => Promise.all([loadLazyRoutes(createRoutes()), loadAdminTexts(), import('@/client/app/ui/Toasts')]));

/** Renders the real route table at `path` with a fresh store, i18n instance and memory router. */
export function renderRoute(
  path: string,
  { preloadedState, language = 'en', storage = window.localStorage }: RenderRouteOptions = {},
) {
  const store = makeStore(preloadedState ?? { auth: loadStoredAuth(storage) }, { storage });
  const i18n = createI18n(language);
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  const user = userEvent.setup({ delay: null });
  const result = render(
    <Providers store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { store, router, i18n, user, ...result };
}

export const currentPath = (router: ReturnType<typeof createMemoryRouter>): string => router.state.location.pathname;
