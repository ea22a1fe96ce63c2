import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from './pagination';

export interface ProductInput {
  category_id: number;
  name: string;
  description: string;
  image: string | null;
}

export function productsRepository(db: Kysely<Database>) {
  return {
    findIdByName: async (name: string): Promise<number | undefined> =>
      (await db.selectFrom('products').select('id').where('name', '=', name).executeTakeFirst())?.id,

    async create(input: ProductInput, at: string = nowIso()): Promise<number> {
      const row = await db
        .insertInto('products')
        .values({ ...input, created_at: at, updated_at: at })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    },
  };
}
