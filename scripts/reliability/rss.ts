import type { ServerProcess } from '../server-process';

/** Samples a server's resident memory every `everyMs` until stopped; answers the peak in kB. */
export function sampleRss(server: ServerProcess, everyMs = 200): { stop(): number } {
  let peak = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, server.rssKb());
    } catch {
      // the process has gone: the check that killed it knows
    }
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      clearInterval(timer);
      sample();
      return peak;
    },
  };
}
