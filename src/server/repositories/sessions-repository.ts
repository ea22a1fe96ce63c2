import type { Kysely } from 'kysely';
import type { StaffSession } from '@/common/api/profile';
import type { Database, UserRow } from '../db/schema';
import { nowIso } from './pagination';

/** Where a session signed in from, as the request told it. */
export interface SessionDevice {
  userAgent: string;
  address: string;
}

/** The key under app_meta of the two-step policy (src/common/api/profile.ts TWO_STEP_POLICIES). */
export const TWO_STEP_POLICY_KEY = 'two-step-policy';

/** A token's user and session as they are now, with the site's two-step policy: what every request checks. */
export interface SessionOwner {
  user: UserRow;
  lastSeenAt: string;
  twoStepPolicy: string | undefined;
}

const LONGEST_USER_AGENT = 300;
const LONGEST_ADDRESS = 64;

/** The staff's server-side sessions: one per signed-in browser, ended by signing out, deactivation or a new password. */
export function sessionsRepository(db: Kysely<Database>) {
  return {
    async start(userId: number, device: SessionDevice, expiresAt: string, at: string = nowIso()): Promise<number> {
      const { id } = await db
        .insertInto('staff_sessions')
        .values({
          user_id: userId,
          user_agent: device.userAgent.slice(0, LONGEST_USER_AGENT),
          address: device.address.slice(0, LONGEST_ADDRESS),
          created_at: at,
          last_seen_at: at,
          expires_at: expiresAt,
          ended_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return id;
    },

    /** The user of an open, unexpired session `sessionId` of `userId`, in one query with the two-step policy. */
    async findOwner(userId: number, sessionId: number, now: string = nowIso()): Promise<SessionOwner | undefined> {
      const row = await db
        .selectFrom('staff_sessions as s')
        .innerJoin('users', 'users.id', 's.user_id')
        .selectAll('users')
        .select('s.last_seen_at as session_last_seen_at')
        .select((eb) =>
          eb.selectFrom('app_meta').select('value').where('key', '=', TWO_STEP_POLICY_KEY).as('two_step_policy'),
        )
        .where('s.id', '=', sessionId)
        .where('s.user_id', '=', userId)
        .where('s.ended_at', 'is', null)
        .where('s.expires_at', '>', now)
        .executeTakeFirst();
      if (!row) return undefined;
      const { session_last_seen_at, two_step_policy, ...user } = row;
      return {
        user,
        lastSeenAt: new Date(session_last_seen_at).toISOString(),
        twoStepPolicy: two_step_policy ?? undefined,
      };
    },

    async touch(sessionId: number, at: string = nowIso()): Promise<void> {
      await db.updateTable('staff_sessions').set({ last_seen_at: at }).where('id', '=', sessionId).execute();
    },

    /** A session renewed with a fresh token (after a password change): it lives as long as that token. */
    async extend(sessionId: number, expiresAt: string): Promise<void> {
      await db.updateTable('staff_sessions').set({ expires_at: expiresAt }).where('id', '=', sessionId).execute();
    },

    /** The user's open sessions, the most recently seen first. */
    async listOpen(userId: number, currentId: number, now: string = nowIso()): Promise<StaffSession[]> {
      const rows = await db
        .selectFrom('staff_sessions')
        .selectAll()
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .where('expires_at', '>', now)
        .orderBy('last_seen_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.map((row) => ({
        id: row.id,
        device: row.user_agent,
        address: row.address,
        signedInAt: new Date(row.created_at).toISOString(),
        lastSeenAt: new Date(row.last_seen_at).toISOString(),
        current: row.id === currentId,
      }));
    },

    /** Ends the user's own open session `sessionId`; false when the user has no such open session. */
    async end(userId: number, sessionId: number, at: string = nowIso()): Promise<boolean> {
      const result = await db
        .updateTable('staff_sessions')
        .set({ ended_at: at })
        .where('id', '=', sessionId)
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Ends every open session of the user but `keepId` (none kept when it is undefined); how many ended. */
    async endAll(userId: number, keepId?: number, at: string = nowIso()): Promise<number> {
      let query = db
        .updateTable('staff_sessions')
        .set({ ended_at: at })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null);
      if (keepId !== undefined) query = query.where('id', '<>', keepId);
      return Number((await query.executeTakeFirst()).numUpdatedRows);
    },
  };
}

export type SessionsRepository = ReturnType<typeof sessionsRepository>;
