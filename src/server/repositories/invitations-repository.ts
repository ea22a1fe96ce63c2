import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { nowIso } from './pagination';

export function invitationsRepository(db: Kysely<Database>) {
  return {
    /** A new invitation of `userId`; the older ones of the user stop working. */
    async issue(userId: number, tokenHash: string, expiresAt: string, at: string = nowIso()): Promise<void> {
      await db.transaction().execute(async (trx) => {
        await trx.deleteFrom('user_invitations').where('user_id', '=', userId).execute();
        await trx
          .insertInto('user_invitations')
          .values({ user_id: userId, token_hash: tokenHash, expires_at: expiresAt, used_at: null, created_at: at })
          .execute();
      });
    },

    /** The invited user of an unused, unexpired invitation, with the invitation's id. */
    async findValid(tokenHash: string, now: string = nowIso()): Promise<{ id: number; user: UserRow } | undefined> {
      const invitation = await db
        .selectFrom('user_invitations')
        .select(['id', 'user_id'])
        .where('token_hash', '=', tokenHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now)
        .executeTakeFirst();
      if (!invitation) return undefined;
      const user = await db.selectFrom('users').selectAll().where('id', '=', invitation.user_id).executeTakeFirst();
      return user && { id: invitation.id, user };
    },

    /**
     * Sets the invited user's first password and spends the invitation, both or neither; false when the invitation
     * was spent meanwhile (a second tab, a replayed request).
     */
    async accept(invitationId: number, userId: number, passwordHash: string, at: string = nowIso()): Promise<boolean> {
      return db.transaction().execute(async (trx) => {
        const spent = await trx
          .updateTable('user_invitations')
          .set({ used_at: at })
          .where('id', '=', invitationId)
          .where('used_at', 'is', null)
          .executeTakeFirst();
        if (Number(spent.numUpdatedRows) !== 1) return false;
        await trx
          .updateTable('users')
          .set({ password_hash: passwordHash, updated_at: at })
          .where('id', '=', userId)
          .execute();
        return true;
      });
    },
  };
}

export type InvitationsRepository = ReturnType<typeof invitationsRepository>;
