import type { Kysely } from 'kysely';
import type { Database, SiteImagesTable } from '../db/schema';
import { nowIso } from './pagination';

export type SiteImageKind = SiteImagesTable['kind'];

/** The home page's carousel slides and partner logos. */
export function siteImagesRepository(db: Kysely<Database>) {
  return {
    exists: async (kind: SiteImageKind, position: number): Promise<boolean> =>
      Boolean(
        await db
          .selectFrom('site_images')
          .select('id')
          .where('kind', '=', kind)
          .where('position', '=', position)
          .executeTakeFirst(),
      ),

    async create(input: { kind: SiteImageKind; position: number; title: string; image: string }): Promise<void> {
      const at = nowIso();
      await db
        .insertInto('site_images')
        .values({ ...input, created_at: at, updated_at: at })
        .execute();
    },
  };
}
