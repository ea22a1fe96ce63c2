import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { writeWithoutBlocking } from './write-without-blocking';

/**
 * Failed password checks per (account, client address), and how long each address must wait. A user id that names no
 * account runs the same statements and changes nothing, so that an unknown username costs what a known one does.
 */
export function loginFailuresRepository(db: Kysely<Database>) {
  return {
    /** Until when this address must wait before its next try for this account, if it must. */
    async lockedUntil(userId: number, address: string): Promise<string | null> {
      const row = await db
        .selectFrom('login_failures')
        .select('locked_until')
        .where('user_id', '=', userId)
        .where('client_address', '=', address)
        .executeTakeFirst();
      return row?.locked_until ?? null;
    },

    /**
     * Counts one failure and answers the address's count. One upsert, so parallel failures all count on PostgreSQL
     * too; a count whose last failure is older than `forgetBefore` starts again from 1.
     */
    async recordFailure(input: { userId: number; address: string; at: string; forgetBefore: string }): Promise<number> {
      const row = await writeWithoutBlocking(db, (writer) =>
        writer
          .insertInto('login_failures')
          .columns(['user_id', 'client_address', 'failure_count', 'last_failed_at', 'locked_until'])
          .expression((eb) =>
            eb
              .selectFrom('users')
              .select([
                'users.id',
                eb.val(input.address).as('client_address'),
                eb.lit(1).as('failure_count'),
                eb.val(input.at).as('last_failed_at'),
                eb.lit(null).as('locked_until'),
              ])
              .where('users.id', '=', input.userId),
          )
          .onConflict((oc) =>
            oc.columns(['user_id', 'client_address']).doUpdateSet((eb) => ({
              failure_count: eb
                .case()
                .when('login_failures.last_failed_at', '<', input.forgetBefore)
                .then(eb.lit(1))
                .else(eb('login_failures.failure_count', '+', 1))
                .end(),
              last_failed_at: eb.ref('excluded.last_failed_at'),
            })),
          )
          .returning('failure_count')
          .executeTakeFirst(),
      );
      return Number(row?.failure_count ?? 0);
    },

    /** Makes the address wait until `until`, unless a parallel failure already set a later time. */
    async lockUntil(userId: number, address: string, until: string): Promise<void> {
      await writeWithoutBlocking(db, (writer) =>
        writer
          .updateTable('login_failures')
          .set({ locked_until: until })
          .where('user_id', '=', userId)
          .where('client_address', '=', address)
          .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<', until)]))
          .execute(),
      );
    },

    /** The account's failures from every address whose last failure is at or after `since`: the alarm's measure. */
    async recentFailures(userId: number, since: string): Promise<number> {
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('failure_count'), eb.lit(0)).as('n'))
        .where('user_id', '=', userId)
        .where('last_failed_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Forgets the failures of one address (its owner just signed in from there). */
    async clear(userId: number, address: string): Promise<void> {
      await writeWithoutBlocking(db, (writer) =>
        writer
          .deleteFrom('login_failures')
          .where('user_id', '=', userId)
          .where('client_address', '=', address)
          .execute(),
      );
    },
  };
}

export type LoginFailuresRepository = ReturnType<typeof loginFailuresRepository>;
