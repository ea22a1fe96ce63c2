import { createContext, useContext } from 'react';
import type { Language } from '../i18n/i18n';
import type { RootState } from './store';

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
  /** Drops the running store, i18n and router for new ones built from `replacement` (once its texts are loaded). */
  replaceApp: (replacement: AppReplacement) => Promise<void>;
}

/** Given by `<AppRoot>` to what runs inside it (the QA panel). */
export const AppControlContext = createContext<AppControl | null>(null);

export function useAppControl(): AppControl {
  const control = useContext(AppControlContext);
  if (!control) throw new Error('useAppControl needs <AppRoot> above it');
  return control;
}
