import type { Kysely } from 'kysely';
import type { StaffStatus, StaffUser } from '@/common/api/users';
import { DEFAULT_STAFF_ROLE, type StaffRole } from '@/common/staff-access';
import type { Database, UserRow } from '../db/schema';
import { nowIso } from './pagination';
import { canLockRows } from './row-locks';

/** invited (no password yet), deactivated, or active. */
export const statusOf = (user: UserRow): StaffStatus =>
  user.deactivated_at ? 'deactivated' : user.password_hash === '' ? 'invited' : 'active';

export const toStaffUser = (user: UserRow): StaffUser => ({
  id: user.id,
  username: user.username,
  name: user.display_name,
  email: user.email,
  role: user.role as StaffRole,
  status: statusOf(user),
  lastSignInAt: user.last_sign_in_at ? new Date(user.last_sign_in_at).toISOString() : null,
  twoStep: user.two_step_secret !== null,
});

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

    /** A new account; an empty `passwordHash` makes an invited one, which cannot sign in until it sets a password. */
    async create(input: {
      username: string;
      email: string;
      passwordHash: string;
      role?: StaffRole;
      name?: string;
    }): Promise<UserRow> {
      const at = nowIso();
      return db
        .insertInto('users')
        .values({
          username: input.username,
          email: input.email,
          password_hash: input.passwordHash,
          role: input.role ?? DEFAULT_STAFF_ROLE,
          display_name: input.name ?? '',
          locked_until: null,
          created_at: at,
          updated_at: at,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    },

    /**
     * Sets a new password hash, revokes every token issued before it, ends every session and lifts every sign-in wait
     * of the account.
     */
    async setPassword(id: number, passwordHash: string): Promise<void> {
      await db.deleteFrom('login_failures').where('user_id', '=', id).execute();
      await db
        .updateTable('staff_sessions')
        .set({ ended_at: nowIso() })
        .where('user_id', '=', id)
        .where('ended_at', 'is', null)
        .execute();
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

    /** Every account, by name. */
    async listForAdmin(): Promise<StaffUser[]> {
      const rows = await db.selectFrom('users').selectAll().orderBy('username').execute();
      return rows.map(toStaffUser);
    },

    async findForAdmin(id: number): Promise<StaffUser | undefined> {
      const row = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
      return row && toStaffUser(row);
    },

    /**
     * A new role, or (de)activation, unless it would leave no active administrator: then 'last-administrator' and
     * nothing changes. The active administrators are locked meanwhile, so two of them demoting each other at once
     * cannot both succeed. The role is read on every request, so it applies from the next one; a deactivation also
     * ends every session of the user (their token version moves on).
     */
    change(id: number, changes: { role?: StaffRole; active?: boolean }): Promise<'changed' | 'last-administrator'> {
      return db.transaction().execute(async (trx) => {
        const administrators = trx
          .selectFrom('users')
          .select('id')
          .where('role', '=', 'administrator')
          .where('deactivated_at', 'is', null)
          .where('password_hash', '<>', '');
        const active = (await (canLockRows(db) ? administrators.forUpdate() : administrators).execute()).map(
          (row) => row.id,
        );
        const removesOne = (changes.role !== undefined && changes.role !== 'administrator') || changes.active === false;
        if (removesOne && active.includes(id) && active.length <= 1) return 'last-administrator';
        const at = nowIso();
        await trx
          .updateTable('users')
          .set((eb) => ({
            ...(changes.role && { role: changes.role }),
            ...(changes.active !== undefined && { deactivated_at: changes.active ? null : at }),
            ...(changes.active === false && { token_version: eb('token_version', '+', 1) }),
            updated_at: at,
          }))
          .where('id', '=', id)
          .execute();
        if (changes.active === false) {
          await trx
            .updateTable('staff_sessions')
            .set({ ended_at: at })
            .where('user_id', '=', id)
            .where('ended_at', 'is', null)
            .execute();
        }
        return 'changed';
      });
    },

    /** The user's own name, e-mail and interface language. */
    async updateProfile(
      id: number,
      changes: { name?: string; email?: string; language?: string | null },
    ): Promise<void> {
      await db
        .updateTable('users')
        .set({
          ...(changes.name !== undefined && { display_name: changes.name.trim() }),
          ...(changes.email !== undefined && { email: changes.email.trim() }),
          ...(changes.language !== undefined && { language: changes.language }),
          updated_at: nowIso(),
        })
        .where('id', '=', id)
        .execute();
    },

    async recordSignIn(id: number, at: string = nowIso()): Promise<void> {
      await db.updateTable('users').set({ last_sign_in_at: at }).where('id', '=', id).execute();
    },
  };
}

export type UsersRepository = ReturnType<typeof usersRepository>;
