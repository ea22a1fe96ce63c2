import fs from 'node:fs';
import path from 'node:path';

/** A language the locales are written in (locales/<language>/). */
export type LocaleLanguage = 'en' | 'id';

/**
 * `locales/` sits at the project root, above `src/server/services` when run from source and above
 * `dist/node/server/services` when built; the texts are read at run time because the server build only
 * compiles `src`.
 */
function findLocalesDir(from = __dirname): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'locales');
    if (fs.existsSync(path.join(candidate, 'en', 'common.json'))) return candidate;
    if (path.dirname(dir) === dir) throw new Error('locales/en/common.json not found above the server code');
  }
}

let localesDir: string | undefined;
const files = new Map<string, unknown>();

/** The parsed locales/<language>/<namespace>.json, read once. */
export function localeFile(language: LocaleLanguage, namespace: string): unknown {
  const name = `${language}/${namespace}`;
  if (!files.has(name)) {
    localesDir ??= findLocalesDir();
    files.set(name, JSON.parse(fs.readFileSync(path.join(localesDir, language, `${namespace}.json`), 'utf8')));
  }
  return files.get(name);
}

/** Fills `{{name}}` placeholders as i18next does in the client; an unknown name stays as written. */
export const fill = (template: string, params: Record<string, string | number>) =>
  template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/**
 * The text the client shows for `key` ('namespace:dotted.path', as in `t()`), so the server names a page as the
 * page names itself. A missing text throws: it is a mistake in the locales, found at start.
 */
export function localeText(language: LocaleLanguage, key: string, params: Record<string, string | number> = {}) {
  const [namespace = '', keyPath = ''] = key.split(':');
  const text = keyPath
    .split('.')
    .reduce<unknown>(
      (node, part) => (node as Record<string, unknown> | undefined)?.[part],
      localeFile(language, namespace),
    );
  if (typeof text !== 'string') throw new Error(`locales/${language}/${namespace}.json has no text ${keyPath}`);
  return fill(text, params);
}
