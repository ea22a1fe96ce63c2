import crypto from 'node:crypto';
import { ADMIN_PASSWORD, ADMIN_USERNAME, bearer, HttpClient, signInTo } from '../http-client';
import { readMix, type Installation } from '../installations';
import { runLoadCheck } from '../load-check';
import { megabytes } from '../report';
import { sampleRss } from '../rss';
import type { Scenario } from '../scenario';
import type { ServerProcess } from '../../server-process';

const LOGIN_LIMIT = 6;

async function validates(server: ServerProcess, token: string): Promise<number> {
  const client = new HttpClient(server.url, 1);
  try {
    return (await client.request('GET', '/v1/auth/validate-token', { headers: bearer(token) })).status;
  } finally {
    client.close();
  }
}

/**
 * Two server processes on one PostgreSQL database with the same JWT_SECRET (and REDIS_URL when Redis answers):
 * the load split over both loses no write, a token from one is accepted by the other, and the login rate limit
 * counts across both.
 */
export async function twoServersScenario(
  scenario: Scenario,
  installation: Installation,
  redisUrl: string | undefined,
): Promise<void> {
  const { connections, loadSeconds } = scenario.options;
  const report = scenario.check(
    `two servers on one PostgreSQL database under the load${redisUrl ? ' (rate limits in Redis)' : ''}`,
  );
  const env = {
    ...installation.env,
    JWT_SECRET: crypto.randomBytes(32).toString('hex'),
    RATE_LIMIT_LOGIN_PER_MINUTE: String(LOGIN_LIMIT),
    ...(redisUrl && { REDIS_URL: redisUrl }),
  };
  const first = await scenario.startServer('cluster-a', env);
  const second = await scenario.startServer('cluster-b', env);
  const firstToken = await signInTo(first.url);
  const secondToken = await signInTo(second.url);
  const crossStatuses = [await validates(second, firstToken), await validates(first, secondToken)];
  report.figure('token of A on B, token of B on A', crossStatuses.join(', '));
  report.expect(
    crossStatuses.every((status) => status === 200),
    'a token issued by one server is refused by the other',
  );

  const clients = [new HttpClient(first.url, connections), new HttpClient(second.url, connections)];
  const samplers = [sampleRss(first), sampleRss(second)];
  try {
    const mix = await readMix(clients[0]!);
    // Each server receives writes signed by the other one's token.
    await runLoadCheck(
      report,
      {
        targets: [
          { client: clients[0]!, token: secondToken },
          { client: clients[1]!, token: firstToken },
        ],
        connections,
        seconds: loadSeconds,
        writeShare: 0.1,
        nextRead: mix.nextRead,
        writePrefix: `cluster-${Date.now().toString(36)}`,
      },
      installation,
    );
  } finally {
    const peaks = samplers.map((sampler) => sampler.stop());
    report.figure('RSS peak under load', `A ${megabytes(peaks[0]!)}, B ${megabytes(peaks[1]!)}`);
    clients.forEach((client) => client.close());
  }

  const limit = scenario.check(`login rate limit shared by both servers (RATE_LIMIT_LOGIN_PER_MINUTE=${LOGIN_LIMIT})`);
  if (!redisUrl) {
    limit.skip('Redis unreachable');
    return;
  }
  await sharedLoginLimit(limit, first, second);
}

async function sharedLoginLimit(
  report: ReturnType<Scenario['check']>,
  first: ServerProcess,
  second: ServerProcess,
): Promise<void> {
  // A documentation address of its own, so the count starts at zero whatever else uses this Redis.
  const ip = `198.51.100.${1 + crypto.randomInt(254)}`;
  const attempt = async (server: ServerProcess) => {
    const client = new HttpClient(server.url, 1);
    try {
      const answer = await client.request('POST', '/v1/auth/login', {
        json: { username: `${ADMIN_USERNAME}-nobody`, password: `${ADMIN_PASSWORD}-wrong` },
        headers: { 'x-forwarded-for': ip },
      });
      return answer.status;
    } finally {
      client.close();
    }
  };
  const statuses: string[] = [];
  for (let i = 0; i < LOGIN_LIMIT; i += 1) {
    const server = i % 2 === 0 ? first : second;
    statuses.push(`${server === first ? 'A' : 'B'}:${await attempt(server)}`);
  }
  const seventhOnFirst = await attempt(first);
  const eighthOnSecond = await attempt(second);
  statuses.push(`A:${seventhOnFirst}`, `B:${eighthOnSecond}`);
  report.figure('attempts (server:status)', statuses.join(' '));
  report.expect(
    statuses.slice(0, LOGIN_LIMIT).every((entry) => entry.endsWith(':401')),
    `the first ${LOGIN_LIMIT} attempts should be 401 (wrong credentials)`,
  );
  report.expect(
    seventhOnFirst === 429 && eighthOnSecond === 429,
    'the 7th and 8th attempts (on either server) should be 429',
  );
}
