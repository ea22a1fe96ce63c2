import path from 'node:path';
import {
  missingWrites,
  sqliteArticleStates,
  sqliteCareerNames,
  sqliteEnquiryNames,
  sqliteIntegrity,
  sqlitePendingNotifications,
  sqliteTrashedCareerNames,
} from '../database-probe';
import { bearer, HttpClient, signInTo } from '../http-client';
import { sqliteInstallation } from '../installations';
import { summarize } from '../load';
import { sleep, type Scenario } from '../scenario';
import type { ServerProcess } from '../../server-process';

const WRITERS = 16;
/** Of the writers, how many send visitors' contact enquiries instead of creating careers. */
const ENQUIRY_WRITERS = 4;
/** Of the writers, how many create a career, delete it (to the trash) and restore it, over and over. */
const TRASH_WRITERS = 2;
/**
 * Of the writers, how many write an article as a draft, publish it, keep an edit of it apart as unpublished changes
 * and publish those, over and over.
 */
const PUBLISH_WRITERS = 2;
const PREFIX = 'crash';

/** The server's settings for the crash rounds: no fill-time minimum and no enquiry rate limit to get in the way. */
const ENQUIRY_ENV = {
  ENQUIRY_MIN_FILL_SECONDS: '0',
  RATE_LIMIT_ENQUIRIES_PER_HOUR: '1000000',
  ENQUIRIES_MAX_PER_HOUR: '1000000',
};

interface Acknowledged {
  careers: string[];
  enquiries: string[];
  /** Careers whose deletion was acknowledged (in the trash, or back if their restore committed unacknowledged). */
  deleted: string[];
  /** Careers whose restore from the trash was acknowledged. */
  restored: string[];
  /** Articles whose publishing was acknowledged. */
  published: string[];
  /** The new titles of articles whose unpublished changes were published, acknowledged. */
  changesPublished: string[];
}

const noneAcknowledged = (): Acknowledged => ({
  careers: [],
  enquiries: [],
  deleted: [],
  restored: [],
  published: [],
  changesPublished: [],
});

/** The title an article's unpublished changes give it. */
const changedTitle = (name: string) => `${name}-changed`;

type WriterKind = 'careers' | 'enquiries' | 'trash' | 'publish';

/** A multipart form of text fields, as the back office's article form sends it. */
function multipart(fields: Record<string, string>): { body: Buffer; headers: Record<string, string> } {
  const boundary = `----crash${Math.random().toString(16).slice(2)}`;
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    body: Buffer.from(`${parts.join('')}--${boundary}--\r\n`),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Creates careers (admin writes) and sends contact enquiries (public writes) from WRITERS connections until
 * stopped; answers the names acknowledged with 201, per kind.
 */
async function writeStream(server: ServerProcess, token: string, round: number) {
  const client = new HttpClient(server.url, WRITERS);
  // A form token serves one enquiry: each is sent with a new one, as each visitor's form gets its own.
  const newFormToken = async () => {
    const answer = await client.json<{ data: { token: string } }>('GET', '/v1/enquiries/form-token?form=contact');
    if (answer.status !== 200) throw new Error(`GET /v1/enquiries/form-token answered ${answer.status}`);
    return answer.data.data.token;
  };
  await newFormToken();
  const acknowledged = noneAcknowledged();
  let stopped = false;
  let sequence = 0;
  /** A career through the trash and back; each step acknowledged only when the previous one was. */
  const throughTheTrash = async (name: string) => {
    const created = await client.json<{ data: { id: number } }>('POST', '/v1/admin/careers', {
      json: { name, position: 'Crash probe', status: false },
      headers: bearer(token),
      timeoutMs: 5000,
    });
    if (created.status !== 201 || stopped) return;
    const url = `/v1/admin/careers/${created.data.data.id}`;
    const deleted = await client.request('DELETE', url, { headers: bearer(token), timeoutMs: 5000 });
    if (deleted.status !== 200 || stopped) return;
    acknowledged.deleted.push(name);
    const restored = await client.request('POST', `/v1/admin/trash/careers/${created.data.data.id}/restore`, {
      json: {},
      headers: bearer(token),
      timeoutMs: 5000,
    });
    if (restored.status === 200 && !stopped) acknowledged.restored.push(name);
  };
  /**
   * An article written as a draft, then published; then an edit kept apart as its unpublished changes, which are
   * published. Each acknowledged when its publishing is.
   */
  const draftThenPublish = async (name: string) => {
    const send = (method: string, url: string, fields: Record<string, string>) => {
      const form = multipart({ title: name, content: 'Written while the server dies.', ...fields });
      return client.json<{ data: { id: number } }>(method, url, {
        body: form.body,
        headers: { ...bearer(token), ...form.headers },
        timeoutMs: 5000,
      });
    };
    const draft = await send('POST', '/v1/admin/articles', { state: 'draft' });
    if (draft.status !== 201 || stopped) return;
    const url = `/v1/admin/articles/${draft.data.data.id}`;
    const published = await send('PUT', url, { state: 'published' });
    if (published.status !== 200 || stopped) return;
    acknowledged.published.push(name);
    const kept = await send('PUT', `${url}/changes`, { title: changedTitle(name) });
    if (kept.status !== 200 || stopped) return;
    const out = await client.request('POST', `${url}/changes/publish`, { headers: bearer(token), timeoutMs: 5000 });
    if (out.status === 200 && !stopped) acknowledged.changesPublished.push(changedTitle(name));
  };
  const write = async (kind: 'careers' | 'enquiries', name: string) =>
    kind === 'careers'
      ? client.request('POST', '/v1/admin/careers', {
          json: { name, position: 'Crash probe', status: false },
          headers: bearer(token),
          timeoutMs: 5000,
        })
      : client.request('POST', '/v1/enquiries/contact', {
          json: {
            name,
            company: 'Crash probe',
            email: 'probe@example.com',
            message: 'A visitor writes while the server dies.',
            language: 'en',
            formToken: await newFormToken(),
            website: '',
          },
          timeoutMs: 5000,
        });
  const loop = async (kind: WriterKind) => {
    while (!stopped) {
      const name = `${PREFIX}-${round}-${(sequence += 1)}`;
      try {
        if (kind === 'trash' || kind === 'publish') {
          await (kind === 'trash' ? throughTheTrash(name) : draftThenPublish(name));
          continue;
        }
        const answer = await write(kind, name);
        if (answer.status === 201 && !stopped) acknowledged[kind].push(name);
      } catch {
        if (!server.alive) return; // the kill: answers after it were never acknowledged
      }
    }
  };
  const kindOf = (index: number): WriterKind => {
    if (index < ENQUIRY_WRITERS) return 'enquiries';
    if (index < ENQUIRY_WRITERS + TRASH_WRITERS) return 'trash';
    return index < ENQUIRY_WRITERS + TRASH_WRITERS + PUBLISH_WRITERS ? 'publish' : 'careers';
  };
  const loops = Promise.all(Array.from({ length: WRITERS }, (_, index) => loop(kindOf(index))));
  return {
    acknowledged,
    async stop() {
      stopped = true;
      await loops;
      client.close();
    },
  };
}

async function careersTotal(server: ServerProcess, token: string): Promise<number> {
  const client = new HttpClient(server.url, 1);
  try {
    const { status, data } = await client.json<{ totalData: number }>('GET', '/v1/admin/careers?limit=1', {
      headers: bearer(token),
    });
    if (status !== 200) throw new Error(`GET /v1/admin/careers answered ${status}`);
    return data.totalData;
  } finally {
    client.close();
  }
}

/**
 * kill -9 at a random moment while 8 connections create careers, 2 take careers through the trash and back, 2 write
 * articles as drafts and publish them (then unpublished changes of them), and 4 send visitors' enquiries, then: the SQLite file (opened read-only
 * after the process died) passes integrity_check and holds every acknowledged write, the restarted server
 * serves all of them, and after the last restart every staff notification the kills left pending goes out.
 */
export async function crashScenario(scenario: Scenario): Promise<void> {
  const rounds = scenario.options.crashRounds;
  const report = scenario.check(`crash: ${rounds} rounds of kill -9 during writes (SQLite, synchronous=FULL)`);
  const installation = sqliteInstallation(path.join(scenario.workDir, 'crash'));
  const dbFile = path.join(installation.dataDir, 'app.db');
  const env = { ...installation.env, SEED_DEMO: 'false', ...ENQUIRY_ENV };
  const acknowledged = noneAcknowledged();
  const startups: number[] = [];
  const killDelays: number[] = [];
  let integrityOk = 0;
  let inFlightCommitted = 0;
  let expectedRows: number | undefined;
  let stillPending: string[] = [];

  for (let round = 1; round <= rounds + 1; round += 1) {
    const started = Date.now();
    const server = await scenario.startServer(`crash-${round}`, env, 60_000);
    startups.push(Date.now() - started);
    const token = await signInTo(server.url);
    if (expectedRows !== undefined) {
      const served = await careersTotal(server, token);
      report.expect(
        served === expectedRows,
        `after restart ${round - 1} the server lists ${served} careers, the file has ${expectedRows}`,
      );
    }
    if (round > rounds) {
      // The notifications the kills left pending all go out: jobs leased by a dead process once their lease ends
      // (30 s), those never queued with the maintenance job at start.
      const deadline = Date.now() + 60_000;
      while (sqlitePendingNotifications(dbFile, `${PREFIX}-`).length > 0 && Date.now() < deadline) await sleep(250);
      stillPending = sqlitePendingNotifications(dbFile, `${PREFIX}-`);
      report.expect(
        stillPending.length === 0,
        `after the last restart ${stillPending.length} notifications stayed pending (e.g. ${stillPending[0]})`,
      );
      await server.stop();
      break;
    }

    const stream = await writeStream(server, token, round);
    const delay = 300 + Math.floor(Math.random() * 1500);
    killDelays.push(delay);
    await sleep(delay);
    await server.kill9();
    await stream.stop();
    acknowledged.careers.push(...stream.acknowledged.careers);
    acknowledged.enquiries.push(...stream.acknowledged.enquiries);
    acknowledged.deleted.push(...stream.acknowledged.deleted);
    acknowledged.restored.push(...stream.acknowledged.restored);
    acknowledged.published.push(...stream.acknowledged.published);
    acknowledged.changesPublished.push(...stream.acknowledged.changesPublished);

    const integrity = sqliteIntegrity(dbFile);
    if (report.expect(integrity === 'ok', `round ${round}: integrity_check answered "${integrity}"`)) integrityOk += 1;
    const stored = sqliteCareerNames(dbFile, `${PREFIX}-`);
    const missing = missingWrites(acknowledged.careers, stored);
    report.expect(
      missing.length === 0,
      `round ${round}: ${missing.length} acknowledged careers lost (e.g. ${missing[0]})`,
    );
    const missingEnquiries = missingWrites(acknowledged.enquiries, sqliteEnquiryNames(dbFile, `${PREFIX}-`));
    report.expect(
      missingEnquiries.length === 0,
      `round ${round}: ${missingEnquiries.length} acknowledged enquiries lost (e.g. ${missingEnquiries[0]})`,
    );
    // Nothing half-done by the trash: a restore acknowledged is there; a deletion acknowledged is in the trash or back.
    const lostRestores = missingWrites(acknowledged.restored, stored);
    report.expect(
      lostRestores.length === 0,
      `round ${round}: ${lostRestores.length} acknowledged restores lost (e.g. ${lostRestores[0]})`,
    );
    const trashed = sqliteTrashedCareerNames(dbFile, `${PREFIX}-`);
    const vanished = acknowledged.deleted.filter((name) => !stored.has(name) && !trashed.has(name));
    report.expect(
      vanished.length === 0,
      `round ${round}: ${vanished.length} deleted careers neither in the trash nor back (e.g. ${vanished[0]})`,
    );
    // Nothing half-published: a publishing acknowledged holds (under its changed title once its changes went out),
    // so do published changes, and no article's state and search index disagree.
    const articles = sqliteArticleStates(dbFile, `${PREFIX}-`);
    const publishedNames = new Set([...articles.published].map((title) => title.replace(/-changed$/, '')));
    const unpublished = missingWrites(acknowledged.published, publishedNames);
    report.expect(
      unpublished.length === 0,
      `round ${round}: ${unpublished.length} acknowledged publishings lost (e.g. ${unpublished[0]})`,
    );
    const changesLost = missingWrites(acknowledged.changesPublished, articles.published);
    report.expect(
      changesLost.length === 0,
      `round ${round}: ${changesLost.length} acknowledged publishings of changes lost (e.g. ${changesLost[0]})`,
    );
    report.expect(
      articles.halfPublished.length === 0,
      `round ${round}: ${articles.halfPublished.length} articles half-published (e.g. ${articles.halfPublished[0]})`,
    );
    inFlightCommitted +=
      stored.size - (expectedRows ?? 0) - stream.acknowledged.careers.length - stream.acknowledged.restored.length;
    expectedRows = stored.size;
  }

  const startup = summarize(startups);
  report.figure('rounds', `${rounds} (kill after ${Math.min(...killDelays)}-${Math.max(...killDelays)} ms of writes)`);
  report.figure(
    'acknowledged writes',
    `${acknowledged.careers.length} careers and ${acknowledged.enquiries.length} enquiries, all present: ${
      report.problems.length === 0 ? 'yes' : 'no'
    }`,
  );
  report.figure(
    'drafts published',
    `${acknowledged.published.length} acknowledged, none lost, none with its state and search index apart`,
  );
  report.figure('unpublished changes published', `${acknowledged.changesPublished.length} acknowledged, none lost`);
  report.figure(
    'through the trash',
    `${acknowledged.deleted.length} deletions and ${acknowledged.restored.length} restores acknowledged, none lost`,
  );
  report.figure(
    'staff notifications after the last restart',
    `${stillPending.length} of ${acknowledged.enquiries.length} still pending 60 s after the last restart`,
  );
  report.figure('committed, answer lost in the kill', `${inFlightCommitted} (allowed: never acknowledged)`);
  report.figure('integrity_check ok', `${integrityOk} / ${rounds}`);
  report.figure(
    'restart until healthy',
    `p50 ${(startup.p50 / 1000).toFixed(1)} s, max ${(startup.max / 1000).toFixed(1)} s`,
  );
  report.figure('rows after the last restart', String(expectedRows));
}
