import { useAppDispatch } from '../app/hooks';
import { languageChosen } from '../app/ui/uiSlice';
import { loadTexts, rememberLanguage, type Language } from '../i18n/i18n';
import { useChangeLanguage } from '../i18n/ShownLanguage';

/**
 * Switches the whole app to `language`: every visible text at once, the content read from the server included, and
 * remembers the choice for the next visit. The language switch (EN | ID) and the profile's interface language use it.
 */
export function useChooseLanguage(): (language: Language) => Promise<void> {
  const dispatch = useAppDispatch();
  const changeLanguage = useChangeLanguage();
  return async (language) => {
    // The other language's texts are a chunk of their own, fetched on the first switch.
    await loadTexts(language);
    void changeLanguage(language);
    dispatch(languageChosen(language));
    rememberLanguage(language);
  };
}
