import type { i18n as I18n } from 'i18next';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { I18nextProvider } from 'react-i18next';
import type { Language } from '@/common/language';

/** Each i18n instance's copies fixed to one language, sharing its texts (i18next's cloneInstance). */
const fixedCopies = new WeakMap<I18n, Map<string, I18n>>();

function fixedTo(i18n: I18n, language: string): I18n {
  let copies = fixedCopies.get(i18n);
  if (!copies) fixedCopies.set(i18n, (copies = new Map()));
  let copy = copies.get(language);
  if (!copy) copies.set(language, (copy = i18n.cloneInstance({ lng: language })));
  return copy;
}

const ChangeLanguage = createContext<(language: Language) => Promise<unknown>>(() => Promise.resolve());

/**
 * The screens read their texts from an i18n instance fixed to the language shown, which React reads from i18next as
 * an external store: a change of language is one update of every screen at once, not a change of a shared object
 * under them. A lazy part still showing the server's markup keeps the instance it was first drawn with until it has
 * mounted (components/lazyPart.tsx), so it is hydrated in the words of its markup. `<html lang>` follows what is
 * shown.
 */
export function ShownLanguage({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const subscribe = useCallback(
    (changed: () => void) => {
      i18n.on('languageChanged', changed);
      return () => i18n.off('languageChanged', changed);
    },
    [i18n],
  );
  const language = useSyncExternalStore(
    subscribe,
    () => i18n.language,
    () => i18n.language,
  );
  useEffect(() => document.documentElement.setAttribute('lang', language), [language]);
  const shown = useMemo(() => fixedTo(i18n, language), [i18n, language]);
  const change = useMemo(() => (next: Language) => i18n.changeLanguage(next), [i18n]);
  return (
    <ChangeLanguage.Provider value={change}>
      <I18nextProvider i18n={shown}>{children}</I18nextProvider>
    </ChangeLanguage.Provider>
  );
}

/** Switches every screen to `language` (its texts loaded first: loadTexts). */
export const useChangeLanguage = () => useContext(ChangeLanguage);
