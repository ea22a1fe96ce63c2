import { sql, type Kysely } from 'kysely';
import { timestampType, withId, withTimestamps } from './column-types';

/**
 * What visitors send through the public forms (a contact message, a quote request, a job application) and what
 * the back office does with it. A quote's products are JSON text (`items`) holding each product's name as it was
 * then; an application keeps the career's name too, so deleting a product or a career never changes an enquiry.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const timestamp = timestampType(db);
  await withTimestamps(
    db,
    withId(db, db.schema.createTable('enquiries'))
      .addColumn('type', 'varchar(20)', (col) => col.notNull())
      .addColumn('status', 'varchar(20)', (col) => col.notNull().defaultTo('new'))
      .addColumn('read_at', timestamp)
      .addColumn('name', 'varchar(200)', (col) => col.notNull())
      .addColumn('company', 'varchar(200)')
      .addColumn('email', 'varchar(320)', (col) => col.notNull())
      .addColumn('phone', 'varchar(64)')
      .addColumn('message', 'text', (col) => col.notNull())
      .addColumn('language', 'varchar(10)', (col) => col.notNull())
      // A calendar day (YYYY-MM-DD), not an instant: text on both databases.
      .addColumn('required_date', 'varchar(10)')
      .addColumn('items', 'text', (col) => col.notNull().defaultTo('[]'))
      .addColumn('career_id', 'integer', (col) => col.references('careers.id').onDelete('set null'))
      .addColumn('career_name', 'varchar(200)')
      .addColumn('cv_file', 'varchar(100)')
      .addColumn('cv_name', 'varchar(255)')
      .addColumn('cv_size', 'integer')
      .addColumn('note', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('mail_status', 'varchar(10)', (col) => col.notNull().defaultTo('pending'))
      .addColumn('mail_attempts', 'integer', (col) => col.notNull().defaultTo(0))
      .addColumn('mail_error', 'text')
      .addColumn('mailed_at', timestamp),
  ).execute();
  // The inbox lists newest first, filtered by status or type; the retention sweep deletes by age.
  await db.schema.createIndex('enquiries_created_idx').on('enquiries').columns(['created_at', 'id']).execute();
  await db.schema
    .createIndex('enquiries_status_created_idx')
    .on('enquiries')
    .columns(['status', 'created_at'])
    .execute();
  await db.schema.createIndex('enquiries_type_created_idx').on('enquiries').columns(['type', 'created_at']).execute();
  // The unread badge counts few rows among many: only those are indexed.
  await db.schema
    .createIndex('enquiries_unread_idx')
    .on('enquiries')
    .column('type')
    .where(sql.ref('read_at'), 'is', null)
    .where(sql.ref('status'), '<>', 'spam')
    .execute();
  // Notifications still to send, resumed when a server starts.
  await db.schema
    .createIndex('enquiries_mail_pending_idx')
    .on('enquiries')
    .column('id')
    .where(sql.ref('mail_status'), '=', 'pending')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enquiries').execute();
}
