import { testDatabases, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, useTestApp } from '../helpers/test-app';

/** The n-th address inside one /64, as a client rotating through its block would use. */
const inBlock = (n: number) => `2001:db8:5:6::${n.toString(16)}`;
const OTHER_BLOCK = '2001:db8:5:7::1';

describe.each(testDatabases())('per-address limits count IPv6 per /64 (%s)', (kind) => {
  const t = useTestApp(kind);
  const login = (password: string, remoteAddress: string, username = TEST_ADMIN_USERNAME) =>
    t.app.inject({ method: 'POST', url: '/v1/auth/login', payload: { username, password }, remoteAddress });

  it('makes the whole /64 wait after 5 wrong passwords, and no other block', async () => {
    for (let n = 1; n <= 5; n += 1) expect((await login(`Wrong-Password#${n}`, inBlock(n))).statusCode).toBe(401);

    const sameBlock = await login(TEST_ADMIN_PASSWORD, inBlock(99));
    expect(sameBlock.statusCode).toBe(429);
    expect(sameBlock.json().code).toBe('SIGN_IN_LOCKED');
    expect((await login(TEST_ADMIN_PASSWORD, OTHER_BLOCK)).statusCode).toBe(200);
  });

  it('counts sign-in requests of the whole /64 against one rate limit', async () => {
    const statuses = [];
    for (let n = 1; n <= t.config.rateLimits.loginPerIp + 1; n += 1) {
      statuses.push((await login('Whatever#1', inBlock(n), `nobody-${n}`)).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect((await login('Whatever#1', OTHER_BLOCK, 'nobody')).statusCode).toBe(401);
  });

  it('counts password-code requests of the whole /64 against one rate limit', async () => {
    const statuses = [];
    for (let n = 1; n <= t.config.rateLimits.passwordResetPerIp + 1; n += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: '/v1/auth/reset-password',
        payload: {
          email: 'nobody@example.com',
          code: '000000',
          password: 'Valid-Pass#123',
          confirm_password: 'Valid-Pass#123',
        },
        remoteAddress: inBlock(n),
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
