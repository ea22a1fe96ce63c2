import type { Kysely } from 'kysely';
import { booleanType, timestampType, withId, withTimestamps } from './column-types';

export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('users'))
      .addColumn('username', 'varchar(64)', (col) => col.notNull().unique())
      .addColumn('email', 'varchar(320)', (col) => col.notNull().unique())
      .addColumn('password_hash', 'text', (col) => col.notNull())
      .addColumn('token_version', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('failed_login_count', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('locked_until', timestamp),
  ).execute();

  await withId(db, db.schema.createTable('password_reset_codes'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('expires_at', timestamp, (col) => col.notNull())
    .addColumn('used_at', timestamp)
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('password_reset_codes_user_idx').on('password_reset_codes').column('user_id').execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('categories'))
      .addColumn('name', 'varchar(200)', (col) => col.notNull().unique())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('image', 'text'),
  ).execute();
  await db.schema.createIndex('categories_updated_idx').on('categories').column('updated_at').execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('products'))
      .addColumn('category_id', 'integer', (col) => col.notNull().references('categories.id').onDelete('restrict'))
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('image', 'text'),
  ).execute();
  await db.schema.createIndex('products_category_idx').on('products').columns(['category_id', 'name']).execute();
  await db.schema.createIndex('products_updated_idx').on('products').column('updated_at').execute();
  await db.schema.createIndex('products_name_idx').on('products').column('name').execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('careers'))
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('position', 'varchar(200)', (col) => col.notNull())
      .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('status', booleanType(db), (col) => col.notNull()),
  ).execute();
  await db.schema.createIndex('careers_status_updated_idx').on('careers').columns(['status', 'updated_at']).execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('articles'))
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('author', 'varchar(200)', (col) => col.notNull().defaultTo(''))
      .addColumn('image', 'text'),
  ).execute();
  await db.schema.createIndex('articles_updated_idx').on('articles').column('updated_at').execute();
  await db.schema.createIndex('articles_created_idx').on('articles').column('created_at').execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('galleries'))
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull()),
  ).execute();
  await db.schema.createIndex('galleries_created_idx').on('galleries').column('created_at').execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('site_images'))
      .addColumn('kind', 'varchar(20)', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('title', 'varchar(200)', (col) => col.notNull())
      .addColumn('image', 'text', (col) => col.notNull()),
  ).execute();
  await db.schema.createIndex('site_images_kind_idx').on('site_images').columns(['kind', 'position']).execute();

  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'varchar(100)', (col) => col.primaryKey())
    .addColumn('value', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'app_meta',
    'site_images',
    'galleries',
    'articles',
    'careers',
    'products',
    'categories',
    'password_reset_codes',
    'users',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
