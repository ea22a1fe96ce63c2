import type { Kysely } from 'kysely';
import type {
  ActivityAction,
  ActivityEntity,
  ActivityListQuery,
  ActivityRecord,
  ActivityUser,
  FieldChange,
} from '@/common/api/activity';
import { HISTORY_COLLECTIONS } from '@/common/api/activity';
import type { RevisionSide } from '@/common/api/revisions';
import type { PageQuery } from '@/common/api/envelope';
import { nextDay, startOfDayIn } from '@/common/calendar-day';
import type { ActivityRow, Database } from '../db/schema';
import { fetchPage, nowIso, type Page } from './pagination';

/** What a write leaves in the activity log. */
export interface NewActivity {
  userId: number | null;
  username: string | null;
  address: string | null;
  action: ActivityAction;
  entity?: ActivityEntity;
  entityId?: number;
  entityName?: string;
  changes?: FieldChange[];
  /** The entity as the admin API answers it after the change. */
  snapshot?: unknown;
}

function parseChanges(text: string): FieldChange[] {
  try {
    const changes: unknown = JSON.parse(text);
    return Array.isArray(changes) ? (changes as FieldChange[]) : [];
  } catch {
    return [];
  }
}

/** The actions after which a record's snapshot is the item as it then was: its revisions. */
export const REVISION_ACTIONS: readonly ActivityAction[] = ['create', 'update', 'restore'];
/** The kinds of item that keep revisions: those of the collections with a history. */
export const REVISION_ENTITIES: readonly ActivityEntity[] = Object.values(HISTORY_COLLECTIONS);

const isRevision = (row: Pick<ActivityRow, 'action' | 'entity' | 'snapshot'>) =>
  row.snapshot !== null &&
  REVISION_ACTIONS.includes(row.action as ActivityAction) &&
  REVISION_ENTITIES.includes(row.entity as ActivityEntity);

/** A revision: which record kept it, and the item's state as the admin API answered it then. */
export interface Revision extends RevisionSide {
  state: Record<string, unknown>;
}

/** A record that keeps a state, as the revision (or deletion) it is. */
const toRevision = (row: ActivityRow): Revision => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  username: row.username,
  state: JSON.parse(row.snapshot!) as Record<string, unknown>,
});

const toRecord = (row: ActivityRow): ActivityRecord => ({
  id: row.id,
  at: new Date(row.at).toISOString(),
  userId: row.user_id,
  username: row.username,
  address: row.address,
  action: row.action as ActivityAction,
  entity: row.entity as ActivityEntity | null,
  entityId: row.entity_id,
  entityName: row.entity_name,
  changes: parseChanges(row.changes),
  revision: isRevision(row),
});

export function activityRepository(db: Kysely<Database>) {
  /** Newest first; days (inclusive) are read in `timeZone`. */
  async function listPage(query: ActivityListQuery, timeZone: string): Promise<Page<ActivityRecord>> {
    const filtered = db
      .selectFrom('activity')
      .where((eb) =>
        eb.and([
          ...(query.user ? [eb('user_id', '=', query.user)] : []),
          ...(query.entity ? [eb('entity', '=', query.entity)] : []),
          ...(query.entityId ? [eb('entity_id', '=', query.entityId)] : []),
          ...(query.action ? [eb('action', '=', query.action)] : []),
          ...(query.from ? [eb('at', '>=', startOfDayIn(timeZone, query.from).toISOString())] : []),
          ...(query.to ? [eb('at', '<', startOfDayIn(timeZone, nextDay(query.to)).toISOString())] : []),
        ]),
      );
    const page = await fetchPage(
      query,
      (limit, offset) => filtered.selectAll().orderBy('id', 'desc').limit(limit).offset(offset).execute(),
      async () => Number((await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
    );
    return { rows: page.rows.map(toRecord), total: page.total };
  }

  /** The deletions of `entities` whose items are in the trash: the last record of each, with its state kept. */
  const deletionsInTrash = (entities: readonly ActivityEntity[]) =>
    db
      .selectFrom('activity as deletion')
      .where('deletion.action', '=', 'delete')
      .where('deletion.snapshot', 'is not', null)
      .where('deletion.entity', 'in', entities)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('activity as later')
              .select('later.id')
              .whereRef('later.entity', '=', 'deletion.entity')
              .whereRef('later.entity_id', '=', 'deletion.entity_id')
              .whereRef('later.id', '>', 'deletion.id'),
          ),
        ),
      );

  /** Forgets the states these records kept (the records stay, without them); answers the states' texts. */
  async function forgetStates(rows: { id: number; snapshot: string | null }[]): Promise<string[]> {
    if (rows.length === 0) return [];
    await db
      .updateTable('activity')
      .set({ snapshot: null })
      .where(
        'id',
        'in',
        rows.map((row) => row.id),
      )
      .execute();
    return rows.map((row) => row.snapshot!);
  }

  return {
    listPage,

    async record(activity: NewActivity, at: string = nowIso()): Promise<void> {
      await db
        .insertInto('activity')
        .values({
          at,
          user_id: activity.userId,
          username: activity.username,
          address: activity.address,
          action: activity.action,
          entity: activity.entity ?? null,
          entity_id: activity.entityId ?? null,
          entity_name: activity.entityName ?? null,
          changes: JSON.stringify(activity.changes ?? []),
          snapshot: activity.snapshot === undefined ? null : JSON.stringify(activity.snapshot),
        })
        .execute();
    },

    /** One entity's records (of a site document, which has no id: all of its kind), newest first. */
    history(entity: ActivityEntity, entityId: number | undefined, paging: PageQuery): Promise<Page<ActivityRecord>> {
      return listPage({ ...paging, entity, entityId }, 'UTC');
    },

    /** The entity's state as its last recorded change left it (undefined when none was recorded). */
    async lastSnapshot(entity: ActivityEntity, entityId: number): Promise<unknown> {
      const row = await db
        .selectFrom('activity')
        .select('snapshot')
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .where('snapshot', 'is not', null)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.snapshot ? JSON.parse(row.snapshot) : undefined;
    },

    /** One revision of an item (undefined when the record is not one of its kept revisions). */
    async revision(entity: ActivityEntity, entityId: number, recordId: number): Promise<Revision | undefined> {
      const row = await db
        .selectFrom('activity')
        .selectAll()
        .where('id', '=', recordId)
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .executeTakeFirst();
      return row && isRevision(row) ? toRevision(row) : undefined;
    },

    /**
     * Keeps the item's newest `kept` revisions and forgets the states of older ones (their records stay in the log,
     * without a snapshot); answers the forgotten states' texts, whose files may now be unreferenced.
     */
    async pruneRevisions(entity: ActivityEntity, entityId: number, kept: number): Promise<string[]> {
      const older = await db
        .selectFrom('activity')
        .select(['id', 'snapshot'])
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .where('action', 'in', REVISION_ACTIONS)
        .where('snapshot', 'is not', null)
        .orderBy('id', 'desc')
        .offset(kept)
        .limit(1_000)
        .execute();
      return forgetStates(older);
    },

    /** Forgets the states of revisions recorded before `cutoff` (REVISIONS_RETENTION_MONTHS); answers how many. */
    async forgetRevisionsBefore(cutoff: string): Promise<number> {
      const result = await db
        .updateTable('activity')
        .set({ snapshot: null })
        .where('at', '<', cutoff)
        .where('snapshot', 'is not', null)
        .where('action', 'in', REVISION_ACTIONS)
        .where('entity', 'in', REVISION_ENTITIES)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },

    /**
     * The items in the trash: those whose last record is their deletion with its state kept, of `entities`, newest
     * deletion first.
     */
    async trashPage(entities: readonly ActivityEntity[], paging: PageQuery): Promise<Page<ActivityRow>> {
      if (entities.length === 0) return { rows: [], total: 0 };
      const inTrash = deletionsInTrash(entities);
      return fetchPage(
        paging,
        (limit, offset) =>
          inTrash.selectAll('deletion').orderBy('deletion.id', 'desc').limit(limit).offset(offset).execute(),
        async () => Number((await inTrash.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n),
      );
    },

    /** The item's deletion while it is in the trash (its last record, with the state it had). */
    async inTrash(entity: ActivityEntity, entityId: number): Promise<Revision | undefined> {
      const row = await db
        .selectFrom('activity')
        .selectAll()
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row?.action === 'delete' && row.snapshot !== null ? toRevision(row) : undefined;
    },

    /** The items deleted before `cutoff` still in the trash (TRASH_RETENTION_DAYS), oldest first. */
    async trashedBefore(
      entities: readonly ActivityEntity[],
      cutoff: string,
    ): Promise<{ entity: ActivityEntity; entityId: number }[]> {
      const rows = await deletionsInTrash(entities)
        .select(['deletion.entity', 'deletion.entity_id'])
        .where('deletion.at', '<', cutoff)
        .orderBy('deletion.id')
        .execute();
      return rows.map((row) => ({ entity: row.entity as ActivityEntity, entityId: row.entity_id! }));
    },

    /** Forgets every kept state of the item (its revisions, its deletion); answers their texts, for their files. */
    async forgetItem(entity: ActivityEntity, entityId: number): Promise<string[]> {
      const kept = db
        .selectFrom('activity')
        .where('entity', '=', entity)
        .where('entity_id', '=', entityId)
        .where('snapshot', 'is not', null);
      return forgetStates(await kept.select(['id', 'snapshot']).execute());
    },

    /** The kept states that name an uploaded picture (`/uploads/…`), as their JSON texts. */
    async snapshotsNamingUploads(): Promise<string[]> {
      const rows = await db
        .selectFrom('activity')
        .select('snapshot')
        .where('snapshot', 'like', '%/uploads/%')
        .execute();
      return rows.map((row) => row.snapshot!);
    },

    /** Whether a kept state names the uploaded picture whose files are named `<key>-<width>.webp`. */
    async namesUpload(key: string): Promise<boolean> {
      const row = await db
        .selectFrom('activity')
        .select('id')
        .where('snapshot', 'like', `%/uploads/${key}-%`)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Everyone the log names, by name, for the screen's filter. */
    async users(): Promise<ActivityUser[]> {
      const rows = await db
        .selectFrom('activity')
        .select(['user_id', 'username'])
        .where('user_id', 'is not', null)
        .groupBy(['user_id', 'username'])
        .orderBy('username')
        .execute();
      const seen = new Map<number, string>();
      for (const row of rows) if (!seen.has(row.user_id!)) seen.set(row.user_id!, row.username ?? '');
      return [...seen].map(([id, username]) => ({ id, username }));
    },

    /** Deletes the records older than `cutoff`; answers how many. */
    async removeBefore(cutoff: string): Promise<number> {
      const result = await db.deleteFrom('activity').where('at', '<', cutoff).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}

export type ActivityRepository = ReturnType<typeof activityRepository>;
