import { sql, type ExpressionBuilder, type Kysely } from 'kysely';
import {
  ENQUIRY_STATUSES,
  ENQUIRY_TYPES,
  type Enquiry,
  type EnquiryExportQuery,
  type EnquiryItem,
  type EnquiryListQuery,
  type EnquiryStatus,
  type EnquirySummary,
  type EnquiryType,
  type EnquiryUpdateBody,
  type MailStatus,
  type UnreadEnquiries,
} from '@/common/api/enquiries';
import { nextDay, startOfDayIn } from '@/common/calendar-day';
import type { Language } from '@/common/language';
import { truncate } from '@/common/text';
import type { Database, EnquiryRow } from '../db/schema';
import { isForeignKeyViolation, unlessViolated } from './constraint-errors';
import { fetchListPage, inListedOrder, mapPage, nowIso, type Page } from './pagination';
import { caseless, containsText, searchTerm } from './text-search';

/** An accepted submission, as the public routes store it. */
export interface NewEnquiry {
  type: EnquiryType;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  message: string;
  language: Language;
  requiredDate: string | null;
  items: EnquiryItem[];
  /** The career applied for, with its name as it is now. */
  career: { id: number; name: string } | null;
  /** The stored CV: its file name in the CV directory, the name it was uploaded under and its size. */
  cv: { file: string; name: string; size: number } | null;
}

/** What one attempt to mail the notification leaves on the enquiry. */
export interface MailAttempt {
  attempts: number;
  status: MailStatus;
  error: string | null;
  mailedAt: string | null;
}

/** The export's filters, and the kinds of enquiry the signed-in user may see (all when left out). */
export type EnquiryFilters = EnquiryExportQuery & { types?: readonly EnquiryType[] };

function parseItems(text: string): EnquiryItem[] {
  try {
    const items: unknown = JSON.parse(text);
    return Array.isArray(items) ? (items as EnquiryItem[]) : [];
  } catch {
    return [];
  }
}

const toSummary = (row: EnquiryRow, items: EnquiryItem[]): EnquirySummary => ({
  id: row.id,
  type: row.type as EnquiryType,
  status: row.status as EnquiryStatus,
  read: row.read_at !== null,
  name: row.name,
  company: row.company,
  email: row.email,
  preview: truncate(row.message.replace(/\s+/g, ' ').trim()),
  itemCount: items.length,
  sample: items.some((item) => item.sample),
  careerName: row.career_name,
  mailStatus: row.mail_status as MailStatus,
  created_at: row.created_at,
});

const toEnquiry = (row: EnquiryRow, items: EnquiryItem[]): Enquiry => ({
  ...toSummary(row, items),
  phone: row.phone,
  message: row.message,
  language: row.language as Language,
  requiredDate: row.required_date,
  items,
  careerId: row.career_id,
  cv: row.cv_file ? { name: row.cv_name ?? 'cv.pdf', size: row.cv_size ?? 0 } : null,
  note: row.note,
  mailAttempts: row.mail_attempts,
  mailError: row.mail_error,
  mailedAt: row.mailed_at,
  updated_at: row.updated_at,
});

/** The first instant of a calendar day (YYYY-MM-DD) in the company's time zone, as the rows store instants. */
const startOf = (day: string, timeZone: string) => startOfDayIn(timeZone, day).toISOString();

/** Whether the sender's name, company or e-mail or the message contains `term`. */
const senderOrMessageContains = (eb: ExpressionBuilder<Database, 'enquiries'>, term: string) =>
  eb.or(['name', 'company', 'email', 'message'].map((column) => containsText(sql.ref<string>(column), term)));

/**
 * The inbox's filters: type, status, days received (inclusive, days of the company's time zone `timeZone`) and a
 * search of the sender and the message.
 */
const matching = (filters: EnquiryFilters, timeZone: string) => (eb: ExpressionBuilder<Database, 'enquiries'>) => {
  const term = searchTerm(filters.search);
  return eb.and([
    ...(filters.type ? [eb('type', '=', filters.type)] : []),
    ...(filters.types ? [eb('type', 'in', filters.types.length > 0 ? filters.types : [''])] : []),
    ...(filters.status ? [eb('status', '=', filters.status)] : []),
    ...(filters.from ? [eb('created_at', '>=', startOf(filters.from, timeZone))] : []),
    ...(filters.to ? [eb('created_at', '<', startOf(nextDay(filters.to), timeZone))] : []),
    ...(term ? [senderOrMessageContains(eb, term)] : []),
  ]);
};

export function enquiriesRepository(db: Kysely<Database>) {
  /** The rows' items, each with its product id cleared when that product has been deleted since. */
  async function itemsOf(rows: EnquiryRow[]): Promise<EnquiryItem[][]> {
    const itemLists = rows.map((row) => parseItems(row.items));
    const ids = [...new Set(itemLists.flat().flatMap((item) => (item.productId === null ? [] : [item.productId])))];
    if (ids.length === 0) return itemLists;
    const existing = new Set(
      (await db.selectFrom('products').select('id').where('id', 'in', ids).execute()).map((row) => row.id),
    );
    return itemLists.map((items) =>
      items.map((item) =>
        item.productId !== null && !existing.has(item.productId) ? { ...item, productId: null } : item,
      ),
    );
  }

  async function toEnquiries(rows: EnquiryRow[]): Promise<Enquiry[]> {
    const items = await itemsOf(rows);
    return rows.map((row, index) => toEnquiry(row, items[index]!));
  }

  const findRow = (id: number) => db.selectFrom('enquiries').selectAll().where('id', '=', id).executeTakeFirst();

  /** The kind of the enquiry, undefined when there is none with that id. */
  async function typeOf(id: number): Promise<EnquiryType | undefined> {
    const row = await db.selectFrom('enquiries').select('type').where('id', '=', id).executeTakeFirst();
    return row?.type as EnquiryType | undefined;
  }

  async function find(id: number): Promise<Enquiry | undefined> {
    const row = await findRow(id);
    return row && (await toEnquiries([row]))[0];
  }

  return {
    /** Stores a submission with its notification still to send; undefined when its career was deleted meanwhile. */
    insert(input: NewEnquiry, at: string = nowIso()): Promise<number | undefined> {
      return unlessViolated(isForeignKeyViolation, undefined, async () => {
        const { id } = await db
          .insertInto('enquiries')
          .values({
            type: input.type,
            name: input.name,
            company: input.company,
            email: input.email,
            phone: input.phone,
            message: input.message,
            language: input.language,
            required_date: input.requiredDate,
            items: JSON.stringify(input.items),
            career_id: input.career?.id ?? null,
            career_name: input.career?.name ?? null,
            cv_file: input.cv?.file ?? null,
            cv_name: input.cv?.name ?? null,
            cv_size: input.cv?.size ?? null,
            created_at: at,
            updated_at: at,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        return id;
      });
    },

    find,
    typeOf,

    /** Filtered (days in `timeZone`), searched, sorted (types and statuses in their listed order) and paged. */
    async listPage(
      query: EnquiryListQuery & Pick<EnquiryFilters, 'types'>,
      timeZone: string,
    ): Promise<Page<EnquirySummary>> {
      const { page, limit, search, sort, order, ...filters } = query;
      const found = await fetchListPage(
        db.selectFrom('enquiries').selectAll().where(matching(filters, timeZone)),
        { page, limit, search, sort, order },
        {
          matches: senderOrMessageContains,
          sortColumns: {
            created_at: 'created_at',
            name: (eb) => caseless(eb.ref('name')),
            type: (eb) => inListedOrder(eb.ref('type'), ENQUIRY_TYPES),
            status: (eb) => inListedOrder(eb.ref('status'), ENQUIRY_STATUSES),
          },
          id: 'id',
        },
      );
      return mapPage(found, (row) => toSummary(row, parseItems(row.items)));
    },

    /** Every enquiry the filters match (days in `timeZone`), newest first, for the spreadsheet export. */
    async listAll(filters: EnquiryFilters, timeZone: string): Promise<Enquiry[]> {
      const rows = await db
        .selectFrom('enquiries')
        .selectAll()
        .where(matching(filters, timeZone))
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return toEnquiries(rows);
    },

    /** Enquiries no admin has opened, spam left out, in all and per type (of `types` only, when given). */
    async unread(types: readonly EnquiryType[] = ENQUIRY_TYPES): Promise<UnreadEnquiries> {
      const rows = await db
        .selectFrom('enquiries')
        .select(['type', (eb) => eb.fn.countAll().as('n')])
        .where('read_at', 'is', null)
        .where('status', '<>', 'spam')
        .groupBy('type')
        .execute();
      const byType = { contact: 0, quote: 0, application: 0 };
      for (const row of rows)
        if (types.includes(row.type as EnquiryType)) byType[row.type as EnquiryType] = Number(row.n);
      return { total: byType.contact + byType.quote + byType.application, byType };
    },

    /** Marks the enquiry read unless it already is (the first admin to open it). */
    async markRead(id: number, at: string = nowIso()): Promise<void> {
      await db
        .updateTable('enquiries')
        .set({ read_at: at })
        .where('id', '=', id)
        .where('read_at', 'is', null)
        .execute();
    },

    async update(id: number, changes: EnquiryUpdateBody, at: string = nowIso()): Promise<Enquiry | undefined> {
      const result = await db
        .updateTable('enquiries')
        .set((eb) => ({
          updated_at: at,
          ...(changes.status !== undefined && { status: changes.status }),
          ...(changes.note !== undefined && { note: changes.note }),
          ...(changes.read === true && { read_at: eb.fn.coalesce('read_at', eb.val(at)) }),
          ...(changes.read === false && { read_at: null }),
        }))
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? find(id) : undefined;
    },

    /** Deletes the row; answers its CV's file name (null when none), or undefined when there was no such row. */
    async remove(id: number): Promise<{ cvFile: string | null } | undefined> {
      const row = await db.deleteFrom('enquiries').where('id', '=', id).returning('cv_file').executeTakeFirst();
      return row && { cvFile: row.cv_file };
    },

    /** The stored CV of an enquiry: its file name in the CV directory and the name it was uploaded under. */
    async cvOf(id: number): Promise<{ file: string; name: string } | undefined> {
      const row = await db
        .selectFrom('enquiries')
        .select(['cv_file', 'cv_name'])
        .where('id', '=', id)
        .executeTakeFirst();
      return row?.cv_file ? { file: row.cv_file, name: row.cv_name ?? 'cv.pdf' } : undefined;
    },

    /** Every CV file a row points at: what the CV directory must keep. */
    async referencedCvFiles(): Promise<string[]> {
      const rows = await db.selectFrom('enquiries').select('cv_file').where('cv_file', 'is not', null).execute();
      return rows.flatMap((row) => (row.cv_file ? [row.cv_file] : []));
    },

    /** Deletes the enquiries received before `cutoff`; answers how many, and their CV files to remove. */
    async removeReceivedBefore(cutoff: string): Promise<{ count: number; cvFiles: string[] }> {
      const rows = await db.deleteFrom('enquiries').where('created_at', '<', cutoff).returning('cv_file').execute();
      return { count: rows.length, cvFiles: rows.flatMap((row) => (row.cv_file ? [row.cv_file] : [])) };
    },

    /** Notifications to send: each enquiry still pending, with the attempts already made. */
    pendingMail: (): Promise<{ id: number; attempts: number }[]> =>
      db
        .selectFrom('enquiries')
        .select(['id', 'mail_attempts as attempts'])
        .where('mail_status', '=', 'pending')
        .orderBy('id')
        .execute(),

    async recordMailAttempt(id: number, attempt: MailAttempt): Promise<void> {
      await db
        .updateTable('enquiries')
        .set({
          mail_attempts: attempt.attempts,
          mail_status: attempt.status,
          mail_error: attempt.error,
          ...(attempt.mailedAt && { mailed_at: attempt.mailedAt }),
        })
        .where('id', '=', id)
        .execute();
    },

    /**
     * What the public forms stored since `since`, whoever sent it: how many enquiries, the bytes of their CVs and
     * when the oldest of them arrived (null when none did).
     */
    async receivedSince(since: string): Promise<{ count: number; cvBytes: number; oldest: string | null }> {
      const row = await db
        .selectFrom('enquiries')
        .select((eb) => [
          eb.fn.countAll().as('count'),
          eb.fn.sum<number | string | null>('cv_size').as('cv_bytes'),
          eb.fn.min('created_at').as('oldest'),
        ])
        .where('created_at', '>=', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.count), cvBytes: Number(row.cv_bytes ?? 0), oldest: row.oldest ?? null };
    },

    /** Records a form token's nonce as used; answers false when it already was (by this process or another). */
    async markFormTokenUsed(id: string, expiresAt: string): Promise<boolean> {
      const inserted = await db
        .insertInto('used_form_tokens')
        .values({ id, expires_at: expiresAt })
        .onConflict((conflict) => conflict.column('id').doNothing())
        .returning('id')
        .executeTakeFirst();
      return inserted !== undefined;
    },

    /** Forgets the used form tokens that have expired by `now`; answers how many. */
    async removeExpiredFormTokens(now: string = nowIso()): Promise<number> {
      const result = await db.deleteFrom('used_form_tokens').where('expires_at', '<', now).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    /** Puts the notification back in the queue with no attempt made; undefined when there is no such enquiry. */
    async requeueMail(id: number): Promise<Enquiry | undefined> {
      const result = await db
        .updateTable('enquiries')
        .set({ mail_status: 'pending', mail_attempts: 0, mail_error: null })
        .where('id', '=', id)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) > 0 ? find(id) : undefined;
    },
  };
}

export type EnquiriesRepository = ReturnType<typeof enquiriesRepository>;
