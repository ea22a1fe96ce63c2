import type { MessagePort } from 'node:worker_threads';
import type { PageRenderRequest, RenderBody, RenderedBody } from '@/common/page-render';
import { readApiAcross } from './api-over-port';
import { importBodyRenderer } from './body-renderer';

/** What the event loop hands a render thread: the page to render, and the port its API reads go through. */
export interface RenderTask {
  bundle: string;
  request: Omit<PageRenderRequest, 'readApi'>;
  port: MessagePort;
}

let renderBody: Promise<RenderBody> | undefined;

/** Loads the bundle on this thread, once; fails when it has no renderBody. */
export async function loadBundle({ bundle }: Pick<RenderTask, 'bundle'>): Promise<void> {
  renderBody ??= importBodyRenderer(bundle);
  await renderBody;
}

/** A render thread's task (see body-renderer.ts): renders the page it is given with the bundle. */
export default async function renderOnThisThread({ bundle, request, port }: RenderTask): Promise<RenderedBody> {
  renderBody ??= importBodyRenderer(bundle);
  try {
    return await (
      await renderBody
    )({ ...request, readApi: readApiAcross(port) });
  } finally {
    port.close();
  }
}
