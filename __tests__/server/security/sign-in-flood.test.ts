import { testDatabases, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, useTestApp } from '../helpers/test-app';

const FLOOD = 40;
const inBlock = (n: number) => `2001:db8:9:9::${n.toString(16)}`;
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe.each(testDatabases())('sign-in under a flood of guesses against the same account (%s)', (kind) => {
  // The per-address request limit is lifted so that the guesses reach the password hashing queue.
  const t = useTestApp(kind, { RATE_LIMIT_LOGIN_PER_MINUTE: '1000' });
  const login = (password: string, remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: TEST_ADMIN_USERNAME, password },
      remoteAddress,
    });

  it("lets the owner sign in from elsewhere while the attacker's guesses fill the hashing queue", async () => {
    const statuses: number[] = [];
    const flood = Array.from({ length: FLOOD }, (_, n) =>
      login(`Wrong-Password#${n}`, inBlock(n + 1)).then((response) => statuses.push(response.statusCode)),
    );
    // The queue is full once the first guess is turned away.
    while (!statuses.includes(503)) await settle();

    const owner = await login(TEST_ADMIN_PASSWORD, '198.51.100.7');

    expect(owner.statusCode).toBe(200);
    expect(owner.json().data.token.access_token).toEqual(expect.any(String));
    await Promise.all(flood);
    expect(statuses).not.toContain(200);
  });
});
