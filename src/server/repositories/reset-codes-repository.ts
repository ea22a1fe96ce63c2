import type { Kysely, Selectable } from 'kysely';
import type { Database, PasswordResetCodesTable } from '../db/schema';
import { canLockRows } from './row-locks';
import { usersRepository } from './users-repository';

export type ResetCodeRow = Selectable<PasswordResetCodesTable>;

const newestOf = (db: Kysely<Database>, userId: number): Promise<ResetCodeRow | undefined> =>
  db
    .selectFrom('password_reset_codes')
    .selectAll()
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();

/** One-time password codes (stored as hashes only) and their redemption. */
export function resetCodesRepository(db: Kysely<Database>) {
  return {
    /**
     * Stores a new code for the user and deletes every older one, so only the newest can ever be used; unless the
     * user's newest code is unused and was created after `unlessUnusedSince`: then nothing is stored and that code's
     * creation time is answered. Atomic, so parallel requests store one code at most: on PostgreSQL the user's row
     * is locked for the check, and SQLite runs one writing transaction at a time.
     */
    async replaceForUser(input: {
      userId: number;
      codeHash: string;
      expiresAt: string;
      createdAt: string;
      unlessUnusedSince: string;
    }): Promise<{ stored: true } | { stored: false; newestCreatedAt: string }> {
      return db.transaction().execute(async (trx) => {
        if (canLockRows(trx)) {
          await trx.selectFrom('users').select('id').where('id', '=', input.userId).forUpdate().execute();
        }
        const newest = await newestOf(trx, input.userId);
        if (newest && !newest.used_at && Date.parse(newest.created_at) > Date.parse(input.unlessUnusedSince)) {
          return { stored: false, newestCreatedAt: newest.created_at };
        }
        await trx.deleteFrom('password_reset_codes').where('user_id', '=', input.userId).execute();
        await trx
          .insertInto('password_reset_codes')
          .values({
            user_id: input.userId,
            code_hash: input.codeHash,
            expires_at: input.expiresAt,
            used_at: null,
            created_at: input.createdAt,
          })
          .execute();
        return { stored: true };
      });
    },

    /** Deletes the user's codes (a code whose mail could not be sent must not hold the next one back). */
    async removeForUser(userId: number): Promise<void> {
      await db.deleteFrom('password_reset_codes').where('user_id', '=', userId).execute();
    },

    /** The user's newest code, used or not: an older code never counts, even when the newest was used. */
    newestForUser: (userId: number): Promise<ResetCodeRow | undefined> => newestOf(db, userId),

    /**
     * Counts one try on an unused code by the client `clientKey`, unless that client has used up its
     * `maxAttempts`; the code's `attempts` sums every client's. Atomic, so parallel guesses cannot exceed the limit:
     * false when the try was refused.
     */
    async countAttempt(id: number, clientKey: string, maxAttempts: number): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const counted = await trx
          .insertInto('password_reset_code_tries')
          .columns(['code_id', 'client_key', 'attempts'])
          .expression((eb) =>
            eb
              .selectFrom('password_reset_codes')
              .select(['id', eb.val(clientKey).as('client_key'), eb.lit(1).as('attempts')])
              .where('id', '=', id)
              .where('used_at', 'is', null),
          )
          .onConflict((oc) =>
            oc
              .columns(['code_id', 'client_key'])
              .doUpdateSet((eb) => ({ attempts: eb('password_reset_code_tries.attempts', '+', 1) }))
              .where('password_reset_code_tries.attempts', '<', maxAttempts),
          )
          .executeTakeFirst();
        if (Number(counted.numInsertedOrUpdatedRows ?? 0) !== 1) return false;
        await trx
          .updateTable('password_reset_codes')
          .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
          .where('id', '=', id)
          .execute();
        return true;
      });
    },

    /**
     * Marks the code used and sets the user's new password (revoking older tokens) in one transaction. False,
     * with nothing changed, when the code was used meanwhile (a parallel request won).
     */
    async redeem(input: { codeId: number; userId: number; passwordHash: string; usedAt: string }): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('password_reset_codes')
          .set({ used_at: input.usedAt })
          .where('id', '=', input.codeId)
          .where('user_id', '=', input.userId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(used.numUpdatedRows) !== 1) return false;
        await usersRepository(trx).setPassword(input.userId, input.passwordHash);
        return true;
      });
    },
  };
}

export type ResetCodesRepository = ReturnType<typeof resetCodesRepository>;
