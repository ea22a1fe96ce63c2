import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { passwordProblem } from '@/common/password-policy';
import { openDatabase } from '@/server/db/database';
import { migrateToLatest } from '@/server/db/migrate';
import type { UserRow } from '@/server/db/schema';
import { verifyPassword } from '@/server/services/auth/password-hashing';

const ROOT = path.resolve(__dirname, '../..');
const STRONG = 'Kuat-Sandi#2025';
const STRONGER = 'Lebih-Kuat#2026';

interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

describe('npm run admin (src/server/cli/admin.ts)', () => {
  let dataDir: string;

  /** Runs the CLI as `npm run admin -- ...` does, against the temporary installation. */
  const admin = (...args: string[]): Promise<Run> =>
    new Promise((resolve) => {
      const env = {
        ...process.env,
        DATA_DIR: dataDir,
        DATABASE_URL: path.join(dataDir, 'app.db'),
        LOG_LEVEL: 'silent',
      };
      execFile(
        process.execPath,
        ['--import', 'tsx', 'src/server/cli/admin.ts', ...args],
        { cwd: ROOT, env, timeout: 60_000 },
        (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
      );
    });

  async function users(): Promise<UserRow[]> {
    const db = openDatabase(path.join(dataDir, 'app.db'));
    try {
      return await db.kysely.selectFrom('users').selectAll().orderBy('id').execute();
    } finally {
      await db.destroy();
    }
  }

  const user = async (username: string) => (await users()).find((row) => row.username === username);

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'additives-admin-cli-'));
    const db = openDatabase(path.join(dataDir, 'app.db'));
    await migrateToLatest(db.kysely);
    await db.destroy();
  });

  afterAll(() => {
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates an admin with the given password, which signs in (exit code 0)', async () => {
    const run = await admin('create', 'siti', 'siti@example.com', '--password', STRONG);

    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('Created administrator "siti" <siti@example.com>.');
    expect(run.stdout).not.toContain(STRONG);
    const siti = await user('siti');
    expect(siti).toMatchObject({
      email: 'siti@example.com',
      role: 'administrator',
      token_version: 0,
      failed_login_count: 0,
    });
    expect(await verifyPassword(siti!.password_hash, STRONG)).toBe(true);
  });

  it('creates an admin with a generated password that meets the policy, printed once', async () => {
    const run = await admin('create', 'budi', 'budi@example.com');

    expect(run.code).toBe(0);
    const password = /^Password: (.+)$/m.exec(run.stdout)?.[1];
    expect(password).toBeDefined();
    expect(passwordProblem(password!)).toBeUndefined();
    expect(await verifyPassword((await user('budi'))!.password_hash, password!)).toBe(true);
  });

  it('creates a user of the role --role names', async () => {
    const run = await admin('create', 'maya', 'maya@example.com', '--role', 'editor', '--password', STRONG);

    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('Created editor "maya" <maya@example.com>.');
    expect(await user('maya')).toMatchObject({ role: 'editor' });
  });

  it.each([
    ['a role that does not exist', ['create', 'rina', 'rina@example.com', '--role', 'owner'], /not a role/],
    ['--role without a value', ['create', 'rina', 'rina@example.com', '--role'], /needs a value/],
    ['a malformed e-mail address', ['create', 'rina', 'not-an-email'], /not a valid e-mail/],
    ['an e-mail address with a space', ['create', 'rina', 'rina @example.com'], /not a valid e-mail/],
    ['a username that is too short', ['create', 'ri', 'rina@example.com'], /username must be/],
    ['a username with a slash', ['create', '../rina', 'rina@example.com'], /username must be/],
    ['a weak --password', ['create', 'rina', 'rina@example.com', '--password', 'lemah'], /too weak/],
    ['--password without a value', ['create', 'rina', 'rina@example.com', '--password'], /needs a value/],
    ['a username that exists', ['create', 'siti', 'other@example.com', '--password', STRONG], /already exists/],
    ['an e-mail address another admin has', ['create', 'rina', 'siti@example.com', '--password', STRONG], /already/],
    ['that address in other letter case', ['create', 'rina', 'Siti@Example.com', '--password', STRONG], /already/],
  ])('refuses to create with %s (exit code 1), adding no user', async (_case, args, message) => {
    const before = await users();

    const run = await admin(...args);

    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(message);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(await users()).toEqual(before);
  });

  it('resets a password: the new one signs in, the old one does not, older tokens are revoked, a lockout is lifted', async () => {
    const db = openDatabase(path.join(dataDir, 'app.db'));
    const lockedUntil = new Date(Date.now() + 600_000).toISOString();
    const { id } = await db.kysely
      .updateTable('users')
      .set({ failed_login_count: 5, locked_until: lockedUntil })
      .where('username', '=', 'siti')
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.kysely
      .insertInto('login_failures')
      .values({
        user_id: id,
        client_address: '203.0.113.5',
        failure_count: 5,
        last_failed_at: new Date().toISOString(),
        locked_until: lockedUntil,
      })
      .execute();
    await db.destroy();
    const before = (await user('siti'))!;

    const run = await admin('reset-password', 'siti', '--password', STRONGER);

    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Password of "siti" reset');
    const after = (await user('siti'))!;
    expect(await verifyPassword(after.password_hash, STRONGER)).toBe(true);
    expect(await verifyPassword(after.password_hash, STRONG)).toBe(false);
    expect(after.token_version).toBe(before.token_version + 1);
    expect(after).toMatchObject({ failed_login_count: 0, locked_until: null });
    const reopened = openDatabase(path.join(dataDir, 'app.db'));
    const waits = await reopened.kysely.selectFrom('login_failures').selectAll().execute();
    await reopened.destroy();
    expect(waits).toEqual([]);
  });

  it('reset-two-step turns a user’s two-step sign-in off, forgets their recovery codes and records it', async () => {
    const db = openDatabase(path.join(dataDir, 'app.db'));
    const { id } = await db.kysely
      .updateTable('users')
      .set({ two_step_secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', two_step_last_step: 1 })
      .where('username', '=', 'siti')
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.kysely
      .insertInto('two_step_recovery_codes')
      .values({ user_id: id, code_hash: 'a'.repeat(64), used_at: null })
      .execute();
    await db.destroy();

    const run = await admin('reset-two-step', 'siti');

    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Two-step sign-in of "siti" is off');
    expect(await user('siti')).toMatchObject({ two_step_secret: null, two_step_last_step: null });
    const reopened = openDatabase(path.join(dataDir, 'app.db'));
    const codes = await reopened.kysely.selectFrom('two_step_recovery_codes').selectAll().execute();
    const records = await reopened.kysely.selectFrom('activity').select(['action', 'entity_name']).execute();
    await reopened.destroy();
    expect(codes).toEqual([]);
    expect(records).toEqual([{ action: 'two_step_reset', entity_name: 'siti' }]);
  });

  it('sweep-uploads removes the old upload files no row references and prints them', async () => {
    const uploadsDir = path.join(dataDir, 'uploads');
    fs.mkdirSync(uploadsDir, { recursive: true });
    const db = openDatabase(path.join(dataDir, 'app.db'));
    const at = new Date().toISOString();
    const image = JSON.stringify({ key: 'keptKey', width: 320, height: 200, widths: [320] });
    await db.kysely
      .insertInto('categories')
      .values({ name: 'Gums', description: '', image, created_at: at, updated_at: at })
      .execute();
    await db.destroy();
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    for (const name of ['keptKey-320.webp', 'orphanKey-320.webp', 'orphanKey-640.webp']) {
      fs.writeFileSync(path.join(uploadsDir, name), 'RIFF....WEBP');
      fs.utimesSync(path.join(uploadsDir, name), twoHoursAgo, twoHoursAgo);
    }

    const run = await admin('sweep-uploads');

    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('Removed 2 orphan upload file(s):\n  orphanKey-320.webp\n  orphanKey-640.webp');
    expect(fs.readdirSync(uploadsDir)).toEqual(['keptKey-320.webp']);
    expect((await admin('sweep-uploads')).stdout).toContain('No orphan upload files.');
  });

  it('sweep-enquiries deletes the enquiries past ENQUIRY_RETENTION_MONTHS with their CVs and prints the counts', async () => {
    const cvDir = path.join(dataDir, 'private', 'cv');
    fs.mkdirSync(cvDir, { recursive: true });
    const oldCv = 'AAAAAAAAAAAAAAAAAAAAAA.pdf';
    const recentCv = 'BBBBBBBBBBBBBBBBBBBBBB.pdf';
    for (const name of [oldCv, recentCv]) fs.writeFileSync(path.join(cvDir, name), '%PDF-1.4');
    const db = openDatabase(path.join(dataDir, 'app.db'));
    const application = (name: string, cvFile: string, at: string) => ({
      type: 'application',
      name,
      email: 'applicant@example.com',
      message: 'My CV.',
      language: 'en',
      cv_file: cvFile,
      cv_name: 'cv.pdf',
      cv_size: 8,
      created_at: at,
      updated_at: at,
    });
    await db.kysely
      .insertInto('enquiries')
      .values([
        application('Old applicant', oldCv, '2000-01-01T00:00:00.000Z'),
        application('Recent applicant', recentCv, new Date().toISOString()),
      ])
      .execute();
    await db.destroy();

    const run = await admin('sweep-enquiries');

    expect(run).toMatchObject({ code: 0, stderr: '' });
    expect(run.stdout).toContain('Deleted 1 enquiries older than 24 months and 1 CV file(s).');
    expect(fs.readdirSync(cvDir)).toEqual([recentCv]);
    const remaining = openDatabase(path.join(dataDir, 'app.db'));
    try {
      expect(await remaining.kysely.selectFrom('enquiries').select('name').execute()).toEqual([
        { name: 'Recent applicant' },
      ]);
    } finally {
      await remaining.destroy();
    }
  });

  it.each([
    ['an unknown user', 1, ['reset-password', 'nobody', '--password', STRONG], /No user named "nobody"/],
    ['a weak --password', 1, ['reset-password', 'siti', '--password', 'alllowercase1!'], /too weak/],
    ['no username', 2, ['reset-password'], /Usage:/],
    ['an unknown user for reset-two-step', 1, ['reset-two-step', 'nobody'], /No user named "nobody"/],
    ['an unknown command', 2, ['delete', 'siti'], /Usage:/],
    ['an extra argument', 2, ['create', 'rina', 'rina@example.com', 'extra'], /Usage:/],
  ])('refuses %s (exit code %i), changing nothing', async (_case, code, args, message) => {
    const before = await users();

    const run = await admin(...args);

    expect(run.code).toBe(code);
    expect(run.stderr).toMatch(message);
    expect(await users()).toEqual(before);
  });
});
