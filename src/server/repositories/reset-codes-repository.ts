import type { Kysely, Selectable } from 'kysely';
import type { Database, PasswordResetCodesTable } from '../db/schema';
import { usersRepository } from './users-repository';

export type ResetCodeRow = Selectable<PasswordResetCodesTable>;

/** One-time password codes (stored as hashes only) and their redemption. */
export function resetCodesRepository(db: Kysely<Database>) {
  return {
    /** Stores a new code for the user and deletes every older one, so only the newest can ever be used. */
    async replaceForUser(input: {
      userId: number;
      codeHash: string;
      expiresAt: string;
      createdAt: string;
    }): Promise<void> {
      await db.transaction().execute(async (trx) => {
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
      });
    },

    /** Deletes the user's codes (a code whose mail could not be sent must not hold the next one back). */
    async removeForUser(userId: number): Promise<void> {
      await db.deleteFrom('password_reset_codes').where('user_id', '=', userId).execute();
    },

    /** The user's newest code, used or not: an older code never counts, even when the newest was used. */
    newestForUser(userId: number): Promise<ResetCodeRow | undefined> {
      return db
        .selectFrom('password_reset_codes')
        .selectAll()
        .where('user_id', '=', userId)
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
    },

    /**
     * Counts one try on an unused code that has tries left. Atomic, so parallel guesses cannot exceed the limit:
     * false when the try was refused.
     */
    async countAttempt(id: number, maxAttempts: number): Promise<boolean> {
      const result = await db
        .updateTable('password_reset_codes')
        .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
        .where('id', '=', id)
        .where('used_at', 'is', null)
        .where('attempts', '<', maxAttempts)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
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
