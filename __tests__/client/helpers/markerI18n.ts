import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';

const localesDir = resolve(__dirname, '../../../locales/en');

type Tree = { [key: string]: string | Tree };

export const MARKER = /⟦[^⟧]*⟧/g;

/** '⟦ns:key⟧', followed by the string's interpolations (' {{name}}'), so interpolated values still show. */
function markers(tree: Tree, ns: string, prefix = ''): Tree {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => {
      if (typeof value !== 'string') return [key, markers(value, ns, `${prefix}${key}.`)];
      const variables = [...value.matchAll(/{{\s*([^}\s]+)\s*}}/g)].map((match) => ` {{${match[1]}}}`);
      return [key, `⟦${ns}:${prefix}${key}⟧${variables.join('')}`];
    }),
  );
}

/**
 * An i18next instance in which every key of every namespace in locales/en reads as its own marker. A component
 * that renders text without t() then shows that text, which is neither a marker nor data.
 */
export function createMarkerI18n(): i18n {
  const files = readdirSync(localesDir).filter((file) => file.endsWith('.json'));
  const namespaces = files.map((file) => file.replace(/\.json$/, ''));
  const resources = Object.fromEntries(
    files.map((file, index) => {
      const ns = namespaces[index]!;
      return [ns, markers(JSON.parse(readFileSync(join(localesDir, file), 'utf8')) as Tree, ns)];
    }),
  );
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: 'en',
    fallbackLng: false,
    supportedLngs: ['en', 'id'],
    ns: namespaces,
    defaultNS: 'common',
    resources: { en: resources },
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}
