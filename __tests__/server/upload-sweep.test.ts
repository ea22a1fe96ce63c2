import fs from 'node:fs';
import path from 'node:path';
import { ARTICLE_IMAGE_FIELD } from '@/common/api/articles';
import { CATEGORY_IMAGE_FIELD } from '@/common/api/catalogue';
import { ORPHAN_MIN_AGE_MS, sweepOrphanUploads } from '@/server/services/images/upload-sweep';
import { filesOnDisk, filesReferenced, pngFile, sendForm } from './helpers/catalogue';
import { testDatabases, useSharedTestApp } from './helpers/test-app';

/** Writes an image-like file and dates it `ageMs` in the past. */
function writeUpload(dir: string, name: string, ageMs: number): void {
  const file = path.join(dir, name);
  fs.writeFileSync(file, 'RIFF....WEBP');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(file, when, when);
}

const ageAll = (dir: string, ageMs: number) => {
  const when = new Date(Date.now() - ageMs);
  for (const name of filesOnDisk(dir)) fs.utimesSync(path.join(dir, name), when, when);
};

describe.each(testDatabases())('sweeping orphan upload files (%s)', (kind) => {
  const t = useSharedTestApp(kind);

  it('removes old unreferenced files, keeps young ones and every file a row points at', async () => {
    const token = await t.login();
    const category = await sendForm(
      t,
      token,
      'POST',
      '/v1/admin/categories',
      { name: 'Gums' },
      await pngFile(CATEGORY_IMAGE_FIELD),
    );
    expect(category.statusCode).toBe(201);
    const article = await sendForm(
      t,
      token,
      'POST',
      '/v1/admin/articles',
      { title: 'Guar gum', author: 'Rina', content: 'Thickens.' },
      await pngFile(ARTICLE_IMAGE_FIELD),
    );
    expect(article.statusCode).toBe(201);
    const referenced = await filesReferenced(t.db);
    expect(referenced.length).toBeGreaterThan(0);
    const dir = t.config.uploadsDir;
    ageAll(dir, 2 * ORPHAN_MIN_AGE_MS);
    writeUpload(dir, 'oldOrphanKey-320.webp', ORPHAN_MIN_AGE_MS + 60_000);
    writeUpload(dir, 'youngOrphanKey-320.webp', 60_000);
    writeUpload(dir, 'notes.txt', 2 * ORPHAN_MIN_AGE_MS);

    const removed = await sweepOrphanUploads(t.app.repos.uploads, dir);

    expect(removed).toEqual(['oldOrphanKey-320.webp']);
    expect(filesOnDisk(dir)).toEqual([...referenced, 'notes.txt', 'youngOrphanKey-320.webp'].sort());
  });

  it('answers nothing removed when the uploads directory does not exist', async () => {
    fs.rmSync(t.config.uploadsDir, { recursive: true, force: true });
    expect(await sweepOrphanUploads(t.app.repos.uploads, t.config.uploadsDir)).toEqual([]);
  });
});
