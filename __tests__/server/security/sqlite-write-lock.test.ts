import SqliteDatabase from 'better-sqlite3';
import { TEST_ADMIN_USERNAME, useTestApp } from '../helpers/test-app';

/** Longer than SQLite's busy timeout, shorter than the time a write keeps trying without blocking. */
const HOLD_MS = 1_000;

describe('a wrong password while another process holds the SQLite write lock', () => {
  const t = useTestApp('sqlite', { SQLITE_BUSY_TIMEOUT_MS: '200' });

  it('waits for the lock without stopping the server, then answers as usual', async () => {
    const other = new SqliteDatabase(t.config.databaseUrl);
    const order: string[] = [];
    try {
      other.exec('BEGIN IMMEDIATE');
      setTimeout(() => {
        order.push('lock released');
        other.exec('COMMIT');
      }, HOLD_MS);

      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/login',
        payload: { username: TEST_ADMIN_USERNAME, password: 'Wrong-Password#1' },
      });
      order.push('answered');

      expect(response.json()).toMatchObject({ error: true, code: 'INVALID_CREDENTIALS' });
      expect(response.statusCode).toBe(401);
      expect(order).toEqual(['lock released', 'answered']);
      const stored = await t.db.kysely.selectFrom('login_failures').select('failure_count').execute();
      expect(stored).toEqual([{ failure_count: 1 }]);
    } finally {
      if (other.inTransaction) other.exec('ROLLBACK');
      other.close();
    }
  });
});
