import type { App } from '@/server/app';

/**
 * Keeps the app's content version as it is until the returned function is called: PostgreSQL's change stamp moves
 * with every commit anywhere in the cluster (other test files included), which would empty the cache in the middle
 * of a test about what it holds.
 */
export async function pinContentVersion(app: App): Promise<() => void> {
  const read = app.contentVersion.read;
  const version = await read();
  app.contentVersion.read = () => Promise.resolve(version);
  return () => {
    app.contentVersion.read = read;
  };
}
