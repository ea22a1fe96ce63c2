import type { App } from '@/server/app';

/**
 * Keeps the app's content version as it is: PostgreSQL's change stamp moves with every commit anywhere in the
 * cluster (other test files included), which would empty the cache in the middle of a test about what it holds.
 */
export async function pinContentVersion(app: App): Promise<void> {
  const version = await app.contentVersion.read();
  app.contentVersion.read = () => Promise.resolve(version);
}
