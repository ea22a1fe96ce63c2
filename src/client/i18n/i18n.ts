import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import enAdmin from '../../../locales/en/admin.json';
import enCommon from '../../../locales/en/common.json';
import enPublic from '../../../locales/en/public.json';
import enValidation from '../../../locales/en/validation.json';
import idAdmin from '../../../locales/id/admin.json';
import idCommon from '../../../locales/id/common.json';
import idPublic from '../../../locales/id/public.json';
import idValidation from '../../../locales/id/validation.json';

export const LANGUAGES = ['en', 'id'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_STORAGE_KEY = 'lang';

export const resources = {
  en: { common: enCommon, public: enPublic, admin: enAdmin, validation: enValidation },
  id: { common: idCommon, public: idPublic, admin: idAdmin, validation: idValidation },
} as const;

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** `?lang=` first, then the stored choice, then the browser's languages, else English. */
export function detectLanguage(input: { search?: string; stored?: string | null; browser?: readonly string[] }): Language {
  const fromQuery = new URLSearchParams(input.search ?? '').get('lang');
  if (isLanguage(fromQuery)) return fromQuery;
  if (isLanguage(input.stored)) return input.stored;
  for (const tag of input.browser ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    if (base === 'in') return 'id';
    if (isLanguage(base)) return base;
  }
  return 'en';
}

/** A ready i18next instance with every text bundled (no loading flash, no network). */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['common', 'public', 'admin', 'validation'],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
