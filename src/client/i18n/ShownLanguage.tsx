import type { i18n as I18n } from 'i18next';
import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
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
 * The language the screens are drawn in is React state, and the texts they read come from an i18n instance fixed to
 * it: a change of language is an update React knows of, not a change of a shared object under it. So a part of the
 * page still showing the server's markup (a lazy part whose code has not come yet) is hydrated in the language the
 * server drew it in, before the update reaches it, or drawn anew in the new language if its code is still on the
 * way; it never meets texts that differ from its markup. `<html lang>` follows what is shown.
 */
export function ShownLanguage({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  const [chosen, setChosen] = useState({ i18n, language: i18n.language });
  // A new instance (a replayed QA snapshot) is drawn in its own language from its first render.
  const language = chosen.i18n === i18n ? chosen.language : i18n.language;
  useEffect(() => {
    const follow = (next: string) =>
      setChosen((current) => (current.i18n === i18n && current.language === next ? current : { i18n, language: next }));
    follow(i18n.language);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n]);
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
