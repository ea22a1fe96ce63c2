import { useCallback, useMemo, useState } from 'react';
import {
  entityTexts,
  missingLanguages,
  TRANSLATED_LANGUAGES,
  type TextsByLanguage,
  type Translations,
} from '@/common/api/translations';
import { DEFAULT_LANGUAGE, type Language } from '@/common/language';

/**
 * The form state of an entity's translatable texts: every language's values side by side, so editing one never
 * touches another. `english` and `translations` are what the API takes (common/api/translations.ts).
 */
export function useTranslatableTexts<F extends string>(
  fields: readonly F[],
  entity?: Record<F, string> & { translations?: Translations<F> },
) {
  const [texts, setTexts] = useState<TextsByLanguage<F>>(() =>
    entity ? entityTexts(entity, entity.translations, fields) : {},
  );

  const setText = useCallback((language: Language, field: F, value: string) => {
    setTexts((current) => ({ ...current, [language]: { ...current[language], [field]: value } }));
  }, []);

  return useMemo(() => {
    const textOf = (language: Language, field: F): string => texts[language]?.[field] ?? '';
    const english = Object.fromEntries(fields.map((field) => [field, textOf(DEFAULT_LANGUAGE, field)])) as Record<
      F,
      string
    >;
    const translations = Object.fromEntries(
      TRANSLATED_LANGUAGES.map((language) => [
        language,
        Object.fromEntries(fields.map((field) => [field, textOf(language, field)])),
      ]),
    ) as Translations<F>;
    return { texts, textOf, setText, english, translations, missing: missingLanguages(texts, fields) };
  }, [texts, fields, setText]);
}

/** The languages named by server field errors such as `translations.id.name` (English fields have no prefix). */
export function languagesWithErrors(fieldErrors: Record<string, string>, fields: readonly string[]): Language[] {
  const languages = new Set<Language>();
  for (const key of Object.keys(fieldErrors)) {
    const translated = /^translations\.([a-z]{2})\./.exec(key)?.[1];
    if (translated) languages.add(translated as Language);
    else if (fields.includes(key)) languages.add(DEFAULT_LANGUAGE);
  }
  return [...languages];
}
