import type { Kysely } from 'kysely';
import {
  CAREER_TEXT_FIELDS,
  type AdminCareer,
  type Career,
  type CareerCreateBody,
  type CareerUpdateBody,
} from '@/common/api/careers';
import type { AdminListParams } from '@/common/api/admin-list';
import type { Language } from '@/common/language';
import type { CareerRow, Database } from '../db/schema';
import { fetchListPage, mapPage, nowIso, type Page } from './pagination';
import { dropFromIndex, reindex } from './search-index';
import { caseless } from './text-search';
import { containsTextInAnyLanguage, localizeRow, serializeTranslations, withTranslations } from './translations';
import { PUBLISHED } from './publication-columns';
import { asRestored, type InTransaction, type RestoredRow } from './restored-row';

/** A career as the demo seed gives it; `translations` is the column's JSON text. */
export interface CareerInput {
  name: string;
  position: string;
  description?: string;
  status?: boolean;
  translations?: string;
}

/** A career in `language`, as visitors read it. */
const toCareer = (row: CareerRow, language: Language) =>
  ({ ...localizeRow(row, CAREER_TEXT_FIELDS, language), status: row.state === PUBLISHED }) satisfies Career;

/** A career as the back office edits it: English fields and every translation. */
const toAdminCareer = (row: CareerRow) =>
  ({ ...withTranslations(row), status: row.state === PUBLISHED }) satisfies AdminCareer;

export function careersRepository(db: Kysely<Database>) {
  const insert = async (
    executor: Kysely<Database>,
    input: CareerInput,
    at: string,
    restored?: RestoredRow,
  ): Promise<AdminCareer> => {
    const row = await executor
      .insertInto('careers')
      .values({
        name: input.name.trim(),
        position: input.position.trim(),
        description: input.description ?? '',
        state: input.status === false ? 'draft' : PUBLISHED,
        translations: input.translations ?? '{}',
        created_at: at,
        updated_at: at,
        ...asRestored(restored),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toAdminCareer(row);
  };

  return {
    /** Every active career, the most recently updated first, in `language`. */
    async listActive(language: Language): Promise<Career[]> {
      const rows = await db
        .selectFrom('careers')
        .selectAll()
        .where('state', '=', PUBLISHED)
        .orderBy('updated_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => toCareer(row, language));
    },

    /** Active or not, as the back office lists them: found by name, position or description (any language). */
    async listPage(request: AdminListParams<'careers'>): Promise<Page<AdminCareer>> {
      const page = await fetchListPage(db.selectFrom('careers').selectAll(), request, {
        matches: (eb, term) =>
          eb.or(
            CAREER_TEXT_FIELDS.map((field) =>
              containsTextInAnyLanguage(db, eb.ref(field), eb.ref('translations'), field, term),
            ),
          ),
        sortColumns: {
          created_at: 'created_at',
          name: (eb) => caseless(eb.ref('name')),
          position: (eb) => caseless(eb.ref('position')),
          status: 'state',
        },
        id: 'id',
      });
      return mapPage(page, toAdminCareer);
    },

    async findForAdmin(id: number): Promise<AdminCareer | undefined> {
      const row = await db.selectFrom('careers').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toAdminCareer(row);
    },

    /** An active career in `language`, as visitors read it. */
    async findActiveById(id: number, language: Language): Promise<Career | undefined> {
      const row = await db
        .selectFrom('careers')
        .selectAll()
        .where('id', '=', id)
        .where('state', '=', PUBLISHED)
        .executeTakeFirst();
      return row && toCareer(row, language);
    },

    /** Each active career's id and last change, for the sitemap. */
    listActiveUpdateStamps: (): Promise<{ id: number; updated_at: string }[]> =>
      db.selectFrom('careers').select(['id', 'updated_at']).where('state', '=', PUBLISHED).orderBy('id').execute(),

    findIdByName: async (name: string): Promise<number | undefined> =>
      (await db.selectFrom('careers').select('id').where('name', '=', name).executeTakeFirst())?.id,

    /** Inserts a row as given, created and last changed `at` (the demo seed uses it). */
    create: (input: CareerInput, at: string = nowIso()): Promise<AdminCareer> => insert(db, input, at),

    /** A new career from the back office. */
    add: (body: CareerCreateBody, restored?: RestoredRow): Promise<AdminCareer> =>
      db.transaction().execute(async (trx) => {
        const translations = serializeTranslations(body.translations);
        const career = await insert(trx, { ...body, translations }, nowIso(), restored);
        await reindex(trx, 'career', [career.id]);
        return career;
      }),

    /** Replaces the fields; keeps the translations when they are absent. An inactive career leaves the search. */
    update(id: number, input: CareerUpdateBody): Promise<AdminCareer | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('careers')
          .set({
            name: input.name.trim(),
            position: input.position.trim(),
            description: input.description,
            state: input.status ? PUBLISHED : 'draft',
            ...(input.translations !== undefined && { translations: serializeTranslations(input.translations) }),
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (row) await reindex(trx, 'career', [id]);
        return row && toAdminCareer(row);
      });
    },

    remove(id: number, alsoRecord?: InTransaction): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx.deleteFrom('careers').where('id', '=', id).executeTakeFirst();
        if (Number(result.numDeletedRows) === 0) return false;
        await dropFromIndex(trx, 'career', [id]);
        await alsoRecord?.(trx);
        return true;
      });
    },
  };
}

export type CareersRepository = ReturnType<typeof careersRepository>;
