import type { Kysely } from 'kysely';
import { ARTICLE_TEXT_FIELDS } from '@/common/api/articles';
import { CAREER_TEXT_FIELDS } from '@/common/api/careers';
import { CATEGORY_TEXT_FIELDS } from '@/common/api/catalogue';
import type { SearchKind } from '@/common/api/search';
import { LANGUAGES, type Language } from '@/common/language';
import type { Database } from '@/server/db/schema';
import { PUBLISHED } from '../publication-columns';
import { localizeRow } from '../translations';
import { visibleCategories, visibleProducts } from '../visible-catalogue';
import { productDocuments } from './product-documents';
import type { SearchDocument } from './search-engine';
import { documentText } from './search-text';

/** What the index holds of one kind of entity. */
interface DocumentSource {
  /** Every entity of the kind that visitors can find. */
  ids(executor: Kysely<Database>): Promise<number[]>;
  /** The index rows of those of `ids` that visitors can find, one per language. */
  documents(executor: Kysely<Database>, ids: number[]): Promise<SearchDocument[]>;
}

const idsOf = async (query: Promise<{ id: number }[]>) => (await query).map((row) => row.id);

/** One row per language, each from the entity's texts in that language (a missing text falls back, as pages do). */
const inEveryLanguage = (
  kind: SearchKind,
  id: number,
  document: (language: Language) => Pick<SearchDocument, 'title' | 'body'>,
): SearchDocument[] => LANGUAGES.map((language) => ({ kind, entity_id: id, language, ...document(language) }));

/** Visitors see published categories only, so only those are found. */
const categories: DocumentSource = {
  ids: (executor) => idsOf(visibleCategories(executor).select('id').execute()),
  async documents(executor, ids) {
    const rows = await visibleCategories(executor)
      .select(['id', 'name', 'description', 'translations'])
      .where('id', 'in', ids)
      .execute();
    return rows.flatMap((row) =>
      inEveryLanguage('category', row.id, (language) => {
        const { name, description } = localizeRow(row, CATEGORY_TEXT_FIELDS, language);
        return { title: documentText([name]), body: documentText([description]) };
      }),
    );
  },
};

/** Visitors read published articles only, so only those are found. */
const articles: DocumentSource = {
  ids: (executor) => idsOf(executor.selectFrom('articles').select('id').where('state', '=', PUBLISHED).execute()),
  async documents(executor, ids) {
    const rows = await executor
      .selectFrom('articles')
      .select(['id', 'title', 'content', 'author', 'translations'])
      .where('id', 'in', ids)
      .where('state', '=', PUBLISHED)
      .execute();
    return rows.flatMap((row) =>
      inEveryLanguage('article', row.id, (language) => {
        const { title, content, author } = localizeRow(row, ARTICLE_TEXT_FIELDS, language);
        return { title: documentText([title]), body: documentText([content, author]) };
      }),
    );
  },
};

/** Visitors see active careers only, so only those are found. */
const careers: DocumentSource = {
  ids: (executor) => idsOf(executor.selectFrom('careers').select('id').where('state', '=', PUBLISHED).execute()),
  async documents(executor, ids) {
    const rows = await executor
      .selectFrom('careers')
      .select(['id', 'name', 'position', 'description', 'translations'])
      .where('id', 'in', ids)
      .where('state', '=', PUBLISHED)
      .execute();
    return rows.flatMap((row) =>
      inEveryLanguage('career', row.id, (language) => {
        const { name, position, description } = localizeRow(row, CAREER_TEXT_FIELDS, language);
        return { title: documentText([name, position]), body: documentText([description]) };
      }),
    );
  },
};

/** Visitors see a product while it and its category are published, so only then is it found. */
const products: DocumentSource = {
  ids: (executor) => idsOf(visibleProducts(executor).select('id').execute()),
  documents: productDocuments,
};

export const DOCUMENT_SOURCES: Record<SearchKind, DocumentSource> = {
  product: products,
  category: categories,
  article: articles,
  career: careers,
};
