import type { i18n as I18n } from 'i18next';
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import type { createBrowserRouter } from 'react-router';
// The DOM build passes ReactDOM.flushSync to the router, which navigations asking for `flushSync` need.
import { RouterProvider } from 'react-router/dom';
import { createI18n, type Language } from '../i18n/i18n';
import { Providers } from './providers';
import { makeStore, type AppStore, type RootState } from './store';

export type AppRouter = ReturnType<typeof createBrowserRouter>;

/** What the app runs on: one store, one i18n instance, one router. */
export interface AppInstance {
  store: AppStore;
  i18n: I18n;
  router: AppRouter;
}

/** What a replayed app starts from. */
export interface AppReplacement {
  state: Partial<RootState>;
  /** pathname + search to show. */
  path: string;
  language: Language;
}

export interface AppControl {
  /** pathname + search of the screen shown now. */
  currentPath: () => string;
  /** Drops the running store, i18n and router for new ones built from `replacement`. */
  replaceApp: (replacement: AppReplacement) => void;
}

const AppControlContext = createContext<AppControl | null>(null);

export function useAppControl(): AppControl {
  const control = useContext(AppControlContext);
  if (!control) throw new Error('useAppControl needs <AppRoot> above it');
  return control;
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
}

/** Owns the app's store, i18n and router, and lets the QA panel swap all three for a replayed snapshot. */
export function AppRoot({ initial, routerAt, qaPanel = false }: AppRootProps) {
  const [app, setApp] = useState({ ...initial, generation: 0 });
  const generations = useRef(0);
  const onScreen = useRef(app);

  useEffect(() => {
    if (onScreen.current !== app) onScreen.current.router.dispose();
    onScreen.current = app;
  }, [app]);

  const replaceApp = useCallback(
    ({ state, path, language }: AppReplacement) => {
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

  return (
    <AppControlContext.Provider value={control}>
      <Providers store={app.store} i18n={app.i18n}>
        {/* A new key mounts the new router's screens afresh instead of reusing the old ones' state. */}
        <RouterProvider key={app.generation} router={app.router} />
        {qaPanel && (
          <Suspense fallback={null}>
            <QaPanel />
          </Suspense>
        )}
      </Providers>
    </AppControlContext.Provider>
  );
}
