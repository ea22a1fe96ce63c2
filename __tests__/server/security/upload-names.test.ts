import fs from 'node:fs';
import path from 'node:path';
import type { ImageSet } from '@/common/api/image';
import { expectNoOrphans, filesOnDisk, solidImage } from '../helpers/catalogue';
import { imageFileNames } from '../helpers/content';
import {
  errorEnvelope,
  installationFiles,
  seedFixture,
  sendWrite,
  withoutEffect,
  writeContext,
  writeName,
  WRITE_ROUTES,
  type Fixture,
} from '../helpers/attacks';
import { createTestApp, testDatabases, type TestApp } from '../helpers/test-app';

const HOSTILE_FILENAMES = [
  '../../etc/passwd',
  '..\\..\\x.png',
  '../../../../../../tmp/evil.png',
  '/etc/cron.d/evil.png',
  '....//....//x.png',
  '..%2F..%2Fx.png',
  'x.png\u0000.html',
];

/** Names the image pipeline chooses: a random key (12 bytes, base64url) and a width. */
const SERVER_CHOSEN_NAME = /^[\w-]{16}-\d+\.webp$/;

const IMAGE_FORMS = WRITE_ROUTES.filter((write) => write.fileKind === 'image' && write.method === 'POST');

/** The image set an answer carries, whatever the entity calls its image field. */
const imageOf = (data: Record<string, unknown>) =>
  Object.values(data).find(
    (value): value is ImageSet => typeof value === 'object' && value !== null && 'srcset' in value,
  );

describe.each(testDatabases())('upload file names and fields (%s)', (kind) => {
  let t: TestApp;
  let token: string;
  let fixture: Fixture;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp(kind, { RATE_LIMIT_WRITES_PER_MINUTE: '100000' });
    token = await t.login();
    fixture = await seedFixture(t);
    png = await solidImage('png', 40, 30);
  });

  afterAll(async () => {
    await t.close();
  });

  it.each(
    IMAGE_FORMS.flatMap((write) => HOSTILE_FILENAMES.map((filename) => [writeName(write), filename, write] as const)),
  )(
    '%s with the file name %j stores the image under a random name inside the uploads directory only',
    async (_name, filename, write) => {
      const uploadsBefore = filesOnDisk(t.config.uploadsDir);
      const elsewhereBefore = installationFiles(t).filter((file) => !file.startsWith('data/uploads/'));
      // Category names are unique; the name must not echo the file name, which the answer is checked for.
      const label = `Upload ${HOSTILE_FILENAMES.indexOf(filename)}`;
      const body = { ...write.body(writeContext(t, fixture)), name: label, title: label };
      const accepted = Object.fromEntries(Object.entries(body).filter(([field]) => field in write.schema.properties));

      const response = await sendWrite(t, write, fixture, accepted, {
        token,
        file: { field: write.fileField!, filename, data: png },
      });

      expect(response.statusCode).toBe(201);
      const added = filesOnDisk(t.config.uploadsDir).filter((file) => !uploadsBefore.includes(file));
      expect(added.length).toBeGreaterThan(0);
      for (const file of added) expect(file).toMatch(SERVER_CHOSEN_NAME);
      expect(imageFileNames(imageOf(response.json().data)!).sort()).toEqual(added.sort());
      expect(response.body).not.toMatch(/passwd|evil|\.\.[\\/]/);
      expect(installationFiles(t).filter((file) => !file.startsWith('data/uploads/'))).toEqual(elsewhereBefore);
      expect(fs.existsSync(path.resolve(t.config.uploadsDir, filename.replace(/\\/g, '/')))).toBe(false);
      await expectNoOrphans(t);
    },
  );

  const UNEXPECTED_FIELDS = ['attachment', '../../etc/passwd', 'image_url[]'];

  it.each(
    WRITE_ROUTES.filter((write) => write.form).flatMap((write) =>
      UNEXPECTED_FIELDS.map((field) => [writeName(write), field, write] as const),
    ),
  )('%s with the image under the field %j answers 400 naming it, and stores nothing', async (_name, field, write) => {
    const response = await withoutEffect(t, () =>
      sendWrite(t, write, fixture, write.body(writeContext(t, fixture)), {
        token,
        file: { field, filename: 'picture.png', data: png },
      }),
    );

    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ ...errorEnvelope('VALIDATION'), fields: { [field]: expect.any(String) } });
  });
});
