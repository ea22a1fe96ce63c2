import type { RootState } from '@/client/app/store';
import type { Language } from '@/client/i18n/i18n';
import { redactSecrets } from './redactSecrets';
import { SNAPSHOT_FORMAT, SNAPSHOT_VERSION, type QaSnapshot } from './snapshotFormat';

export interface SnapshotInput {
  state: RootState;
  path: string;
  language: Language;
  capturedAt: Date;
}

/** The whole store with the screen's path and language, secrets redacted (docs/qa-snapshots.md). */
export function buildSnapshot({ state, path, language, capturedAt }: SnapshotInput): QaSnapshot {
  return {
    format: SNAPSHOT_FORMAT,
    version: SNAPSHOT_VERSION,
    capturedAt: capturedAt.toISOString(),
    path,
    language,
    state: redactSecrets(state, state.auth.token),
  };
}

/** `snapshot-<path>-<timestamp>.json`, e.g. `snapshot-produk_kategori-q-gum-2025-01-31T09-15-00-000Z.json`. */
export function snapshotFileName(path: string, capturedAt: Date): string {
  const place = path.replace(/[^A-Za-z0-9_]+/g, '-').replace(/^-+|-+$/g, '') || 'home';
  return `snapshot-${place}-${capturedAt.toISOString().replace(/[:.]/g, '-')}.json`;
}
