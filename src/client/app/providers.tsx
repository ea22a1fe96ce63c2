import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { SnackbarProvider } from 'notistack';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import type { i18n as I18n } from 'i18next';
import { TOAST_DEFAULT_MS } from '../../common/constants';
import { Notifier } from '../features/ui/Notifier';
import { theme } from '../theme/theme';
import type { AppStore } from './store';

/** `<html lang>` follows the language. */
function DocumentLanguage({ i18n }: { i18n: I18n }) {
  useEffect(() => {
    const apply = (language: string) => document.documentElement.setAttribute('lang', language);
    apply(i18n.resolvedLanguage ?? i18n.language);
    i18n.on('languageChanged', apply);
    return () => i18n.off('languageChanged', apply);
  }, [i18n]);
  return null;
}

/** Store, i18n, theme and toasts around the router. */
export function Providers({ store, i18n, children }: { store: AppStore; i18n: I18n; children: ReactNode }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <ThemeProvider theme={theme}>
          <CssBaseline />
          <SnackbarProvider maxSnack={4} autoHideDuration={TOAST_DEFAULT_MS} anchorOrigin={{ vertical: 'top', horizontal: 'right' }}>
            <DocumentLanguage i18n={i18n} />
            <Notifier />
            {children}
          </SnackbarProvider>
        </ThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
