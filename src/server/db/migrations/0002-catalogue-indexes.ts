import { sql, type Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  // The admin product list is ordered newest first.
  await db.schema.createIndex('products_created_idx').on('products').columns(['created_at', 'id']).execute();
  // 'Flavours' and 'flavours' would be the same category to a visitor.
  await db.schema
    .createIndex('categories_name_ci_unique')
    .on('categories')
    .unique()
    .expression(sql`lower(name)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('categories_name_ci_unique').execute();
  await db.schema.dropIndex('products_created_idx').execute();
}
