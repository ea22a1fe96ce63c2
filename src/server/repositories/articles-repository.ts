import type { Kysely, Selectable } from 'kysely';
import type { Article, ArticleFields } from '@/common/api/articles';
import type { PageQuery } from '@/common/api/envelope';
import type { ArticlesTable, Database } from '../db/schema';
import { imageSetOf, serializeStoredImage, type StoredImage, type ToImageSet } from './image-column';
import { imageEntity, type ImageRowRemoval, type ImageRowUpdate } from './image-entity';
import { countAll, fetchPage, nowIso, type Page } from './pagination';

export interface ArticleInput {
  title: string;
  content: string;
  author: string;
  image: string | null;
}

export type ArticleUpdate = ImageRowUpdate<{ article: Article }>;

const toArticle = ({ image, ...row }: Selectable<ArticlesTable>, toImageSet: ToImageSet): Article => ({
  ...row,
  article_image: imageSetOf(image, toImageSet),
});

/** Articles. The content is plain text, stored and answered exactly as given (line breaks kept). */
export function articlesRepository(db: Kysely<Database>, toImageSet: ToImageSet) {
  const imageRows = imageEntity(db, 'articles');
  const newestFirst = () => db.selectFrom('articles').selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc');

  return {
    /** Each row's id and last change, for the sitemap. */
    listUpdateStamps: (): Promise<{ id: number; updated_at: string }[]> =>
      db.selectFrom('articles').select(['id', 'updated_at']).orderBy('id').execute(),

    findIdByTitle: async (title: string): Promise<number | undefined> =>
      (await db.selectFrom('articles').select('id').where('title', '=', title).executeTakeFirst())?.id,

    /** Inserts a row as given (the demo seed uses it); answers the new id. */
    create: (input: ArticleInput, at: string = nowIso()): Promise<number> => imageRows.insertSeed(input, at),

    /** The `count` most recently created articles. */
    async listNewest(count: number): Promise<Article[]> {
      return (await newestFirst().limit(count).execute()).map((row) => toArticle(row, toImageSet));
    },

    /** Newest first. */
    listPage(params: PageQuery): Promise<Page<Article>> {
      return fetchPage(
        params,
        async (limit, offset) =>
          (await newestFirst().limit(limit).offset(offset).execute()).map((row) => toArticle(row, toImageSet)),
        () => countAll(db, 'articles'),
      );
    },

    async findById(id: number): Promise<Article | undefined> {
      const row = await db.selectFrom('articles').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toArticle(row, toImageSet);
    },

    async add(fields: ArticleFields, image: StoredImage | null): Promise<Article> {
      const at = nowIso();
      const row = await db
        .insertInto('articles')
        .values({
          title: fields.title.trim(),
          content: fields.content,
          author: fields.author?.trim() ?? '',
          image: image && serializeStoredImage(image),
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toArticle(row, toImageSet);
    },

    /** Replaces the fields; keeps the image when `newImage` is null and the author when it is absent. */
    update(id: number, fields: ArticleFields, newImage: StoredImage | null): Promise<ArticleUpdate> {
      return imageRows.update(id, newImage, async (trx, image) => {
        const row = await trx
          .updateTable('articles')
          .set({
            title: fields.title.trim(),
            content: fields.content,
            ...(fields.author !== undefined && { author: fields.author.trim() }),
            ...image,
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
        return { article: toArticle(row, toImageSet) };
      });
    },

    /** Deletes the row and answers its image, whose files the caller removes once this has committed. */
    remove: (id: number): Promise<ImageRowRemoval> => imageRows.remove(id),
  };
}

export type ArticlesRepository = ReturnType<typeof articlesRepository>;
