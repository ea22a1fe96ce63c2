import type { Kysely, Selectable } from 'kysely';
import { ARTICLE_TEXT_FIELDS, type AdminArticle, type Article, type ArticleFields } from '@/common/api/articles';
import type { AdminListParams } from '@/common/api/admin-list';
import type { PageQuery } from '@/common/api/envelope';
import type { PublicationState } from '@/common/api/publication';
import type { Language } from '@/common/language';
import type { ArticlesTable, Database } from '../db/schema';
import { imageSetOf, serializeStoredImage, type StoredImage, type ToImageSet } from './image-column';
import { imageEntity, type ImageRowRemoval, type ImageRowUpdate } from './image-entity';
import { fetchListPage, fetchPage, mapPage, nowIso, type Page } from './pagination';
import { dropFromIndex, reindex } from './search-index';
import { caseless, containsText } from './text-search';
import { containsTextInAnyLanguage, localizeRow, serializeTranslations, withTranslations } from './translations';
import { PUBLISHED, type StoredPublication } from './publication-columns';
import { asRestored, type InTransaction, type RestoredRow } from './restored-row';
import type { PreviewRead } from './pending-changes-repository';

export interface ArticleInput {
  title: string;
  content: string;
  author: string;
  image: string | null;
  translations?: string;
}

export type ArticleUpdate = ImageRowUpdate<{ article: AdminArticle }>;

/** The columns an article's form sets: the author and the translations only when it names them. */
const articleColumns = (fields: ArticleFields) => ({
  title: fields.title.trim(),
  content: fields.content,
  ...(fields.author !== undefined && { author: fields.author.trim() }),
  ...(fields.translations !== undefined && { translations: serializeTranslations(fields.translations) }),
});

type ArticleRow = Selectable<ArticlesTable>;

/** An article in `language`, as visitors read it (a published one: its publication goes without saying). */
const toArticle = (
  { image, state: _state, publish_at: _publishAt, unpublish_at: _unpublishAt, ...row }: ArticleRow,
  toImageSet: ToImageSet,
  language: Language,
) =>
  ({
    ...localizeRow(row, ARTICLE_TEXT_FIELDS, language),
    article_image: imageSetOf(image, toImageSet),
  }) satisfies Article;

/** An article as the back office edits it: English fields, every translation and its publication. */
const toAdminArticle = ({ image, state, ...row }: ArticleRow, toImageSet: ToImageSet) =>
  ({
    ...withTranslations(row),
    state: state as PublicationState,
    article_image: imageSetOf(image, toImageSet),
  }) satisfies AdminArticle;

/** Articles. The content is plain text, stored and answered exactly as given (line breaks kept). */
export function articlesRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  const imageRows = imageEntity(db, 'articles');
  const published = () => db.selectFrom('articles').where('state', '=', PUBLISHED);
  const newestFirst = () => published().selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');
  const findRow = (executor: Kysely<Database>, id: number) =>
    executor.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();

  return {
    /** Each published article's id and last change, for the sitemap. */
    listUpdateStamps: (): Promise<{ id: number; updated_at: string }[]> =>
      published().select(['id', 'updated_at']).orderBy('id').execute(),

    findIdByTitle: async (title: string): Promise<number | undefined> =>
      (await db.selectFrom('articles').select('id').where('title', '=', title).executeTakeFirst())?.id,

    /** Inserts a row as given (the demo seed uses it); answers the new id. */
    create: (input: ArticleInput, at: string = nowIso()): Promise<number> => imageRows.insertSeed(input, at),

    /** The `count` most recently created articles, in `language`. */
    async listNewest(count: number, language: Language): Promise<Article[]> {
      return (await newestFirst().limit(count).execute()).map((row) => toArticle(row, toImageSet, language));
    },

    /** Newest first, in `language`. */
    listPage(params: PageQuery, language: Language): Promise<Page<Article>> {
      return fetchPage(
        params,
        async (limit, offset) =>
          (await newestFirst().limit(limit).offset(offset).execute()).map((row) =>
            toArticle(row, toImageSet, language),
          ),
        async () =>
          Number(
            (
              await published()
                .select((eb) => eb.fn.countAll().as('n'))
                .executeTakeFirstOrThrow()
            ).n,
          ),
      );
    },

    /**
     * As the back office lists them, drafts and scheduled ones too: found by title, content (any language) or
     * author, of one publication state if asked, sorted, paged.
     */
    async listPageForAdmin(
      request: AdminListParams<'articles'> & { state?: PublicationState },
    ): Promise<Page<AdminArticle>> {
      const { state } = request;
      const rows = db.selectFrom('articles').selectAll();
      const page = await fetchListPage(state ? rows.where('state', '=', state) : rows, request, {
        matches: (eb, term) =>
          eb.or([
            containsTextInAnyLanguage(db, eb.ref('title'), eb.ref('translations'), 'title', term),
            containsTextInAnyLanguage(db, eb.ref('content'), eb.ref('translations'), 'content', term),
            containsText(eb.ref('author'), term),
          ]),
        sortColumns: {
          created_at: 'created_at',
          title: (eb) => caseless(eb.ref('title')),
          author: (eb) => caseless(eb.ref('author')),
          updated_at: 'updated_at',
        },
        id: 'id',
      });
      return mapPage(page, (row) => toAdminArticle(row, toImageSet));
    },

    /**
     * A published article in `language`, as visitors read it; a preview reads it whatever its publication, with its
     * unpublished changes laid over it.
     */
    async findById(
      id: number,
      language: Language,
      { unpublished = false, changes }: PreviewRead<ArticleFields> = {},
    ): Promise<Article | undefined> {
      const rows = unpublished ? db.selectFrom('articles') : published();
      const row = await rows.selectAll().where('id', '=', id).executeTakeFirst();
      if (!row) return undefined;
      const shown = changes
        ? {
            ...row,
            ...articleColumns(changes.fields),
            ...(changes.image && { image: serializeStoredImage(changes.image) }),
          }
        : row;
      return toArticle(shown, toImageSet, language);
    },

    async findForAdmin(id: number): Promise<AdminArticle | undefined> {
      const row = await findRow(db, id);
      return row && toAdminArticle(row, toImageSet);
    },

    add(
      fields: ArticleFields,
      image: StoredImage | null,
      publication: StoredPublication,
      restored?: RestoredRow,
    ): Promise<AdminArticle> {
      const at = nowIso();
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .insertInto('articles')
          .values({
            title: fields.title.trim(),
            content: fields.content,
            author: fields.author?.trim() ?? '',
            translations: serializeTranslations(fields.translations),
            image: image && serializeStoredImage(image),
            ...publication,
            created_at: at,
            updated_at: at,
            ...asRestored(restored),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await reindex(trx, 'article', [row.id]);
        return toAdminArticle(row, toImageSet);
      });
    },

    /**
     * Replaces the fields; keeps the image when `newImage` is null, the author and the translations when they are
     * absent, and the publication when `publication` is.
     */
    update(
      id: number,
      fields: ArticleFields,
      newImage: StoredImage | null,
      publication?: StoredPublication,
    ): Promise<ArticleUpdate> {
      return imageRows.update(id, newImage, async (trx, image) => {
        const row = await trx
          .updateTable('articles')
          .set({
            ...articleColumns(fields),
            ...image,
            ...publication,
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        await reindex(trx, 'article', [id]);
        return { article: toAdminArticle(row, toImageSet) };
      });
    },

    /** The publication of the article, for resolving an edit's fields against it. */
    publicationOf: (id: number): Promise<StoredPublication | undefined> =>
      db
        .selectFrom('articles')
        .select(['state', 'publish_at', 'unpublish_at'])
        .where('id', '=', id)
        .executeTakeFirst() as Promise<StoredPublication | undefined>,

    /** Deletes the row and answers its image, whose files the caller removes once this has committed. */
    remove: (id: number, alsoRecord?: InTransaction): Promise<ImageRowRemoval> =>
      db.transaction().execute(async (trx) => {
        const removal = await imageEntity(trx, 'articles').remove(id);
        if (removal.status === 'deleted') {
          await dropFromIndex(trx, 'article', [id]);
          await alsoRecord?.(trx);
        }
        return removal;
      }),
  };
}

export type ArticlesRepository = ReturnType<typeof articlesRepository>;
