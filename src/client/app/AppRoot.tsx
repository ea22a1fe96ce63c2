import type { i18n as I18n } from 'i18next';
import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { createBrowserRouter } from 'react-router';
// The DOM build passes ReactDOM.flushSync to the router, which navigations asking for `flushSync` need.
import { RouterProvider } from 'react-router/dom';
import { createI18n, loadTexts } from '../i18n/i18n';
import { AppControlContext, type AppControl, type AppReplacement } from './appControl';
import { Providers } from './providers';
import { makeStore, type AppStore, type RootState } from './store';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** What the app runs on: one store, one i18n instance, one router. */
export interface AppInstance {
  store: AppStore;
  i18n: I18n;
  router: AppRouter;
}

interface AppFrameProps {
  store: AppStore;
  i18n: I18n;
  serverState?: RootState;
  /** The router: RouterProvider in the browser, StaticRouterProvider on the server. */
  router: ReactNode;
  /** What sits beside the router once the page runs (the QA panel). */
  overlay?: ReactNode;
}

/** The tree the server renders and the browser hydrates: the same on both sides, so hydration finds its markup. */
export function AppFrame({ store, i18n, serverState, router, overlay = null }: AppFrameProps) {
  return (
    <Providers store={store} i18n={i18n} serverState={serverState}>
      {router}
      {overlay}
    </Providers>
  );
}

/** False while the page hydrates (and on the server), true from the first effect on. */
function useMounted(): boolean {
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  return mounted;
}

// Loaded only when the panel is on, so visitors never download it.
const QaPanel = lazy(() =>
  import(/* webpackChunkName: "qa" */ '../features/qa/QaPanel').then((module) => ({ default: module.QaPanel })),
);

interface AppRootProps {
  initial: AppInstance;
  /** Builds a router that starts at `path`: a browser router in the page, a memory router in tests. */
  routerAt: (path: string) => AppRouter;
  qaPanel?: boolean;
  /** The state the server rendered the page with, when the page is hydrated rather than rendered afresh. */
  serverState?: RootState;
}

/** Owns the app's store, i18n and router, and lets the QA panel swap all three for a replayed snapshot. */
export function AppRoot({ initial, routerAt, qaPanel = false, serverState }: AppRootProps) {
  const [app, setApp] = useState({ ...initial, generation: 0 });
  const generations = useRef(0);
  const onScreen = useRef(app);

  useEffect(() => {
    if (onScreen.current !== app) onScreen.current.router.dispose();
    onScreen.current = app;
  }, [app]);

  const replaceApp = useCallback(
    async ({ state, path, language }: AppReplacement) => {
      await loadTexts(language);
      generations.current += 1;
      setApp({
        // No storage: a replayed session must not write over the tester's own sign-in in localStorage.
        store: makeStore(state),
        i18n: createI18n(language),
        router: routerAt(path),
        generation: generations.current,
      });
    },
    [routerAt],
  );

  const control = useMemo<AppControl>(
    () => ({
      currentPath: () => app.router.state.location.pathname + app.router.state.location.search,
      replaceApp,
    }),
    [app.router, replaceApp],
  );

  // The panel is not part of the server's markup, so it appears once the page has hydrated.
  const mounted = useMounted();
  return (
    <AppControlContext.Provider value={control}>
      <AppFrame
        store={app.store}
        i18n={app.i18n}
        serverState={app.generation === 0 ? serverState : undefined}
        // A new key mounts the new router's screens afresh instead of reusing the old ones' state.
        router={<RouterProvider key={app.generation} router={app.router} />}
        overlay={
          qaPanel &&
          mounted && (
            <Suspense fallback={null}>
              <QaPanel />
            </Suspense>
          )
        }
      />
    </AppControlContext.Provider>
  );
}
