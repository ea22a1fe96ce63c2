import { sql, type Kysely } from 'kysely';
import { booleanType, timestampType, withId, withTimestamps } from './column-types';

/**
 * What buyers look for in a product:
 * - specification fields on `products`: texts translated like the name (grade, appearance, packaging, origin, shelf
 *   life, storage; English in the columns, other languages in `translations`), identifiers that are the same in
 *   every language (CAS number, E-number, INCI name) and the principal it is made by (a partner);
 * - its certifications (halal with issuer and expiry, BPOM, others), one row each;
 * - the industries and applications it serves: one table of terms of either kind, linked to products many-to-many;
 * - its documents (TDS, SDS, CoA template, certificates): PDF files kept under the data directory, one row each.
 */

const SPEC_TEXT_COLUMNS = [
  ['grade', 200],
  ['appearance', 500],
  ['packaging', 500],
  ['origin', 200],
  ['shelf_life', 200],
  ['storage', 500],
  ['cas_number', 40],
  ['e_number', 40],
  ['inci_name', 500],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [column, length] of SPEC_TEXT_COLUMNS) {
    await db.schema
      .alterTable('products')
      .addColumn(column, sql`varchar(${sql.lit(length)})`, (col) => col.notNull().defaultTo(''))
      .execute();
  }
  await db.schema
    .alterTable('products')
    .addColumn('principal_id', 'integer', (col) => col.references('partners.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('products_principal_idx').on('products').column('principal_id').execute();

  await withId(db, db.schema.createTable('product_certifications'))
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('name', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('issuer', 'varchar(200)', (col) => col.notNull().defaultTo(''))
    .addColumn('number', 'varchar(100)', (col) => col.notNull().defaultTo(''))
    // A calendar day (YYYY-MM-DD), not an instant: text on both databases.
    .addColumn('expires_on', 'varchar(10)')
    .execute();
  await db.schema
    .createIndex('product_certifications_product_idx')
    .on('product_certifications')
    .columns(['product_id', 'position'])
    .execute();
  // The certification facet counts products per kind.
  await db.schema
    .createIndex('product_certifications_kind_idx')
    .on('product_certifications')
    .columns(['kind', 'product_id'])
    .execute();

  await withTimestamps(
    db,
    withId(db, db.schema.createTable('catalogue_terms'))
      .addColumn('kind', 'varchar(20)', (col) => col.notNull())
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('translations', 'text', (col) => col.notNull().defaultTo('{}')),
  ).execute();
  await db.schema
    .createIndex('catalogue_terms_kind_name_idx')
    .on('catalogue_terms')
    .columns(['kind', 'name'])
    .unique()
    .execute();

  await db.schema
    .createTable('product_terms')
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('term_id', 'integer', (col) => col.notNull().references('catalogue_terms.id').onDelete('cascade'))
    .addPrimaryKeyConstraint('product_terms_pk', ['product_id', 'term_id'])
    .execute();
  // The facets count products per term.
  await db.schema
    .createIndex('product_terms_term_idx')
    .on('product_terms')
    .columns(['term_id', 'product_id'])
    .execute();

  const timestamp = timestampType(db);
  await withId(db, db.schema.createTable('product_documents'))
    // Deleting a product deletes its rows here too; the repository collects their files first to remove them.
    .addColumn('product_id', 'integer', (col) => col.notNull().references('products.id').onDelete('cascade'))
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('kind', 'varchar(20)', (col) => col.notNull())
    .addColumn('language', 'varchar(10)', (col) => col.notNull())
    .addColumn('name', 'varchar(255)', (col) => col.notNull())
    .addColumn('file', 'varchar(100)', (col) => col.notNull().unique())
    .addColumn('size', 'integer', (col) => col.notNull())
    .addColumn('on_request', booleanType(db), (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', timestamp, (col) => col.notNull())
    .addColumn('updated_at', timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('product_documents_product_idx')
    .on('product_documents')
    .columns(['product_id', 'position'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('product_documents').execute();
  await db.schema.dropTable('product_terms').execute();
  await db.schema.dropTable('catalogue_terms').execute();
  await db.schema.dropTable('product_certifications').execute();
  await db.schema.dropIndex('products_principal_idx').execute();
  await db.schema.alterTable('products').dropColumn('principal_id').execute();
  for (const [column] of SPEC_TEXT_COLUMNS) await db.schema.alterTable('products').dropColumn(column).execute();
}
