/** Whether `promise` has settled once every queued task and microtask has run. */
export async function settled(promise: Promise<void>): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.resolve();
  return done;
}
