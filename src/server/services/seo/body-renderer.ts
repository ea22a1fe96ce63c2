import fs from 'node:fs';
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { RenderBody } from '@/common/page-render';
import { answerApiReads } from './api-over-port';

export interface BodyRenderer {
  render: RenderBody;
  /** Stops the render threads (there are none when pages render on the event loop). */
  close: () => Promise<void>;
}

/** The bundle's renderBody, imported into the calling thread. */
export async function importBodyRenderer(file: string): Promise<RenderBody> {
  const loaded = (await import(file)) as { renderBody?: RenderBody; default?: { renderBody?: RenderBody } };
  // A CommonJS bundle arrives as the default export of a dynamic import; Jest's require hands its exports as they are.
  const renderBody = loaded.renderBody ?? loaded.default?.renderBody;
  if (typeof renderBody !== 'function') throw new Error(`${file} does not export renderBody.`);
  return renderBody;
}

/**
 * Renders on `threads` worker threads (Piscina queues the pages when all are busy): a render is tens of
 * milliseconds of synchronous work, which on the event loop would hold every other answer, cached pages included.
 * The page's API reads still run on the event loop, through the API's own routes (see api-over-port.ts).
 */
async function renderOnThreads(bundle: string, threads: number): Promise<BodyRenderer> {
  const pool = new Piscina({
    // The worker has this file's extension: .js when built, .ts when run from the source.
    filename: path.join(__dirname, `render-worker${path.extname(__filename)}`),
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.POSITIVE_INFINITY,
  });
  try {
    // A bundle without renderBody stops the start, as it does without threads; the thread is then ready too.
    await pool.run({ bundle }, { name: 'loadBundle' });
  } catch (error) {
    await pool.destroy();
    throw error;
  }
  const render: RenderBody = async ({ readApi, ...request }) => {
    const { port1, port2 } = new MessageChannel();
    answerApiReads(port1, readApi);
    try {
      return await pool.run({ bundle, request, port: port2 }, { transferList: [port2] });
    } finally {
      port1.close();
    }
  };
  return { render, close: () => pool.destroy() };
}

/**
 * The client build's server-rendering bundle (src/client/server.tsx), or undefined when there is none: public
 * pages then go out with their head and data only, and the browser draws them. With `threads` 0 it renders on the
 * calling thread.
 */
export async function loadBodyRenderer(file: string | undefined, threads: number): Promise<BodyRenderer | undefined> {
  if (!file || !fs.existsSync(file)) return undefined;
  if (threads === 0) return { render: await importBodyRenderer(file), close: async () => undefined };
  return renderOnThreads(file, threads);
}
