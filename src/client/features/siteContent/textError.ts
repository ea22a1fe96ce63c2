import { DEFAULT_LANGUAGE, type Language } from '@/common/language';

/** The server's error about a text in one language: English ones carry the field's name, others `translations.<lang>.`. */
export const textError = (fieldErrors: Record<string, string>, language: Language, field: string) =>
  fieldErrors[language === DEFAULT_LANGUAGE ? field : `translations.${language}.${field}`];
