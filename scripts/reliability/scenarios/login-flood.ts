import { describeStatuses, loop } from '../closed-loop';
import { HttpClient } from '../http-client';
import type { Installation } from '../installations';
import { describeLatency, summarize } from '../load';
import type { Scenario } from '../scenario';

/** A static file of the build, read from disk on every request (no hashed name, so revalidated, not cached). */
const STATIC_FILE = '/favicon.svg';
const FLOOD_CONNECTIONS = 32;
const STATIC_CONNECTIONS = 4;
/** Static files must stay fast while sign-ins queue for their password hash. */
const STATIC_P99_LIMIT_MS = 500;

/**
 * Floods POST /v1/auth/login (unknown usernames, so every attempt costs a full argon2 check and no address is
 * made to wait) while reading a static file, and compares the file's latency with the same reads at rest. Password
 * hashing is bounded (2 at once, 16 waiting, 503 SERVER_BUSY beyond), so the file must stay fast.
 */
export async function loginFloodScenario(scenario: Scenario, installation: Installation): Promise<void> {
  const seconds = scenario.options.quick ? 4 : 15;
  const report = scenario.check(
    `login flood: ${FLOOD_CONNECTIONS} connections of sign-ins for ${seconds} s, ${STATIC_FILE} p99 (${installation.label})`,
  );
  const server = await scenario.startServer(`login-flood-${installation.label.toLowerCase()}`, {
    ...installation.env,
    RATE_LIMIT_LOGIN_PER_MINUTE: '1000000',
  });
  const files = new HttpClient(server.url, STATIC_CONNECTIONS);
  const logins = new HttpClient(server.url, FLOOD_CONNECTIONS);
  try {
    const readFile = () => files.request('GET', STATIC_FILE);
    const first = await readFile();
    if (first.status !== 200) throw new Error(`GET ${STATIC_FILE} answered ${first.status}: is the client built?`);

    const atRest = await loop(STATIC_CONNECTIONS, Date.now() + seconds * 1000, readFile);
    const floodEnds = Date.now() + seconds * 1000;
    const [flood, underFlood] = await Promise.all([
      loop(FLOOD_CONNECTIONS, floodEnds, (sequence) =>
        logins.request('POST', '/v1/auth/login', {
          json: { username: `flood-${sequence}`, password: 'Not-The-Password#1' },
        }),
      ),
      loop(STATIC_CONNECTIONS, floodEnds, readFile),
    ]);

    const rest = summarize(atRest.latencies);
    const flooded = summarize(underFlood.latencies);
    report.figure(`${STATIC_FILE} at rest`, describeLatency(rest));
    report.figure(`${STATIC_FILE} under the flood`, describeLatency(flooded));
    report.figure('sign-ins', `${describeLatency(summarize(flood.latencies))}; ${describeStatuses(flood.statuses)}`);
    report.figure('socket errors', String(flood.errors + underFlood.errors + atRest.errors));

    const unexpected = [...flood.statuses.keys()].filter((status) => status !== 401 && status !== 503);
    report.expect(unexpected.length === 0, `sign-ins answered ${unexpected.join(', ')} (only 401 and 503 expected)`);
    report.expect(
      [...underFlood.statuses.keys()].every((status) => status === 200),
      `${STATIC_FILE} answered ${describeStatuses(underFlood.statuses)}`,
    );
    report.expect(flood.errors + underFlood.errors === 0, 'socket errors during the flood');
    report.expect(
      flooded.p99 < STATIC_P99_LIMIT_MS,
      `${STATIC_FILE} p99 under the flood is ${flooded.p99.toFixed(0)} ms (limit ${STATIC_P99_LIMIT_MS} ms)`,
    );
  } finally {
    files.close();
    logins.close();
  }
  await server.stop();
}
