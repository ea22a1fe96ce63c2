import { PostgresAdapter, sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Language } from '@/common/language';
import {
  compactTranslations,
  entityTexts,
  pickTexts,
  TRANSLATED_LANGUAGES,
  type Fallback,
  type Translations,
} from '@/common/api/translations';
import type { Database } from '../db/schema';
import { containsText } from './text-search';

/**
 * The `translations` column of content rows: JSON text keyed by language then field, every language but English,
 * which is in the row's own columns (see common/api/translations.ts).
 */

/** A row's translations; a column that does not hold a JSON object reads as none. */
export function parseTranslations<F extends string>(column: string | null | undefined): Translations<F> {
  if (!column) return {};
  try {
    const parsed: unknown = JSON.parse(column);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Translations<F>) : {};
  } catch {
    return {};
  }
}

/** The column's text for `translations`, keeping only the texts written. */
export const serializeTranslations = <F extends string>(translations: Translations<F> | undefined): string =>
  JSON.stringify(compactTranslations(translations));

type Localized<R, F extends string> = Omit<R, 'translations'> & Record<F, string> & { fallback?: Fallback<F> };

/**
 * A row in `language`: each of `fields` from its translation, else from English (or any language that has it),
 * with `fallback` naming the fields that are not in `language`. The `translations` column is dropped.
 */
export function localizeRow<R extends { translations: string } & Record<F, string>, F extends string>(
  row: R,
  fields: readonly F[],
  language: Language,
): Localized<R, F> {
  const { translations, ...rest } = row;
  const { texts, fallback } = pickTexts(entityTexts(row, parseTranslations<F>(translations), fields), fields, language);
  return { ...rest, ...texts, ...(fallback && { fallback }) } as Localized<R, F>;
}

/** A row for the back office: its English fields as they are, its `translations` parsed. */
export function withTranslations<R extends { translations: string }, F extends string>(
  row: R,
): Omit<R, 'translations'> & { translations: Translations<F> } {
  return { ...row, translations: parseTranslations<F>(row.translations) };
}

const isPostgres = (db: Kysely<Database>) => db.getExecutor().adapter instanceof PostgresAdapter;

/** One field of one language inside a `translations` column, as text (null when absent). */
function translatedText(
  db: Kysely<Database>,
  column: Expression<string>,
  language: Language,
  field: string,
): RawBuilder<string> {
  return isPostgres(db)
    ? sql<string>`coalesce((${column})::jsonb #>> ${sql.lit(`{${language},${field}}`)}, '')`
    : sql<string>`coalesce(json_extract(${column}, ${sql.lit(`$.${language}.${field}`)}), '')`;
}

/** Whether `term` is in a text field in any language: the English column or any translation of it. */
export function containsTextInAnyLanguage(
  db: Kysely<Database>,
  englishColumn: Expression<string>,
  translationsColumn: Expression<string>,
  field: string,
  term: string,
): RawBuilder<SqlBool> {
  const tests = [
    containsText(englishColumn, term),
    ...TRANSLATED_LANGUAGES.map((language) =>
      containsText(translatedText(db, translationsColumn, language, field), term),
    ),
  ];
  return sql<SqlBool>`(${sql.join(tests, sql` or `)})`;
}
