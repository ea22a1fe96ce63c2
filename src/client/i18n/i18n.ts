import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, languageCookie, negotiateLanguage, type Language } from '@/common/language';
import type { adminTexts as AdminTextsValue } from './adminTexts';
import enCommon from '../../../locales/en/common.json';
import enPublic from '../../../locales/en/public.json';
import enValidation from '../../../locales/en/validation.json';
import idCommon from '../../../locales/id/common.json';
import idPublic from '../../../locales/id/public.json';
import idValidation from '../../../locales/id/validation.json';

export { isLanguage, LANGUAGES, type Language };

/** What every page needs; the back office's texts ('admin') come with its screens, see loadAdminTexts. */
export const resources = {
  en: { common: enCommon, public: enPublic, validation: enValidation },
  id: { common: idCommon, public: idPublic, validation: idValidation },
} as const;

type AdminTexts = typeof AdminTextsValue;
const ADMIN_NAMESPACE = 'admin';
let adminTexts: AdminTexts | undefined;
/** Every instance made here, weakly: the back office's texts are added to each one still in use. */
const instances = new Set<WeakRef<i18n>>();

function addAdminTexts(instance: i18n): void {
  if (!adminTexts) return;
  for (const language of LANGUAGES) {
    if (!instance.hasResourceBundle(language, ADMIN_NAMESPACE)) {
      instance.addResourceBundle(language, ADMIN_NAMESPACE, adminTexts[language]);
    }
  }
}

/** Loads the back office's texts (once) into every i18n instance; the admin and sign-in routes await it. */
export async function loadAdminTexts(): Promise<void> {
  adminTexts ??= (await import(/* webpackChunkName: "admin-texts" */ './adminTexts')).adminTexts;
  for (const reference of instances) {
    const instance = reference.deref();
    if (instance) addAdminTexts(instance);
    else instances.delete(reference);
  }
}

/** The language the app starts in: `?lang=`, then the remembered choice, then the browser's languages. */
export function browserLanguage(): Language {
  return negotiateLanguage({
    query: new URLSearchParams(window.location.search).get('lang'),
    cookie: document.cookie,
    acceptLanguage: navigator.languages,
  });
}

/** Remembers the visitor's choice for the next visit, typed URLs and bookmarks included (the server reads it). */
export function rememberLanguage(language: Language): void {
  document.cookie = languageCookie(language);
}

/** A ready i18next instance with every text bundled (no loading flash, no network). */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['common', 'public', ADMIN_NAMESPACE, 'validation'],
    defaultNS: 'common',
    resources,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  addAdminTexts(instance);
  instances.add(new WeakRef(instance));
  return instance;
}
