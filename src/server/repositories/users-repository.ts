import type { Kysely } from 'kysely';
import type { Database, UserRow } from '../db/schema';
import { nowIso } from './pagination';

export function usersRepository(db: Kysely<Database>) {
  return {
    findByUsername(username: string): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('username', '=', username).executeTakeFirst();
    },

    findById(id: number): Promise<UserRow | undefined> {
      return db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
    },

    /** Case-insensitive, as mail systems treat addresses. */
    findByEmail(email: string): Promise<UserRow | undefined> {
      return db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
        .executeTakeFirst();
    },

    async count(): Promise<number> {
      return Number(
        (
          await db
            .selectFrom('users')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    },

    async create(input: { username: string; email: string; passwordHash: string }): Promise<UserRow> {
      const at = nowIso();
      return db
        .insertInto('users')
        .values({
          username: input.username,
          email: input.email,
          password_hash: input.passwordHash,
          locked_until: null,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /** Sets a new password hash, revokes every token issued before it and lifts every sign-in wait of the account. */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.deleteFrom('login_failures').where('user_id', '=', id).execute();
      await db
        .updateTable('users')
        .set((eb) => ({
          password_hash: passwordHash,
          token_version: eb('token_version', '+', 1),
          failed_login_count: 0,
          locked_until: null,
          updated_at: nowIso(),
        }))
        .where('id', '=', id)
        .execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
