import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { nowIso } from './pagination';

/** A user's authenticator secret, the step of the last accepted code, and their recovery codes (hashes only). */
export function twoStepRepository(db: Kysely<Database>) {
  return {
    /** A secret being set up; two-step sign-in stays as it was until a code of it is confirmed. */
    async setPending(userId: number, secret: string): Promise<void> {
      await db.updateTable('users').set({ two_step_pending_secret: secret }).where('id', '=', userId).execute();
    },

    /**
     * Turns the pending secret on, with `step` as its last accepted step and new recovery codes, all or nothing; false
     * when the pending secret changed meanwhile (a second setup in another tab).
     */
    async enable(userId: number, secret: string, step: number, codeHashes: string[]): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const result = await trx
          .updateTable('users')
          .set({
            two_step_secret: secret,
            two_step_pending_secret: null,
            two_step_last_step: step,
            updated_at: nowIso(),
          })
          .where('id', '=', userId)
          .where('two_step_pending_secret', '=', secret)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) !== 1) return false;
        await replaceCodes(trx, userId, codeHashes);
        return true;
      });
    },

    /** Turns two-step sign-in off: the secret, any pending one and the recovery codes are deleted. */
    async disable(userId: number): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set({
            two_step_secret: null,
            two_step_pending_secret: null,
            two_step_last_step: null,
            updated_at: nowIso(),
          })
          .where('id', '=', userId)
          .execute();
        await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
      });
    },

    /**
     * Records `step` as the last accepted one, unless it or a later step was accepted already: the check and the
     * write are one statement, so two processes cannot both accept the same code.
     */
    async acceptStep(userId: number, step: number): Promise<boolean> {
      const result = await db
        .updateTable('users')
        .set({ two_step_last_step: step })
        .where('id', '=', userId)
        .where('two_step_secret', 'is not', null)
        .where((eb) => eb.or([eb('two_step_last_step', 'is', null), eb('two_step_last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    /** Spends an unused recovery code of the user; false when there is none with that hash. */
    async spendRecoveryCode(userId: number, codeHash: string, at: string = nowIso()): Promise<boolean> {
      const result = await db
        .updateTable('two_step_recovery_codes')
        .set({ used_at: at })
        .where('user_id', '=', userId)
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    },

    async replaceRecoveryCodes(userId: number, codeHashes: string[]): Promise<void> {
      await db.transaction().execute((trx) => replaceCodes(trx, userId, codeHashes));
    },

    async recoveryCodesLeft(userId: number): Promise<number> {
      const row = await db
        .selectFrom('two_step_recovery_codes')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('user_id', '=', userId)
        .where('used_at', 'is', null)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },
  };
}

async function replaceCodes(trx: Kysely<Database>, userId: number, codeHashes: string[]): Promise<void> {
  await trx.deleteFrom('two_step_recovery_codes').where('user_id', '=', userId).execute();
  await trx
    .insertInto('two_step_recovery_codes')
    .values(codeHashes.map((code_hash) => ({ user_id: userId, code_hash, used_at: null })))
    .execute();
}

export type TwoStepRepository = ReturnType<typeof twoStepRepository>;
