import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { CAS_NUMBER_PATTERN, E_NUMBER_PATTERN, SPEC_TEXT_FIELDS } from '@/common/api/catalogue';
import { hasValidCasCheckDigit } from '@/common/cas-number';
import { passwordProblem } from '@/common/password-policy';
import {
  demoArticles,
  demoCareers,
  demoCategories,
  demoGallery,
  demoPartners,
  demoProducts,
  demoSlides,
} from '@/server/db/seed/demo-content';
import { categoriesId, galleryId, productsId } from '@/server/db/seed/demo-content-id';
import { DEMO_PRODUCT_DATA_ADDED } from '@/server/db/seed/demo-product-data';
import { backfillDemoTranslations, DEMO_TRANSLATIONS_BACKFILLED } from '@/server/db/seed/demo-translations';
import { placeholderSvg } from '@/server/db/seed/placeholder-art';
import { seedDemo } from '@/server/db/seed/seed-demo';
import { parseStoredImage, serializeStoredImage } from '@/server/repositories/image-column';
import { parseTranslations } from '@/server/repositories/translations';
import { ensureInitialAdmin, INITIAL_PASSWORD_FILE } from '@/server/services/auth/initial-admin';
import { DEMO_SEEDED, prepareInstallation } from '@/server/bootstrap';
import {
  countRows,
  createTestApp,
  TEST_ADMIN_PASSWORD,
  TEST_ADMIN_USERNAME,
  testDatabases,
  type TestApp,
  useTestApp,
} from './helpers/test-app';
import { documentsOnDisk } from './helpers/product-data';
import { whileSchemasStay } from './helpers/test-database-pool';

const SEEDED_TABLES = [
  'categories',
  'products',
  'product_certifications',
  'catalogue_terms',
  'product_terms',
  'product_documents',
  'articles',
  'careers',
  'galleries',
  'slides',
  'partners',
] as const;

async function tableCounts(t: TestApp): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of SEEDED_TABLES) counts[table] = await countRows(t.db, table);
  return counts;
}

/** Every file the stored images point at, by the URLs the API hands out. */
async function referencedUploads(t: TestApp): Promise<Set<string>> {
  const { kysely } = t.db;
  const columns = [
    ...(await kysely.selectFrom('categories').select('image').execute()),
    ...(await kysely.selectFrom('products').select('image').execute()),
    ...(await kysely.selectFrom('articles').select('image').execute()),
    ...(await kysely.selectFrom('galleries').select('image').execute()),
    ...(await kysely.selectFrom('slides').select('image').execute()),
    ...(await kysely.selectFrom('partners').select('image').execute()),
  ].map((row) => row.image);
  const files = new Set<string>();
  for (const column of columns) {
    const image = parseStoredImage(column);
    expect(image).not.toBeNull();
    const set = t.app.images.toImageSet(image!);
    for (const url of [set.src, ...set.srcset.split(', ').map((entry) => entry.split(' ')[0]!)]) {
      expect(url).toMatch(/^\/uploads\/[^/]+\.webp$/);
      files.add(url.slice('/uploads/'.length));
    }
  }
  return files;
}

const DELIBERATE_PRODUCT = 'Custom Food Fortification Premix';
const DELIBERATE_PHOTO = 'Annual company outing';

type Texts = Record<string, string | undefined>;
const indonesian = (column: string): Texts => parseTranslations<string>(column).id ?? {};
const written = (text: string | undefined) => typeof text === 'string' && text.trim() !== '';

/** The rows of a table as `key -> Indonesian texts`. */
async function indonesianByKey(
  t: TestApp,
  table: 'categories' | 'products' | 'articles' | 'careers' | 'galleries',
  key: 'name' | 'title',
): Promise<Map<string, Texts>> {
  const rows = await sql<{ key: string; translations: string }>`
    select ${sql.ref(key)} as key, translations from ${sql.table(table)}
  `.execute(t.db.kysely);
  return new Map(rows.rows.map((row) => [row.key, indonesian(row.translations)]));
}

describe.each(testDatabases())('demo seed (%s)', (kind) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(kind);
  }, 30_000);

  afterAll(async () => {
    await t?.close();
  });

  it('inserts the demo content with processed images once, and a second run changes nothing', async () => {
    const first = await seedDemo(t.app.repos, t.app.images, t.app.documentFiles);

    const counts = await tableCounts(t);
    expect(counts.categories).toBeGreaterThanOrEqual(8);
    expect(counts.products).toBeGreaterThanOrEqual(50);
    expect(counts.articles).toBeGreaterThanOrEqual(8);
    expect(counts.careers).toBeGreaterThanOrEqual(4);
    expect(counts.galleries).toBeGreaterThanOrEqual(12);
    expect(counts.slides).toBe(3);
    expect(counts.partners).toBe(6);
    expect(first).toEqual({
      categories: counts.categories,
      products: counts.products,
      articles: counts.articles,
      careers: counts.careers,
      gallery: counts.galleries,
      slides: counts.slides,
      partners: counts.partners,
      terms: counts.catalogue_terms,
      documents: counts.product_documents,
    });
    expect(first.terms).toBeGreaterThanOrEqual(10);
    expect(first.documents).toBeGreaterThanOrEqual(2 * 50);
    const inactive = await t.db.kysely.selectFrom('careers').select('name').where('state', '=', 'draft').execute();
    expect(inactive).toHaveLength(1);

    const referenced = await referencedUploads(t);
    const onDisk = new Set(fs.readdirSync(t.config.uploadsDir));
    for (const file of referenced) expect(onDisk.has(file)).toBe(true);
    expect(onDisk.size).toBe(referenced.size);

    const second = await seedDemo(t.app.repos, t.app.images, t.app.documentFiles);

    expect(second).toEqual({
      categories: 0,
      products: 0,
      articles: 0,
      careers: 0,
      gallery: 0,
      slides: 0,
      partners: 0,
      terms: 0,
      documents: 0,
    });
    expect(await tableCounts(t)).toEqual(counts);
    expect(fs.readdirSync(t.config.uploadsDir)).toHaveLength(onDisk.size);
  }, 180_000);

  it('gives every demo product its specifications, terms and certifications, in English and Indonesian', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const partners = new Set(demoPartners.map((partner) => partner.name));
    const rows = await t.db.kysely.selectFrom('products').select(['id', 'name']).execute();
    let withPrincipal = 0;
    for (const { id, name } of rows) {
      const product = (await t.app.repos.products.findForAdmin(id))!;
      const indonesian = (await t.app.repos.products.findById(id, 'id'))!;
      const missing = SPEC_TEXT_FIELDS.filter((field) => !product[field].trim() || indonesian.fallback?.[field]);
      expect([name, missing]).toEqual([name, []]);
      if (product.cas_number) {
        const valid = new RegExp(CAS_NUMBER_PATTERN).test(product.cas_number);
        expect([name, valid && hasValidCasCheckDigit(product.cas_number)]).toEqual([name, true]);
      }
      expect([name, new RegExp(E_NUMBER_PATTERN).test(product.e_number)]).toEqual([name, true]);
      expect([name, product.industries.length > 0 && product.applications.length > 0]).toEqual([name, true]);
      expect([name, product.certifications.length > 0]).toEqual([name, true]);
      for (const certification of product.certifications) {
        expect([name, certification.expires_on === null || certification.expires_on > today]).toEqual([name, true]);
        if (certification.kind === 'halal') expect(['BPJPH', 'MUI']).toContain(certification.issuer);
      }
      if (product.principal) {
        withPrincipal += 1;
        expect(partners.has(product.principal.name)).toBe(true);
      }
    }
    expect(withPrincipal).toBeGreaterThanOrEqual(30);
    const kinds = await t.db.kysely.selectFrom('product_certifications').select('kind').distinct().execute();
    expect(kinds.map((row) => row.kind).sort()).toEqual(['bpom', 'gmp', 'halal', 'iso', 'kosher', 'other']);
  });

  it('stores each demo document as a PDF its row names, one safety data sheet sent on request only', async () => {
    const documents = await t.db.kysely.selectFrom('product_documents').selectAll().execute();

    expect(documentsOnDisk(t)).toEqual(documents.map((document) => document.file).sort());
    for (const document of documents) {
      const bytes = fs.readFileSync(path.join(t.config.documentsDir, document.file));
      expect([document.name, bytes.subarray(0, 5).toString('latin1'), bytes.length]).toEqual([
        document.name,
        '%PDF-',
        document.size,
      ]);
      expect(document.name).toMatch(/^[^/\\]+\.pdf$/);
    }
    const onRequest = documents.filter((document) => Boolean(document.on_request));
    expect(onRequest.filter((document) => document.kind === 'sds')).toHaveLength(1);
    const tdsLanguages = new Map<number, string[]>();
    for (const document of documents.filter((candidate) => candidate.kind === 'tds')) {
      tdsLanguages.set(document.product_id, [...(tdsLanguages.get(document.product_id) ?? []), document.language]);
    }
    const bilingual = [...tdsLanguages.values()].filter((languages) => languages.sort().join() === 'en,id');
    expect(bilingual.length).toBeGreaterThanOrEqual(70);
    expect(documents.filter((document) => document.kind === 'certificate').length).toBeGreaterThanOrEqual(5);
  });

  it('has a halal-certified emulsifier for food and beverage with a public Indonesian data sheet', async () => {
    const emulsifier = /emulsifier/i;
    const found: string[] = [];
    for (const { id } of await t.db.kysely.selectFrom('products').select('id').execute()) {
      const [english, indonesian] = [
        (await t.app.repos.products.findById(id, 'en'))!,
        (await t.app.repos.products.findById(id, 'id'))!,
      ];
      const tds = indonesian.documents.find((document) => document.kind === 'tds' && document.language === 'id');
      if (
        emulsifier.test(`${english.name} ${english.description}`) &&
        emulsifier.test(`${indonesian.name} ${indonesian.description}`) &&
        indonesian.certifications.some((certification) => certification.kind === 'halal') &&
        english.industries.some((industry) => industry.name === 'Food & Beverage') &&
        indonesian.industries.some((industry) => industry.name === 'Makanan & Minuman') &&
        tds?.url
      ) {
        found.push(english.name);
        const download = await t.app.inject({ method: 'GET', url: tds.url });
        expect(download.statusCode).toBe(200);
        expect(download.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
        expect(download.headers['content-disposition']).toContain(`filename="${tds.name}"`);
      }
    }
    expect(found).toContain('Sorbitan Monostearate');
  });

  it('gives every demo entity its Indonesian texts, but for the ones left to show the fallback', async () => {
    const categories = await indonesianByKey(t, 'categories', 'name');
    for (const category of demoCategories) {
      const id = categories.get(category.name)!;
      expect([category.name, written(id.name) && written(id.description)]).toEqual([category.name, true]);
      expect(id.name).not.toBe(category.name);
    }
    const products = await indonesianByKey(t, 'products', 'name');
    for (const product of demoProducts) {
      const id = products.get(product.name)!;
      expect([product.name, written(id.name)]).toEqual([product.name, true]);
      expect([product.name, written(id.description)]).toEqual([product.name, product.name !== DELIBERATE_PRODUCT]);
      if (written(id.description)) expect(id.description).not.toBe(product.description);
    }
    const articles = await indonesianByKey(t, 'articles', 'title');
    for (const article of demoArticles) {
      const id = articles.get(article.title)!;
      expect([article.title, written(id.title) && written(id.content)]).toEqual([article.title, true]);
      expect(id.content!.split('\n\n').length).toBeGreaterThanOrEqual(3);
    }
    const careers = await indonesianByKey(t, 'careers', 'name');
    for (const career of demoCareers) {
      const id = careers.get(career.name)!;
      const complete = written(id.name) && written(id.position) && written(id.description);
      expect([career.name, complete]).toEqual([career.name, true]);
    }
    const photos = await indonesianByKey(t, 'galleries', 'name');
    for (const photo of demoGallery) {
      expect([photo.name, written(photos.get(photo.name)!.name)]).toEqual([
        photo.name,
        photo.name !== DELIBERATE_PHOTO,
      ]);
    }
  });

  it('answers public reads in Indonesian with ?lang=id, the untranslated texts falling back to English', async () => {
    const idOf = async (table: 'products' | 'categories', name: string) =>
      (await t.db.kysely.selectFrom(table).select('id').where('name', '=', name).executeTakeFirstOrThrow()).id;

    const sweeteners = await t.app.inject({
      url: `/v1/products/category/${await idOf('categories', 'Sweeteners')}?lang=id`,
    });
    expect(sweeteners.statusCode).toBe(200);
    const category = sweeteners.json().data;
    expect(category).toMatchObject({ name: 'Pemanis', description: expect.stringContaining('Pemanis') });
    expect(category.fallback).toBeUndefined();
    expect(category.products.map((product: { name: string }) => product.name)).toEqual(
      expect.arrayContaining(['Aspartam', 'Sukralosa', 'Natrium Siklamat']),
    );

    const aspartame = (
      await t.app.inject({ url: `/v1/products/${await idOf('products', 'Aspartame')}?lang=id` })
    ).json().data;
    expect(aspartame).toMatchObject({ name: 'Aspartam', category_name: 'Pemanis' });
    expect(aspartame.description).toContain('Serbuk kristal putih');
    expect(aspartame.fallback).toBeUndefined();

    const premix = (
      await t.app.inject({ url: `/v1/products/${await idOf('products', DELIBERATE_PRODUCT)}?lang=id` })
    ).json().data;
    const english = demoProducts.find((product) => product.name === DELIBERATE_PRODUCT)!;
    expect(premix.name).toBe('Premiks Fortifikasi Pangan Khusus');
    expect(premix.description).toBe(english.description);
    expect(premix.fallback.description).toBe('en');
    expect(premix.fallback.name).toBeUndefined();

    const englishAnswer = (
      await t.app.inject({ url: `/v1/products/${await idOf('products', DELIBERATE_PRODUCT)}?lang=en` })
    ).json().data;
    expect(englishAnswer).toMatchObject({ name: DELIBERATE_PRODUCT, description: english.description });
    expect(englishAnswer.fallback).toBeUndefined();

    const gallery = (await t.app.inject({ url: '/v1/galleries?lang=id' })).json().data.galleries as Array<{
      name: string;
      fallback?: Record<string, string>;
    }>;
    expect(gallery.map((photo) => photo.name)).toContain('Laboratorium quality control');
    expect(gallery.find((photo) => photo.name === DELIBERATE_PHOTO)?.fallback).toEqual({ name: 'en' });

    const articles = (await t.app.inject({ url: '/v1/articles?lang=id&limit=100' })).json().data as Array<{
      title: string;
    }>;
    expect(articles.map((article) => article.title)).toContain('Cara membaca certificate of analysis (CoA)');

    const careers = (await t.app.inject({ url: '/v1/careers?lang=id' })).json().data as Array<{ name: string }>;
    expect(careers.map((career) => career.name)).toContain('Supervisor Regulatory Affairs');
  });

  it('seeds slides with their texts in English and Indonesian over pictures without words, and linked partners', async () => {
    const rows = await t.db.kysely.selectFrom('slides').selectAll().orderBy('position').execute();
    expect(rows.map((row) => row.button_link)).toEqual(demoSlides.map((slide) => slide.button_link));
    for (const [index, row] of rows.entries()) {
      for (const field of ['title', 'subtitle', 'button_label', 'alt_text'] as const) {
        const id = indonesian(row.translations)[field];
        expect([index, field, written(row[field]), written(id)]).toEqual([index, field, true, true]);
        expect(id).not.toBe(row[field]);
      }
      expect(row.button_link).toMatch(/^\/[a-z_]+$/);
    }
    const inIndonesian = await t.app.repos.slides.listAll('id');
    expect(inIndonesian.map((slide) => slide.title)).toEqual(demoSlides.map((slide) => slide.id.title));
    expect(inIndonesian.every((slide) => slide.fallback === undefined)).toBe(true);
    const inEnglish = await t.app.repos.slides.listAll('en');
    expect(inEnglish.map((slide) => slide.title)).toEqual(demoSlides.map((slide) => slide.title));

    // The slide pictures carry no words; partner logos are their names.
    expect(placeholderSvg(SLIDE_ART)).not.toContain('<text');

    const partners = await t.db.kysely.selectFrom('partners').selectAll().orderBy('position').execute();
    expect(partners.map((row) => row.name)).toEqual(demoPartners.map((partner) => partner.name));
    for (const row of partners) expect(row.link).toMatch(/^(|https:\/\/\S+)$/);
    expect(partners.some((row) => row.link === '')).toBe(true);
    const renamed = partners.filter((row) => indonesian(row.translations).name !== undefined);
    expect(renamed.map((row) => row.name)).toEqual(
      demoPartners.filter((partner) => partner.nameId).map((partner) => partner.name),
    );
  });
});

const SLIDE_ART = {
  width: 160,
  height: 64,
  seed: 'Title',
  palette: ['#000000', '#ffffff'],
} as const satisfies Parameters<typeof placeholderSvg>[0];

describe.each(testDatabases())('demo translations backfill (%s)', (kind) => {
  const t = useTestApp(kind);

  const image = serializeStoredImage({ key: 'old-style', width: 800, height: 800, widths: [800] });

  it('gives untouched demo rows of an older installation their Indonesian texts, once, and leaves edited rows alone', async () => {
    const { repos } = t.app;
    const [sweeteners] = demoCategories;
    const categoryId = await repos.categories.create(
      { name: sweeteners!.name, description: sweeteners!.description, image },
      new Date().toISOString(),
    );
    const [aspartame, acesulfame, sucralose] = demoProducts;
    const untouched = await repos.products.create(
      { category_id: categoryId, name: aspartame!.name, description: aspartame!.description, image },
      new Date().toISOString(),
    );
    const edited = await repos.products.create(
      { category_id: categoryId, name: acesulfame!.name, description: 'Our own wording of the description.', image },
      new Date().toISOString(),
    );
    const translated = await repos.products.create(
      {
        category_id: categoryId,
        name: sucralose!.name,
        description: sucralose!.description,
        image,
        translations: JSON.stringify({ id: { name: 'Sukralosa (nama admin)' } }),
      },
      new Date().toISOString(),
    );
    const photo = demoGallery[0]!;
    await repos.gallery.create({ name: photo.name, image }, new Date().toISOString());
    const career = demoCareers[0]!;
    await repos.careers.create(
      {
        name: career.name,
        position: career.position,
        description: `${career.description}\n- One more line`,
        status: true,
      },
      new Date().toISOString(),
    );
    const translationsOf = async (table: 'products' | 'categories' | 'galleries' | 'careers', id?: number) =>
      (
        await t.db.kysely
          .selectFrom(table)
          .select('translations')
          .$if(id !== undefined, (query) => query.where('id', '=', id!))
          .executeTakeFirstOrThrow()
      ).translations;

    expect(await backfillDemoTranslations(t.db.kysely)).toBe(3);

    expect(indonesian(await translationsOf('categories'))).toEqual(categoriesId[sweeteners!.name]);
    expect(indonesian(await translationsOf('products', untouched))).toEqual(productsId[aspartame!.name]);
    expect(await translationsOf('products', edited)).toBe('{}');
    expect(indonesian(await translationsOf('products', translated))).toEqual({ name: 'Sukralosa (nama admin)' });
    expect(indonesian(await translationsOf('galleries'))).toEqual(galleryId[photo.name]);
    expect(await translationsOf('careers')).toBe('{}');
    expect(await t.app.repos.meta.get(DEMO_TRANSLATIONS_BACKFILLED)).toEqual(expect.any(String));

    const product = (await t.app.inject({ url: `/v1/products/${untouched}?lang=id` })).json().data;
    expect(product).toMatchObject({ name: 'Aspartam', category_name: 'Pemanis' });

    // Once only: an admin who later clears the translations keeps them cleared.
    await t.db.kysely.updateTable('products').set({ translations: '{}' }).where('id', '=', untouched).execute();
    expect(await backfillDemoTranslations(t.db.kysely)).toBe(0);
    expect(await translationsOf('products', untouched)).toBe('{}');
  });

  it('runs when the installation is prepared, and records that it ran', async () => {
    const photo = demoGallery[1]!;
    await t.app.repos.gallery.create({ name: photo.name, image }, new Date().toISOString());

    await prepareInstallation(t.db, t.config, t.app.log);

    const row = await t.db.kysely.selectFrom('galleries').select('translations').executeTakeFirstOrThrow();
    expect(indonesian(row.translations)).toEqual(galleryId[photo.name]);
    expect(await t.app.repos.meta.get(DEMO_TRANSLATIONS_BACKFILLED)).toEqual(expect.any(String));
  });
});

describe.each(testDatabases())('demo product data backfill (%s)', (kind) => {
  const t = useTestApp(kind);

  const image = serializeStoredImage({ key: 'old-style', width: 800, height: 800, widths: [800] });

  it('gives the demo products of an older installation their data once, leaving what an admin filled in', async () => {
    const { repos } = t.app;
    const categoryId = await repos.categories.create({ name: 'Emulsifiers', description: '', image });
    const untouched = await repos.products.create({
      category_id: categoryId,
      name: 'Sorbitan Monostearate',
      description: '',
      image,
    });
    const edited = await repos.products.create({
      category_id: categoryId,
      name: 'Soy Lecithin',
      description: '',
      image,
      grade: 'Our own grade',
    });
    await repos.partners.create({ position: 0, image, name: 'Nordhavn Hydrocolloids', link: '' });
    await repos.meta.set(DEMO_SEEDED, new Date().toISOString());

    await prepareInstallation(t.db, t.config, t.app.log);

    const product = (await repos.products.findForAdmin(untouched))!;
    expect(product).toMatchObject({ cas_number: '1338-41-6', e_number: 'E491', inci_name: 'Sorbitan Stearate' });
    expect(product.principal?.name).toBe('Nordhavn Hydrocolloids');
    expect(product.translations.id?.appearance).toBe('Butiran berwarna krem');
    expect(product.industries.map((industry) => industry.name)).toContain('Food & Beverage');
    expect(product.certifications.map((certification) => certification.kind)).toContain('halal');
    expect(product.documents.map((document) => `${document.kind} ${document.language}`)).toEqual(
      expect.arrayContaining(['tds en', 'tds id', 'certificate id']),
    );
    const other = (await repos.products.findForAdmin(edited))!;
    expect([other.grade, other.appearance, other.principal]).toEqual(['Our own grade', '', null]);
    expect(other.certifications.length).toBeGreaterThan(0);
    expect(await repos.meta.get(DEMO_PRODUCT_DATA_ADDED)).toEqual(expect.any(String));

    // Once only: what an admin removes afterwards stays removed.
    await t.db.kysely.deleteFrom('product_certifications').execute();
    await prepareInstallation(t.db, t.config, t.app.log);
    expect(await countRows(t.db, 'product_certifications')).toBe(0);
  });

  it('leaves an installation that never had the demo content alone', async () => {
    await prepareInstallation(t.db, t.config, t.app.log);

    expect(await countRows(t.db, 'catalogue_terms')).toBe(0);
    expect(await t.app.repos.meta.get(DEMO_PRODUCT_DATA_ADDED)).toBeUndefined();
  });
});

describe('first-start admin (sqlite)', () => {
  let t: TestApp | undefined;

  afterEach(async () => {
    jest.restoreAllMocks();
    await t?.close();
    t = undefined;
  });

  it('without ADMIN_PASSWORD writes a generated password readable only by its owner, and it signs in', async () => {
    t = await createTestApp('sqlite', { ADMIN_PASSWORD: '' }, { createAdmin: false });
    jest.spyOn(process.stdout, 'write').mockImplementation(() => true);

    await ensureInitialAdmin(t.app.repos.users, t.config, t.app.log);

    const file = path.join(t.config.dataDir, INITIAL_PASSWORD_FILE);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const password = fs.readFileSync(file, 'utf8').trim();
    expect(passwordProblem(password)).toBeUndefined();
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/auth/login',
      payload: { username: TEST_ADMIN_USERNAME, password },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.token.access_token).toEqual(expect.any(String));

    await ensureInitialAdmin(t.app.repos.users, t.config, t.app.log);

    expect(await countRows(t.db, 'users')).toBe(1);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(password);
  }, 30_000);
});

const onPostgres = testDatabases().includes('postgres') ? describe : describe.skip;

onPostgres('first start of two processes on one empty PostgreSQL database', () => {
  let t: TestApp | undefined;

  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('seeds the demo content and creates the admin once, the second process waiting for the first', async () => {
    t = await createTestApp(
      'postgres',
      { SEED_DEMO: 'true', ADMIN_PASSWORD: TEST_ADMIN_PASSWORD },
      { createAdmin: false },
    );
    const { db, config, app } = t;

    // Each call takes its own connection for the lock, as two processes would.
    await whileSchemasStay(() =>
      Promise.all([prepareInstallation(db, config, app.log), prepareInstallation(db, config, app.log)]),
    );

    const counts = await tableCounts(t);
    expect(counts.categories).toBeGreaterThanOrEqual(8);
    expect(counts.products).toBeGreaterThanOrEqual(50);
    expect(await countRows(db, 'users')).toBe(1);
    const naturalKeys = [
      ['categories', 'name'],
      ['products', 'name'],
      ['articles', 'title'],
      ['careers', 'name'],
      ['galleries', 'name'],
    ] as const;
    for (const [table, column] of naturalKeys) {
      const repeated = await sql<{ value: string }>`
        select ${sql.ref(column)} as value from ${sql.table(table)} group by 1 having count(*) > 1
      `.execute(db.kysely);
      expect([table, repeated.rows]).toEqual([table, []]);
    }
  }, 120_000);
});
