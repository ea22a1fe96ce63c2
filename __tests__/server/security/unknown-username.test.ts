import type { KyselyPlugin } from 'kysely';
import * as argon2 from '@node-rs/argon2';
import { loginFailuresRepository } from '@/server/repositories/login-failures-repository';
import { twoStepRepository } from '@/server/repositories/two-step-repository';
import { usersRepository } from '@/server/repositories/users-repository';
import { signIn } from '@/server/services/auth/sign-in';
import { testDatabases, TEST_ADMIN_USERNAME, useTestApp } from '../helpers/test-app';

jest.mock('@node-rs/argon2', () => {
  const actual = jest.requireActual<typeof argon2>('@node-rs/argon2');
  return { ...actual, verify: jest.fn(actual.verify) };
});

/** The statements a sign-in sends, by kind and table, in order. */
function recordingStatements() {
  const statements: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      const table = JSON.stringify(node).match(/"identifier"\s*:\s*\{[^}]*"name"\s*:\s*"([a-z_]+)"/)?.[1];
      statements.push(`${node.kind} ${table ?? ''}`);
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { statements, plugin };
}

describe.each(testDatabases())('a wrong sign-in with an unknown username (%s)', (kind) => {
  const t = useTestApp(kind);

  async function failedSignIn(username: string) {
    const { statements, plugin } = recordingStatements();
    const db = t.db.kysely.withPlugin(plugin);
    const verify = argon2.verify as jest.Mock;
    verify.mockClear();
    const deps = {
      users: usersRepository(db),
      failures: loginFailuresRepository(db),
      twoStep: twoStepRepository(db),
      tokens: t.app.tokens,
      sessions: t.app.sessions,
      log: t.app.log,
    };
    const device = { userAgent: 'test', address: '192.0.2.1' };
    await expect(signIn(deps, { username, password: 'Wrong-Password#1', device })).rejects.toMatchObject({
      statusCode: 401,
      code: 'INVALID_CREDENTIALS',
    });
    return { statements, passwordChecks: verify.mock.calls.length };
  }

  it('sends the same statements and checks one password, as for a known username', async () => {
    await failedSignIn('warm-up-the-dummy-hash');
    const known = await failedSignIn(TEST_ADMIN_USERNAME);
    const unknown = await failedSignIn('nobody-by-this-name');

    expect(known.passwordChecks).toBe(1);
    expect(unknown).toEqual(known);
  });

  it('stores nothing for the unknown username', async () => {
    await failedSignIn('nobody-by-this-name');
    expect(await t.db.kysely.selectFrom('login_failures').selectAll().execute()).toEqual([]);
  });
});
