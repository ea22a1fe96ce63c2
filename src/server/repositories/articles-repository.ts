import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from './pagination';

export interface ArticleInput {
  title: string;
  content: string;
  author: string;
  image: string | null;
}

export function articlesRepository(db: Kysely<Database>) {
  return {
    findIdByTitle: async (title: string): Promise<number | undefined> =>
      (await db.selectFrom('articles').select('id').where('title', '=', title).executeTakeFirst())?.id,

    async create(input: ArticleInput, at: string = nowIso()): Promise<number> {
      const row = await db
        .insertInto('articles')
        .values({ ...input, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
