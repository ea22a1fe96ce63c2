import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** What the recording renderer shares with the test through the global object (the bundle is loaded in-process). */
interface RendererControl {
  /** Every URL it was asked to render, in order. */
  renders: string[];
  /** Renders of URLs starting with `/hold` wait for this; the test resolves it to let them finish. */
  hold: Promise<void>;
}

const GLOBAL_NAME = '__recordingRenderer';

export const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Template</title></head>' +
  '<body><div id=root></div></body></html>';

/**
 * A stand-in for the client's server-rendering bundle that notes each URL it renders and holds the renders of
 * `/hold…` paths until told, so a test can count renders and keep work in flight.
 */
export function recordingRenderer() {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'recording-renderer-'));
  const file = path.join(directory, 'render.js');
  fs.writeFileSync(
    file,
    `exports.renderBody = async ({ url }) => {
  const control = globalThis.${GLOBAL_NAME};
  control.renders.push(url);
  if (url.startsWith('/hold')) await control.hold;
  return { html: '<main>' + url.replace(/[<>&"]/g, '') + '</main>', styles: '', state: '{}' };
};
`,
  );
  const control = globalThis as unknown as Record<string, RendererControl>;
  let release = () => {};
  const reset = () => {
    control[GLOBAL_NAME] = { renders: [], hold: new Promise<void>((resolve) => (release = resolve)) };
  };
  reset();
  return {
    file,
    get renders() {
      return control[GLOBAL_NAME]!.renders;
    },
    /** Lets every held render finish. */
    release: () => release(),
    /** Forgets the renders so far and holds again. */
    reset,
    remove: () => fs.rmSync(directory, { recursive: true, force: true }),
  };
}
