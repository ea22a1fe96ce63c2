import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import { ShownLanguage } from '../i18n/ShownLanguage';
import { theme } from '../theme/theme';
import { useAppSelector } from './hooks';
import { SiteSettingsProvider } from './siteSettings';
import type { AppStore, RootState } from './store';

const Toasts = lazy(() => import(/* webpackChunkName: "toasts" */ './ui/Toasts'));

/**
 * Mounts the toasts once the first one is queued, so a visit that never shows one never downloads notistack;
 * at once for a signed-in user, whose back office toasts after most actions.
 */
function ToastsOnDemand() {
  const wanted = useAppSelector((state) => state.ui.toasts.length > 0 || Boolean(state.auth.token));
  const [needed, setNeeded] = useState(wanted);
  if (wanted && !needed) setNeeded(true);
  return needed ? (
    <Suspense fallback={null}>
      <Toasts />
    </Suspense>
  ) : null;
}

interface ProvidersProps {
  store: AppStore;
  i18n: I18n;
  /**
   * The state the server rendered the page with: while the page hydrates, every selector reads it instead of the
   * store, which already holds what this browser keeps (a sign-in, the enquiry basket); the difference is drawn
   * right after.
   */
  serverState?: RootState;
  children: ReactNode;
}

/** Store, i18n, theme, toasts and the site's settings around the router. */
export function Providers({ store, i18n, serverState, children }: ProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <ShownLanguage i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <ToastsOnDemand />
          <SiteSettingsProvider>{children}</SiteSettingsProvider>
        </ThemeProvider>
      </ShownLanguage>
    </Provider>
  );
}
