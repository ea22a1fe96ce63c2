import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { CATEGORY_IMAGE_FIELD, PRODUCT_IMAGE_FIELD } from '@/common/api/catalogue';
import { PARTNER_IMAGE_FIELD } from '@/common/api/partners';
import type { SiteSettingsDocument } from '@/common/api/site';
import { SLIDE_IMAGE_FIELD } from '@/common/api/slides';
import { openDatabase } from '@/server/db/database';
import { activityRepository } from '@/server/repositories/activity-repository';
import type { Database } from '@/server/db/schema';
import { createBackup, restoreBackup, type Installation } from '@/server/services/backup';
import { pngFile, sendForm } from './helpers/catalogue';
import { applicationFields, cvPart, fetchFormToken, PDF_BYTES, sendApplication } from './helpers/enquiries';
import { addDocument, addTerm, documentPart, pdfBytes } from './helpers/product-data';
import { bearer, countRows, createTestApp, type TestApp } from './helpers/test-app';

const TABLES: (keyof Database)[] = [
  'users',
  'user_invitations',
  'two_step_recovery_codes',
  'staff_sessions',
  'activity',
  'password_reset_codes',
  'password_reset_code_tries',
  'login_failures',
  'categories',
  'products',
  'product_certifications',
  'catalogue_terms',
  'product_terms',
  'product_documents',
  'careers',
  'articles',
  'galleries',
  'pending_changes',
  'slides',
  'partners',
  'site_documents',
  'enquiries',
  'used_form_tokens',
  'app_meta',
];

const DOCUMENT_BYTES = pdfBytes('Lembar Data Teknis Sukralosa');

const sha256 = (file: string) => crypto.createHash('sha256').update(fs.readFileSync(file)).digest('hex');

/** Every file under `dir` with its sha256, by relative path. */
function checksums(dir: string): Record<string, string> {
  if (!fs.existsSync(dir)) return {};
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => fs.statSync(path.join(dir, name)).isFile());
  return Object.fromEntries(files.sort().map((name) => [name, sha256(path.join(dir, name))]));
}

async function rowCounts(databaseUrl: string): Promise<Record<string, number>> {
  const db = openDatabase(databaseUrl);
  try {
    const counts: Record<string, number> = {};
    for (const table of TABLES) counts[table] = await countRows(db, table);
    return counts;
  } finally {
    await db.destroy();
  }
}

/** A copy of a .tar.gz with one byte changed inside the data of the entry named `entry`. */
function tamperedCopy(archive: string, copy: string, entry: (name: string) => boolean): void {
  const tar = zlib.gunzipSync(fs.readFileSync(archive));
  const field = (offset: number, length: number) =>
    tar
      .subarray(offset, offset + length)
      .toString('utf8')
      .replace(/\0.*$/s, '');
  for (let offset = 0; offset < tar.length && tar[offset] !== 0;) {
    const size = parseInt(field(offset + 124, 12).trim(), 8);
    if (entry(field(offset, 100)) && size > 0) {
      tar[offset + 512 + Math.floor(size / 2)]! ^= 0xff;
      fs.writeFileSync(copy, zlib.gzipSync(tar));
      return;
    }
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  throw new Error('No such entry in the archive');
}

describe('backup and restore (SQLite)', () => {
  let source: TestApp;
  let scratch: string;
  let archive: string;
  let trashedCareerId: number;
  let categoryId: number;

  const installationIn = (dir: string): Installation => ({
    database: { url: path.join(dir, 'app.db') },
    uploadsDir: path.join(dir, 'uploads'),
    cvDir: path.join(dir, 'private', 'cv'),
    documentsDir: path.join(dir, 'documents'),
  });
  const sourceInstallation = (): Installation => ({
    database: { url: source.config.databaseUrl },
    uploadsDir: source.config.uploadsDir,
    cvDir: source.config.cvDir,
    documentsDir: source.config.documentsDir,
  });

  beforeAll(async () => {
    source = await createTestApp('sqlite');
    const token = await source.login();
    const careerIds: number[] = [];
    for (const name of ['Food technologist', 'QA analyst', 'Sales engineer']) {
      const response = await source.app.inject({
        method: 'POST',
        url: '/v1/admin/careers',
        headers: bearer(token),
        payload: { name, position: 'Jakarta', description: `About ${name}`, status: true },
      });
      expect(response.statusCode).toBe(201);
      careerIds.push(response.json<{ data: { id: number } }>().data.id);
    }
    const application = await sendApplication(
      source,
      careerIds[0]!,
      applicationFields(await fetchFormToken(source, 'application')),
      cvPart(PDF_BYTES, 'CV Andi.pdf'),
    );
    expect(application.statusCode).toBe(201);
    const category = await sendForm(
      source,
      token,
      'POST',
      '/v1/admin/categories',
      { name: 'Sweeteners' },
      await pngFile(CATEGORY_IMAGE_FIELD),
    );
    expect(category.statusCode).toBe(201);
    categoryId = category.json<{ data: { id: number } }>().data.id;
    const industry = await addTerm(source, token, 'industry', 'Beverages', 'Minuman');
    const product = await sendForm(
      source,
      token,
      'POST',
      '/v1/admin/products',
      {
        name: 'Sucralose',
        category_id: categoryId,
        grade: 'Food grade (FCC)',
        certifications: JSON.stringify([
          { kind: 'halal', name: '', issuer: 'BPJPH', number: 'ID00410000123', expires_on: '2030-01-31' },
        ]),
        industry_ids: JSON.stringify([industry.id]),
      },
      await pngFile(PRODUCT_IMAGE_FIELD),
    );
    expect(product.statusCode).toBe(201);
    await addDocument(
      source,
      token,
      product.json<{ data: { id: number } }>().data.id,
      { kind: 'tds', language: 'id', name: 'Lembar Data Teknis Sukralosa' },
      documentPart(DOCUMENT_BYTES),
    );
    const slide = await sendForm(
      source,
      token,
      'POST',
      '/v1/admin/slides',
      { title: 'Quality first', alt_text: 'A laboratory' },
      await pngFile(SLIDE_IMAGE_FIELD),
    );
    expect(slide.statusCode).toBe(201);
    const partner = await sendForm(
      source,
      token,
      'POST',
      '/v1/admin/partners',
      { name: 'Ajinomoto', link: 'https://www.ajinomoto.com' },
      await pngFile(PARTNER_IMAGE_FIELD),
    );
    expect(partner.statusCode).toBe(201);
    const settings = await source.app.inject({ method: 'GET', url: '/v1/admin/site-settings', headers: bearer(token) });
    const edited = await source.app.inject({
      method: 'PUT',
      url: '/v1/admin/site-settings',
      headers: bearer(token),
      payload: { ...settings.json<{ data: SiteSettingsDocument }>().data, whatsapp: '+6281234567890' },
    });
    expect(edited.statusCode).toBe(200);

    // One career goes to the trash: the backup carries it there.
    const trashed = await source.app.inject({
      method: 'POST',
      url: '/v1/admin/careers',
      headers: bearer(token),
      payload: { name: 'Warehouse clerk', position: 'Surabaya', description: 'Stock counts.', status: true },
    });
    trashedCareerId = trashed.json<{ data: { id: number } }>().data.id;
    const deleted = await source.app.inject({
      method: 'DELETE',
      url: `/v1/admin/careers/${trashedCareerId}`,
      headers: bearer(token),
    });
    expect(deleted.statusCode).toBe(200);

    // Another has unpublished changes: the backup carries them too.
    const changed = await source.app.inject({
      method: 'POST',
      url: '/v1/admin/careers',
      headers: bearer(token),
      payload: { name: 'Lab analyst', position: 'Jakarta', description: 'Tests.', status: true },
    });
    const changes = await source.app.inject({
      method: 'PUT',
      url: `/v1/admin/careers/${changed.json<{ data: { id: number } }>().data.id}/changes`,
      headers: bearer(token),
      payload: { name: 'Senior lab analyst', position: 'Jakarta', description: 'Tests.', status: true },
    });
    expect(changes.statusCode).toBe(200);

    scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'additives-backup-test-'));
    archive = path.join(scratch, 'backup.tar.gz');
    // The source app stays open: the backup is taken from a live installation.
    await createBackup(sourceInstallation(), archive);
  });

  afterAll(async () => {
    await source?.close();
    if (scratch) fs.rmSync(scratch, { recursive: true, force: true });
  });

  const freshDir = (name: string) => {
    const dir = path.join(scratch, name);
    fs.mkdirSync(dir);
    return dir;
  };

  it('restores into an empty directory with the same row counts and file checksums', async () => {
    const sourceCounts = await rowCounts(source.config.databaseUrl);
    expect(sourceCounts).toMatchObject({
      users: 1,
      careers: 4,
      pending_changes: 1,
      categories: 1,
      products: 1,
      product_certifications: 1,
      catalogue_terms: 1,
      product_terms: 1,
      product_documents: 1,
      slides: 1,
      partners: 1,
      site_documents: 1,
      enquiries: 1,
    });
    // The writes made through the API above are in the activity log, which the backup carries too.
    expect(sourceCounts.activity).toBeGreaterThan(0);
    // So are the sessions of the staff who made them.
    expect(sourceCounts.staff_sessions).toBeGreaterThan(0);
    const sourceFiles = checksums(source.config.uploadsDir);
    expect(Object.keys(sourceFiles).length).toBeGreaterThan(0);
    const sourceCvs = checksums(source.config.cvDir);
    expect(Object.keys(sourceCvs)).toHaveLength(1);
    const sourceDocuments = checksums(source.config.documentsDir);
    expect(Object.keys(sourceDocuments)).toHaveLength(1);

    const target = installationIn(freshDir('restored'));
    const result = await restoreBackup(archive, target);

    expect(result.tables).toEqual(sourceCounts);
    expect(result.manifest.tables).toEqual(sourceCounts);
    expect(result.cvFiles).toBe(1);
    expect(result.documents).toBe(1);
    expect(await rowCounts(target.database.url)).toEqual(sourceCounts);
    expect(checksums(target.uploadsDir)).toEqual(sourceFiles);
    expect(checksums(target.cvDir)).toEqual(sourceCvs);
    expect(checksums(target.documentsDir)).toEqual(sourceDocuments);
  });

  it('restores the documents readable by their owner only, each where its row points', async () => {
    const target = installationIn(freshDir('documents'));
    await restoreBackup(archive, target);
    const db = openDatabase(target.database.url);
    try {
      const document = await db.kysely
        .selectFrom('product_documents')
        .select(['kind', 'language', 'name', 'file', 'size'])
        .executeTakeFirstOrThrow();
      expect(document).toMatchObject({
        kind: 'tds',
        language: 'id',
        name: 'Lembar Data Teknis Sukralosa.pdf',
        size: DOCUMENT_BYTES.length,
      });
      const file = path.join(target.documentsDir, document.file);
      expect(fs.readFileSync(file)).toEqual(DOCUMENT_BYTES);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(target.documentsDir).mode & 0o777).toBe(0o700);
    } finally {
      await db.destroy();
    }
  });

  it('restores the CVs readable by their owner only, each where its enquiry points', async () => {
    const target = installationIn(freshDir('cvs'));
    await restoreBackup(archive, target);
    const db = openDatabase(target.database.url);
    try {
      const enquiry = await db.kysely
        .selectFrom('enquiries')
        .select(['type', 'name', 'career_name', 'cv_file', 'cv_name', 'cv_size'])
        .executeTakeFirstOrThrow();
      expect(enquiry).toMatchObject({
        type: 'application',
        name: 'Andi Wijaya',
        career_name: 'Food technologist',
        cv_name: 'CV Andi.pdf',
        cv_size: PDF_BYTES.length,
      });
      const file = path.join(target.cvDir, enquiry.cv_file!);
      expect(fs.readFileSync(file)).toEqual(PDF_BYTES);
      expect(fs.statSync(file).mode & 0o777).toBe(0o600);
      expect(fs.statSync(target.cvDir).mode & 0o777).toBe(0o700);
    } finally {
      await db.destroy();
    }
  });

  it('refuses a target that already has CVs and writes nothing', async () => {
    const dir = freshDir('has-cvs');
    fs.mkdirSync(path.join(dir, 'private', 'cv'), { recursive: true });
    fs.writeFileSync(path.join(dir, 'private', 'cv', 'someone.pdf'), PDF_BYTES);

    await expect(restoreBackup(archive, installationIn(dir))).rejects.toThrow(/already holds files/);
    expect(fs.readdirSync(dir)).toEqual(['private']);
    expect(fs.readdirSync(path.join(dir, 'private', 'cv'))).toEqual(['someone.pdf']);
  });

  it('answers the restored rows as they were', async () => {
    const target = installationIn(freshDir('rows'));
    await restoreBackup(archive, target);
    const db = openDatabase(target.database.url);
    try {
      const careers = await db.kysely.selectFrom('careers').select(['name', 'description']).orderBy('id').execute();
      expect(careers.map((career) => career.name)).toEqual([
        'Food technologist',
        'QA analyst',
        'Sales engineer',
        'Lab analyst',
      ]);
      const products = await db.kysely.selectFrom('products').select('name').execute();
      expect(products).toEqual([{ name: 'Sucralose' }]);
      expect(await db.kysely.selectFrom('slides').select(['title', 'alt_text']).execute()).toEqual([
        { title: 'Quality first', alt_text: 'A laboratory' },
      ]);
      expect(await db.kysely.selectFrom('partners').select(['name', 'link']).execute()).toEqual([
        { name: 'Ajinomoto', link: 'https://www.ajinomoto.com' },
      ]);
      const documents = await db.kysely.selectFrom('site_documents').select(['key', 'document']).execute();
      expect(documents.map(({ key, document }) => [key, JSON.parse(document).whatsapp])).toEqual([
        ['settings', '+6281234567890'],
      ]);
    } finally {
      await db.destroy();
    }
  });

  it('carries the revisions and the trash, which the restored installation can bring back', async () => {
    const target = installationIn(freshDir('trash'));
    await restoreBackup(archive, target);
    const db = openDatabase(target.database.url);
    try {
      const activity = activityRepository(db.kysely);
      const deletion = await activity.inTrash('career', trashedCareerId);
      expect(deletion?.state).toMatchObject({ name: 'Warehouse clerk', position: 'Surabaya' });
      const [created] = (await activity.history('category', categoryId, { page: 1, limit: 1 })).rows;
      expect(created).toMatchObject({ action: 'create', revision: true });
      expect(await activity.revision('category', categoryId, created!.id)).toMatchObject({
        state: { name: 'Sweeteners' },
      });
    } finally {
      await db.destroy();
    }
  });

  it('refuses a target that already has a database and writes nothing', async () => {
    const dir = freshDir('has-database');
    fs.writeFileSync(path.join(dir, 'app.db'), 'someone else’s data');
    const before = checksums(dir);

    await expect(restoreBackup(archive, installationIn(dir))).rejects.toThrow(/already exists/);
    expect(checksums(dir)).toEqual(before);
    expect(fs.readdirSync(dir)).toEqual(['app.db']);
  });

  it('refuses a target that already has uploads and writes nothing', async () => {
    const dir = freshDir('has-uploads');
    fs.mkdirSync(path.join(dir, 'uploads'));
    fs.writeFileSync(path.join(dir, 'uploads', 'photo-320.webp'), 'an upload');

    await expect(restoreBackup(archive, installationIn(dir))).rejects.toThrow(/already holds files/);
    expect(fs.readdirSync(dir)).toEqual(['uploads']);
    expect(fs.readdirSync(path.join(dir, 'uploads'))).toEqual(['photo-320.webp']);
  });

  it.each([
    ['the database', (name: string) => name === 'database/app.db', /Checksum mismatch for database\/app\.db/],
    ['an upload', (name: string) => name.startsWith('uploads/'), /Checksum mismatch for uploads\//],
    ['a CV', (name: string) => name.startsWith('cv/'), /Checksum mismatch for cv\//],
    ['a document', (name: string) => name.startsWith('documents/'), /Checksum mismatch for documents\//],
  ])('refuses an archive with %s altered (checksum mismatch) and writes nothing', async (_what, entry, message) => {
    const tampered = path.join(scratch, `tampered-${crypto.randomBytes(4).toString('hex')}.tar.gz`);
    tamperedCopy(archive, tampered, entry);
    const dir = freshDir(path.basename(tampered, '.tar.gz'));

    await expect(restoreBackup(tampered, installationIn(dir))).rejects.toThrow(message);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('refuses a file that is not a backup', async () => {
    const notBackup = path.join(scratch, 'not-a-backup.tar.gz');
    fs.writeFileSync(notBackup, zlib.gzipSync(Buffer.alloc(4096)));
    const dir = freshDir('not-backup');

    await expect(restoreBackup(notBackup, installationIn(dir))).rejects.toThrow(/not a backup|incomplete|no manifest/);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('will not overwrite an existing archive', async () => {
    await expect(createBackup(sourceInstallation(), archive)).rejects.toThrow(/already exists/);
  });
});
