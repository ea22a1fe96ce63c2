import type { Kysely } from 'kysely';
import {
  CAREER_TEXT_FIELDS,
  type AdminCareer,
  type Career,
  type CareerCreateBody,
  type CareerUpdateBody,
} from '@/common/api/careers';
import type { AdminListParams } from '@/common/api/admin-list';
import type { PublicationState } from '@/common/api/publication';
import type { Language } from '@/common/language';
import type { CareerRow, Database } from '../db/schema';
import { fetchListPage, mapPage, nowIso, type Page } from './pagination';
import { dropFromIndex, reindex } from './search-index';
import { caseless } from './text-search';
import { containsTextInAnyLanguage, localizeRow, serializeTranslations, withTranslations } from './translations';
import { PUBLISHED, readPublication, withoutPublication, type StoredPublication } from './publication-columns';
import { asRestored, type InTransaction, type RestoredRow } from './restored-row';
import type { PreviewRead } from './pending-changes-repository';

/** A career as the demo seed gives it; `translations` is the column's JSON text; inactive (`status` false) is a draft. */
export interface CareerInput {
  name: string;
  position: string;
  description?: string;
  status?: boolean;
  translations?: string;
}

/** The columns a career's form sets: the translations only when it names them. */
const careerColumns = (fields: CareerUpdateBody) => ({
  name: fields.name.trim(),
  position: fields.position.trim(),
  description: fields.description,
  ...(fields.translations !== undefined && { translations: serializeTranslations(fields.translations) }),
});

/** A published career in `language`, as visitors read it: open, as the SPEC's `status` says. */
const toCareer = (row: CareerRow, language: Language) =>
  ({ ...localizeRow(withoutPublication(row), CAREER_TEXT_FIELDS, language), status: true }) satisfies Career;

/** A career as the back office edits it: English fields, every translation and its publication. */
const toAdminCareer = ({ state, ...row }: CareerRow) =>
  ({
    ...withTranslations(row),
    state: state as PublicationState,
    status: state === PUBLISHED,
  }) satisfies AdminCareer;

export function careersRepository(db: Kysely<Database>) {
  const published = () => db.selectFrom('careers').where('state', '=', PUBLISHED);
  const insert = async (
    executor: Kysely<Database>,
    input: Omit<CareerInput, 'status'>,
    publication: StoredPublication,
    at: string,
    restored?: RestoredRow,
  ): Promise<AdminCareer> => {
    const row = await executor
      .insertInto('careers')
      .values({
        name: input.name.trim(),
        position: input.position.trim(),
        description: input.description ?? '',
        ...publication,
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
    /** Every active (published) career, the most recently updated first, in `language`. */
    async listActive(language: Language): Promise<Career[]> {
      const rows = await published().selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').execute();
      return rows.map((row) => toCareer(row, language));
    },

    /**
     * As the back office lists them, drafts and scheduled ones too: found by name, position or description (any
     * language), of one publication state if asked, sorted, paged.
     */
    async listPage(request: AdminListParams<'careers'> & { state?: PublicationState }): Promise<Page<AdminCareer>> {
      const { state } = request;
      const rows = db.selectFrom('careers').selectAll();
      const page = await fetchListPage(state ? rows.where('state', '=', state) : rows, request, {
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

    /**
     * An active (published) career in `language`, as visitors read it; a preview reads it whatever its publication,
     * with its unpublished changes laid over it.
     */
    async findActiveById(
      id: number,
      language: Language,
      { unpublished = false, changes }: PreviewRead<CareerUpdateBody> = {},
    ): Promise<Career | undefined> {
      const rows = unpublished ? db.selectFrom('careers') : published();
      const row = await rows.selectAll().where('id', '=', id).executeTakeFirst();
      return row && toCareer(changes ? { ...row, ...careerColumns(changes.fields) } : row, language);
    },

    /** Each active (published) career's id and last change, for the sitemap. */
    listActiveUpdateStamps: (): Promise<{ id: number; updated_at: string }[]> =>
      published().select(['id', 'updated_at']).orderBy('id').execute(),

    findIdByName: async (name: string): Promise<number | undefined> =>
      (await db.selectFrom('careers').select('id').where('name', '=', name).executeTakeFirst())?.id,

    /** Inserts a row as given, created and last changed `at` (the demo seed uses it). */
    create: ({ status, ...input }: CareerInput, at: string = nowIso()): Promise<AdminCareer> =>
      insert(db, input, { state: status === false ? 'draft' : PUBLISHED, publish_at: null, unpublish_at: null }, at),

    /** A new career from the back office, with its publication resolved. */
    add: (fields: CareerCreateBody, publication: StoredPublication, restored?: RestoredRow): Promise<AdminCareer> =>
      db.transaction().execute(async (trx) => {
        const translations = serializeTranslations(fields.translations);
        const career = await insert(trx, { ...fields, translations }, publication, nowIso(), restored);
        await reindex(trx, 'career', [career.id]);
        return career;
      }),

    /**
     * Replaces the fields; keeps the translations when they are absent, and the publication when `publication` is.
     * A career no longer published leaves the search.
     */
    update(id: number, fields: CareerUpdateBody, publication?: StoredPublication): Promise<AdminCareer | undefined> {
      return db.transaction().execute(async (trx) => {
        const row = await trx
          .updateTable('careers')
          .set({
            ...careerColumns(fields),
            ...publication,
            updated_at: nowIso(),
          })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirst();
        if (row) await reindex(trx, 'career', [id]);
        return row && toAdminCareer(row);
      });
    },

    /** The publication of the career, for resolving an edit's fields against it. */
    publicationOf: (id: number): Promise<StoredPublication | undefined> => readPublication(db, 'careers', id),

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
