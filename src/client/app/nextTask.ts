/**
 * Settles in a new task of the browser's event loop, after the ones already queued (input, rendering): what
 * follows an `await nextTask()` runs apart from what came before it. A message rather than setTimeout, which
 * browsers hold back at least 4 ms once timers nest.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
