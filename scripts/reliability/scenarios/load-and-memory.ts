import path from 'node:path';
import { bearer, HttpClient, signIn } from '../http-client';
import { readMix, type Installation } from '../installations';
import { largeJpeg, multipartBody } from '../large-image';
import { describeLatency, summarize } from '../load';
import { runLoadCheck } from '../load-check';
import { megabytes } from '../report';
import { sampleRss } from '../rss';
import { sleep, type Scenario } from '../scenario';
import type { ServerProcess } from '../../server-process';

const WRITE_SHARE = 0.1;

export interface LoadScenarioOptions {
  /** Also measure memory during parallel large uploads on the same server. */
  uploads?: boolean;
}

/** The mixed load on one server, then (optionally) memory during parallel 8 MB uploads. */
export async function loadScenario(scenario: Scenario, installation: Installation, options: LoadScenarioOptions = {}) {
  const { connections, loadSeconds } = scenario.options;
  const report = scenario.check(`load: ${connections} connections, 90 % reads, 10 % writes (${installation.label})`);
  const started = Date.now();
  const server = await scenario.startServer(`load-${installation.label.toLowerCase()}`, installation.env);
  report.figure('start until healthy', `${((Date.now() - started) / 1000).toFixed(1)} s`);
  const client = new HttpClient(server.url, connections);
  try {
    const token = await signIn(client);
    const mix = await readMix(client);
    await sleep(1000);
    const idle = server.rssKb();
    const sampler = sampleRss(server);
    await runLoadCheck(
      report,
      {
        targets: [{ client, token }],
        connections,
        seconds: loadSeconds,
        writeShare: WRITE_SHARE,
        nextRead: mix.nextRead,
        writePrefix: `load-${Date.now().toString(36)}`,
      },
      installation,
    );
    const peak = sampler.stop();
    report.figure('RSS', `idle ${megabytes(idle)}, peak under load ${megabytes(peak)}`);
    if (options.uploads) await uploadMemoryCheck(scenario, server, token, mix.categoryIds[0]!, idle, peak);
  } finally {
    client.close();
  }
  const stop = await server.stop();
  scenario.current().figure('graceful stop (SIGTERM)', `${stop.ms} ms, exit code ${stop.code}`);
  scenario.current().expect(stop.code === 0, `the server exited with ${stop.code ?? stop.signal} on SIGTERM`);
}

// Ten 8 MB uploads are held in memory at once (the multipart plugin buffers each file) and two are decoded at a
// time (12 MP each); a peak far above this points at a leak or at unbounded decoding.
const RSS_LIMIT_MB = 1024;

async function uploadMemoryCheck(
  scenario: Scenario,
  server: ServerProcess,
  token: string,
  categoryId: number,
  idleKb: number,
  loadPeakKb: number,
): Promise<void> {
  const { uploads } = scenario.options;
  const report = scenario.check(
    `memory: RSS at idle, under load, and during ${uploads} parallel 8 MB uploads (SQLite)`,
  );
  const image = await largeJpeg(path.join(scenario.workDir, 'large.jpg'));
  await sleep(2000);
  const before = server.rssKb();
  const client = new HttpClient(server.url, uploads);
  const sampler = sampleRss(server, 100);
  const started = Date.now();
  try {
    const answers = await Promise.all(
      Array.from({ length: uploads }, (_, i) => {
        const form = multipartBody(
          {
            name: `Reliability upload ${Date.now().toString(36)}-${i}`,
            category_id: categoryId,
            description: 'Large upload',
          },
          { field: 'product_image', filename: `photo-${i}.jpg`, contentType: 'image/jpeg', data: image },
        );
        return client.request('POST', '/v1/admin/products', {
          body: form.body,
          headers: { ...bearer(token), 'content-type': form.contentType },
          timeoutMs: 120_000,
        });
      }),
    );
    const peak = sampler.stop();
    const statuses = answers.map((answer) => answer.status);
    report.figure('image', `${(image.length / 1024 / 1024).toFixed(1)} MB JPEG, 4000x3000`);
    report.figure('RSS idle (after start)', megabytes(idleKb));
    report.figure('RSS peak under load', megabytes(loadPeakKb));
    report.figure('RSS before uploads', megabytes(before));
    report.figure('RSS peak during uploads', megabytes(peak));
    await sleep(2000);
    report.figure('RSS 2 s after uploads', megabytes(server.rssKb()));
    report.figure('all uploads answered in', `${((Date.now() - started) / 1000).toFixed(1)} s`);
    report.figure('upload latency', describeLatency(summarize(answers.map((answer) => answer.ms))));
    report.figure('statuses', statuses.join(', '));
    report.expect(
      statuses.every((status) => status === 201),
      `uploads answered ${statuses.filter((s) => s !== 201).join(', ')}`,
    );
    report.expect(peak / 1024 < RSS_LIMIT_MB, `peak RSS ${megabytes(peak)} is above ${RSS_LIMIT_MB} MB`);
  } finally {
    sampler.stop();
    client.close();
  }
}
