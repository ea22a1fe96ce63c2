import fs from 'node:fs';
import type { RenderBody } from '@/common/page-render';

/**
 * The client build's server-rendering bundle (src/client/server.tsx), or undefined when there is none: public
 * pages then go out with their head and data only, and the browser draws them.
 */
export async function loadBodyRenderer(file: string | undefined): Promise<RenderBody | undefined> {
  if (!file || !fs.existsSync(file)) return undefined;
  const loaded = (await import(file)) as { renderBody?: RenderBody; default?: { renderBody?: RenderBody } };
  // A CommonJS bundle arrives as the default export of a dynamic import; Jest's require hands its exports as they are.
  const renderBody = loaded.renderBody ?? loaded.default?.renderBody;
  if (typeof renderBody !== 'function') throw new Error(`${file} does not export renderBody.`);
  return renderBody;
}
