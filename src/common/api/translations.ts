import { Type, type Static, type TObject, type TProperties } from '@sinclair/typebox';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../language';

/**
 * Content in several languages. An entity keeps its default-language (English) texts in its own fields and every
 * other language's in `translations`, keyed by language then field: `{ id: { name: 'Pemanis', description: '' } }`.
 * A site document (settings, About, home page) keeps each group of texts as `texts`, keyed by language then field,
 * the default language included. Either way a third language is data: a new key, never a new column.
 * An empty or absent text is a missing translation; a reader then gets the text in another language, and the
 * answer's `fallback` names that field with the language it is in.
 */

/** The languages kept in `translations` (every language but the default one). */
export type TranslatedLanguage = Exclude<Language, 'en'>;
export const TRANSLATED_LANGUAGES = LANGUAGES.filter(
  (language): language is TranslatedLanguage => language !== DEFAULT_LANGUAGE,
);

export const LanguageSchema = Type.Unsafe<Language>({ type: 'string', enum: [...LANGUAGES] });

/** `?lang=` of every public read: the language to answer in; without it the language cookie, then Accept-Language. */
export const LANG_PARAMETER = Type.Optional(
  Type.Unsafe<Language>({
    type: 'string',
    enum: [...LANGUAGES],
    description:
      'The language of the texts. Without it: the `lang` cookie, then Accept-Language, else English. A text missing ' +
      "in that language comes in another one, named in the answer's `fallback`.",
  }),
);
/** The query of a read that takes nothing but the language; other parameters are ignored (e.g. a cache buster). */
export const LanguageQuery = Type.Object({ lang: LANG_PARAMETER });
export type LanguageQuery = Static<typeof LanguageQuery>;

/** The texts of one language: any field may be missing. */
export type TextsOf<F extends string> = Partial<Record<F, string>>;

/** Every non-default language's texts of an entity. */
export type Translations<F extends string> = Partial<Record<TranslatedLanguage, TextsOf<F>>>;

/** Every language's texts of a document group. */
export type TextsByLanguage<F extends string> = Partial<Record<Language, TextsOf<F>>>;

const languagesObject = <T extends TProperties>(languages: readonly Language[], texts: TObject<T>) =>
  Type.Object(
    Object.fromEntries(
      languages.map((language) => [language, Type.Optional(Type.Partial(texts, { additionalProperties: false }))]),
    ),
    { additionalProperties: false },
  );

/** The schema of an entity's `translations`, given the schema of its texts (lenient: an empty text is allowed). */
export const TranslationsSchema = <T extends TProperties>(texts: TObject<T>) =>
  Type.Unsafe<Translations<Extract<keyof T, string>>>(languagesObject(TRANSLATED_LANGUAGES, texts));

/** The schema of a document group's `texts`, every language included. */
export const TextsByLanguageSchema = <T extends TProperties>(texts: TObject<T>) =>
  Type.Unsafe<TextsByLanguage<Extract<keyof T, string>>>(languagesObject(LANGUAGES, texts));

/** The fields of a public answer that are in another language than the one asked for, with that language. */
export type Fallback<F extends string> = Partial<Record<F, Language>>;

export const FallbackSchema = <F extends string>(fields: readonly F[]) =>
  Type.Optional(
    Type.Unsafe<Fallback<F>>(
      Type.Object(Object.fromEntries(fields.map((field) => [field, Type.Optional(LanguageSchema)])), {
        additionalProperties: false,
        description:
          'Present when a text is missing in the language asked for: each such field, with the language it is in.',
      }),
    ),
  );

const hasText = (value: string | undefined): value is string => value !== undefined && value.trim() !== '';

/** Where to look for a text asked for in `language`: that language, then the default one, then the others. */
const searchOrder = (language: Language): Language[] => [
  language,
  ...(language === DEFAULT_LANGUAGE ? [] : [DEFAULT_LANGUAGE]),
  ...LANGUAGES.filter((other) => other !== language && other !== DEFAULT_LANGUAGE),
];

/**
 * The texts in `language`, field by field: a missing one comes from the default language, then from any other;
 * `fallback` names the fields that did. A text missing everywhere is empty.
 */
export function pickTexts<F extends string>(
  byLanguage: TextsByLanguage<F>,
  fields: readonly F[],
  language: Language,
): { texts: Record<F, string>; fallback: Fallback<F> | undefined } {
  const texts = {} as Record<F, string>;
  const fallback: Fallback<F> = {};
  let fellBack = false;
  for (const field of fields) {
    const found = searchOrder(language).find((candidate) => hasText(byLanguage[candidate]?.[field]));
    texts[field] = found === undefined ? '' : byLanguage[found]![field]!;
    if (found !== undefined && found !== language) {
      fallback[field] = found;
      fellBack = true;
    }
  }
  return { texts, fallback: fellBack ? fallback : undefined };
}

/** An entity's texts in every language: its own fields for the default one, `translations` for the others. */
export function entityTexts<F extends string>(
  entity: Record<F, string>,
  translations: Translations<F> | undefined,
  fields: readonly F[],
): TextsByLanguage<F> {
  const own = Object.fromEntries(fields.map((field) => [field, entity[field]])) as TextsOf<F>;
  return { ...translations, [DEFAULT_LANGUAGE]: own };
}

/**
 * The languages in which some text is missing while another language has it: what a "missing translation" badge
 * shows. Empty when every language has every text that any language has.
 */
export function missingLanguages<F extends string>(byLanguage: TextsByLanguage<F>, fields: readonly F[]): Language[] {
  const written = fields.filter((field) => LANGUAGES.some((language) => hasText(byLanguage[language]?.[field])));
  return LANGUAGES.filter((language) => written.some((field) => !hasText(byLanguage[language]?.[field])));
}

/** Keeps only the texts written (trimmed of nothing, but without empty ones), so a stored document stays small. */
export function compactTranslations<F extends string>(translations: Translations<F> | undefined): Translations<F> {
  const compact: Translations<F> = {};
  for (const language of TRANSLATED_LANGUAGES) {
    const texts = Object.entries(translations?.[language] ?? {}).filter(([, value]) => hasText(value as string));
    if (texts.length) compact[language] = Object.fromEntries(texts) as TextsOf<F>;
  }
  return compact;
}
