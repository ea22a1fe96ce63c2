import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from './pagination';

export interface GalleryInput {
  name: string;
  image: string;
}

export function galleriesRepository(db: Kysely<Database>) {
  return {
    findIdByName: async (name: string): Promise<number | undefined> =>
      (await db.selectFrom('galleries').select('id').where('name', '=', name).executeTakeFirst())?.id,

    async create(input: GalleryInput, at: string = nowIso()): Promise<number> {
      const row = await db
        .insertInto('galleries')
        .values({ ...input, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
