import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '@/server/app';
import { loadConfig } from '@/server/config';
import { migrateToLatest } from '@/server/db/migrate';

const modeOf = (file: string) => (fs.statSync(file).mode & 0o777).toString(8);

describe('a fresh DATA_DIR', () => {
  let root: string;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'additives-modes-'));
  });

  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it("is readable by the server's user only: files 0600, folders 0700", async () => {
    const dataDir = path.join(root, 'data');
    const config = loadConfig({
      DATA_DIR: dataDir,
      CLIENT_DIR: path.join(root, 'client'),
      SSR_BUNDLE: '',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'silent',
    });
    const app = await buildApp(config, { logger: false });
    try {
      await app.ready();
      await migrateToLatest(app.db.kysely);
      await app.inject({ method: 'GET', url: '/v1/health' });

      expect(fs.readdirSync(dataDir).sort()).toEqual(
        expect.arrayContaining(['app.db', 'app.db-shm', 'app.db-wal', 'jwt-secret', 'uploads']),
      );
      const modes = Object.fromEntries(fs.readdirSync(dataDir).map((name) => [name, modeOf(path.join(dataDir, name))]));
      const expected = Object.fromEntries(
        fs
          .readdirSync(dataDir, { withFileTypes: true })
          .map((entry) => [entry.name, entry.isDirectory() ? '700' : '600']),
      );
      expect(modes).toEqual(expected);
      expect(modeOf(dataDir)).toBe('700');
    } finally {
      await app.close();
    }
  });
});
