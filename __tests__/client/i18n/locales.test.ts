import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(__dirname, '../../..');
const localesDir = join(root, 'locales');
const sourceDir = join(root, 'src/client');

type Tree = { [key: string]: string | Tree };

const readLocale = (language: string, file: string): Tree =>
  JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')) as Tree;

function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const englishFiles = readdirSync(join(localesDir, 'en')).filter((file) => file.endsWith('.json'));
const namespaces = englishFiles.map((file) => file.replace(/\.json$/, ''));

describe('locale files', () => {
  it.each(englishFiles)('locales/id/%s exists with exactly the key paths of locales/en', (file) => {
    expect(readdirSync(join(localesDir, 'id'))).toContain(file);
    const english = keyPaths(readLocale('en', file));
    const indonesian = keyPaths(readLocale('id', file));

    expect({
      missingInId: english.filter((key) => !indonesian.includes(key)),
      onlyInId: indonesian.filter((key) => !english.includes(key)),
    }).toEqual({ missingInId: [], onlyInId: [] });
  });

  it('has no namespace in locales/id that locales/en lacks', () => {
    expect(readdirSync(join(localesDir, 'id')).filter((file) => !englishFiles.includes(file))).toEqual([]);
  });

  it('defines every literal translation key used in src/client in both languages', () => {
    // Any quoted 'ns:key' literal: t('ns:key'), key: 'ns:key', ternaries and helper arguments alike.
    const literal = new RegExp(`['"\`](${namespaces.join('|')}):([\\w.-]+)['"\`]`, 'g');
    const used = new Map<string, string>();
    for (const file of sourceFiles(sourceDir)) {
      for (const match of readFileSync(file, 'utf8').matchAll(literal)) {
        used.set(`${match[1]}:${match[2]}`, relative(root, file));
      }
    }
    const defined = new Set(
      ['en', 'id'].flatMap((language) =>
        namespaces.flatMap((ns) =>
          keyPaths(readLocale(language, `${ns}.json`)).map((key) => `${language}/${ns}:${key}`),
        ),
      ),
    );

    const missing = [...used].flatMap(([key, file]) =>
      ['en', 'id']
        .filter((language) => !defined.has(`${language}/${key}`))
        .map((language) => `${language}/${key} (${file})`),
    );

    expect(used.size).toBeGreaterThan(20);
    expect(missing).toEqual([]);
  });
});
