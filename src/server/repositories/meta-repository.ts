import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Small key/value facts about the installation itself (e.g. whether the demo content was seeded). */
export function metaRepository(db: Kysely<Database>) {
  return {
    async get(key: string): Promise<string | undefined> {
      return (await db.selectFrom('app_meta').select('value').where('key', '=', key).executeTakeFirst())?.value;
    },
    async set(key: string, value: string): Promise<void> {
      await db
        .insertInto('app_meta')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    },
  };
}
