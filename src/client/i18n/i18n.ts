import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, LANGUAGES, languageCookie, negotiateLanguage, type Language } from '@/common/language';
import type { adminTexts as AdminTextsValue } from './adminTexts';
import type { texts as PageTextsValue } from './texts/en';

export { isLanguage, LANGUAGES, type Language };

type PageTexts = typeof PageTextsValue;

/** What every page needs, one chunk per language; the back office's texts ('admin') come with its screens. */
const PAGE_TEXTS: Record<Language, () => Promise<{ texts: PageTexts }>> = {
  en: () => import(/* webpackChunkName: "texts-en" */ './texts/en'),
  id: () => import(/* webpackChunkName: "texts-id" */ './texts/id'),
};
const pageTexts: Partial<Record<Language, PageTexts>> = {};

type AdminTexts = typeof AdminTextsValue;
const ADMIN_NAMESPACE = 'admin';
let adminTexts: AdminTexts | undefined;
/** Every instance made here, weakly: the back office's texts are added to each one still in use. */
const instances = new Set<WeakRef<i18n>>();

function addPageTexts(instance: i18n): void {
  for (const language of LANGUAGES) {
    const texts = pageTexts[language];
    if (!texts) continue;
    for (const [namespace, bundle] of Object.entries(texts)) {
      if (!instance.hasResourceBundle(language, namespace)) instance.addResourceBundle(language, namespace, bundle);
    }
  }
}

/** Every i18n instance still in use. */
function liveInstances(): i18n[] {
  const live: i18n[] = [];
  for (const reference of instances) {
    const instance = reference.deref();
    if (instance) live.push(instance);
    else instances.delete(reference);
  }
  return live;
}

/**
 * Loads a language's texts (once) into every i18n instance: before the first render in it, and before switching
 * to it. English is the fallback of every missing text, so it comes too.
 */
export async function loadTexts(language: Language): Promise<void> {
  const wanted = [...new Set<Language>([language, 'en'])].filter((name) => !pageTexts[name]);
  const loaded = await Promise.all(wanted.map(async (name) => [name, (await PAGE_TEXTS[name]()).texts] as const));
  for (const [name, texts] of loaded) pageTexts[name] = texts;
  for (const instance of liveInstances()) addPageTexts(instance);
}

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
  for (const instance of liveInstances()) addAdminTexts(instance);
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

/**
 * A ready i18next instance with the texts loaded so far (no loading flash, no network): await loadTexts(language)
 * first.
 */
export function createI18n(language: Language): i18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    ns: ['common', 'public', ADMIN_NAMESPACE, 'validation'],
    defaultNS: 'common',
    // The texts loaded so far, at init: i18next then knows the language is there (`resolvedLanguage`).
    resources: Object.fromEntries(
      LANGUAGES.flatMap((name) => (pageTexts[name] ? [[name, { ...pageTexts[name] }]] : [])),
    ),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  addAdminTexts(instance);
  instances.add(new WeakRef(instance));
  return instance;
}
