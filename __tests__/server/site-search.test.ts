import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import type { Envelope, ErrorBody } from '@/common/api/envelope';
import type { Highlighted, SearchHit, SearchResults } from '@/common/api/search';
import { SEARCH_GROUP_LIMIT } from '@/common/constants';
import { buildApp, type App } from '@/server/app';
import { prepareInstallation } from '@/server/bootstrap';
import { loadConfig } from '@/server/config';
import { openDatabase } from '@/server/db/database';
import { createBackup, restoreBackup, type Installation } from '@/server/services/backup';
import { isSearchIndexTable } from '@/server/services/backup/tables';
import { cachedAnswer, createResponseCache } from '@/server/services/http-cache/response-cache';
import { catalogueContent, certification } from './helpers/catalogue-content';
import { storedImageColumn } from './helpers/content';
import { countStatements } from './helpers/catalogue';
import {
  createTestApp,
  TEST_ADMIN_PASSWORD,
  TEST_JWT_SECRET,
  testDatabases,
  useTestApp,
  type DbKind,
  type TestApp,
} from './helpers/test-app';

const text = (segments: Highlighted) => segments.map((segment) => segment.text).join('');
const matched = (segments: Highlighted) => segments.filter((segment) => segment.match).map((segment) => segment.text);
const titles = (hits: SearchHit[]) => hits.map((hit) => text(hit.title));

async function search(t: TestApp, q: string, query: Record<string, string | number> = {}): Promise<SearchResults> {
  const response = await t.app.inject({ method: 'GET', url: '/v1/search', query: { q, ...query } });
  expect(response.statusCode).toBe(200);
  return response.json<Envelope<SearchResults>>().data;
}

describe.each(testDatabases())('site search (%s)', (kind) => {
  const t = useTestApp(kind);

  describe('what it finds', () => {
    beforeEach(async () => {
      const add = catalogueContent(t);
      const sweeteners = await add.category('Sweeteners', {
        description: 'Sugar replacers for drinks and desserts',
        translations: { id: { name: 'Pemanis', description: 'Pengganti gula untuk minuman' } },
      });
      await add.product(sweeteners, 'Sucralose', {
        description: 'A sweetener 600 times sweeter than sugar.',
        translations: { id: { name: 'Sukralosa', description: 'Pemanis buatan, 600 kali lebih manis dari gula.' } },
      });
      await add.article('Cutting sugar in beverages', 'How formulators keep the taste while using less sugar.', {
        author: 'Dewi Lestari',
        translations: {
          id: { title: 'Mengurangi gula dalam minuman', content: 'Cara menjaga rasa dengan sedikit gula.' },
        },
      });
      await add.career('Food Technologist', {
        position: 'Supervisor',
        description: 'Develop reduced-sugar formulations with our customers.',
        translations: { id: { name: 'Teknolog Pangan', description: 'Mengembangkan formulasi rendah gula.' } },
      });
    });

    it('finds every kind by the start of a word in English, the matched words marked, in the asked language', async () => {
      const results = await search(t, 'SUGAR', { lang: 'en' });

      expect(results.terms).toEqual(['sugar']);
      expect(results.corrected).toBe(false);
      expect(titles(results.categories.hits)).toEqual(['Sweeteners']);
      expect(titles(results.products.hits)).toEqual(['Sucralose']);
      expect(titles(results.articles.hits)).toEqual(['Cutting sugar in beverages']);
      expect(titles(results.careers.hits)).toEqual(['Food Technologist · Supervisor']);
      const [article] = results.articles.hits;
      expect(article).toMatchObject({ kind: 'article', snippetLanguage: 'en', image: null });
      expect(matched(article!.title)).toEqual(['sugar']);
      expect(matched(article!.snippet)).toEqual(['sugar']);
      expect(matched(results.products.hits[0]!.snippet)).toEqual(['sugar']);
      expect(text(results.products.hits[0]!.snippet)).toBe('A sweetener 600 times sweeter than sugar.');
    });

    it('finds the Indonesian texts, and titles an entity in the asked language wherever it matched', async () => {
      const inIndonesian = await search(t, 'gula', { lang: 'id' });
      expect(titles(inIndonesian.categories.hits)).toEqual(['Pemanis']);
      expect(titles(inIndonesian.products.hits)).toEqual(['Sukralosa']);
      expect(titles(inIndonesian.articles.hits)).toEqual(['Mengurangi gula dalam minuman']);
      expect(titles(inIndonesian.careers.hits)).toEqual(['Teknolog Pangan · Supervisor']);
      expect(inIndonesian.products.hits[0]).toMatchObject({ snippetLanguage: 'id', id: expect.any(Number) });

      // Read in English, a word found only in the Indonesian texts answers English titles, the snippet in Indonesian.
      const fromEnglish = await search(t, 'pemanis', { lang: 'en' });
      expect(
        fromEnglish.categories.hits.map((hit) => [text(hit.title), text(hit.snippet), hit.snippetLanguage]),
      ).toEqual([['Sweeteners', 'Pemanis', 'id']]);
      expect(fromEnglish.products.hits.map((hit) => [text(hit.title), hit.snippetLanguage])).toEqual([
        ['Sucralose', 'id'],
      ]);
      expect(matched(fromEnglish.products.hits[0]!.snippet)).toEqual(['Pemanis']);
      // A word of both languages answers in the asked one.
      const both = await search(t, '600', { lang: 'id' });
      expect(both.products.hits.map((hit) => hit.snippetLanguage)).toEqual(['id']);
    });

    it('matches each word as a prefix and requires them all', async () => {
      expect(titles((await search(t, 'swee', { lang: 'en' })).products.hits)).toEqual(['Sucralose']);
      expect(titles((await search(t, 'swee')).categories.hits)).toEqual(['Sweeteners']);
      const both = await search(t, 'sweet sug', { lang: 'en' });
      expect(titles(both.products.hits)).toEqual(['Sucralose']);
      expect(titles(both.categories.hits)).toEqual(['Sweeteners']);
      expect(both.articles.total).toBe(0);
      expect(both.terms).toEqual(['sweet', 'sug']);
      expect(matched(both.products.hits[0]!.snippet)).toEqual(['sweetener', 'sweeter', 'sugar']);
      // A word inside another is not its start.
      expect((await search(t, 'ralose')).products.total).toBe(0);
    });

    it('corrects a misspelt word to the closest indexed one when nothing is found', async () => {
      const results = await search(t, 'sucralsoe', { lang: 'en' });
      expect(results.corrected).toBe(true);
      expect(results.terms).toEqual(['sucralose']);
      expect(titles(results.products.hits)).toEqual(['Sucralose']);

      const oneTypo = await search(t, 'technolgist food', { lang: 'en' });
      expect(oneTypo).toMatchObject({ corrected: true, terms: ['technologist', 'food'] });
      expect(titles(oneTypo.careers.hits)).toEqual(['Food Technologist · Supervisor']);

      // Words under four letters are never corrected; a word found as a prefix is kept.
      expect(await search(t, 'sgu')).toMatchObject({ corrected: false, terms: ['sgu'], products: { total: 0 } });
      expect(await search(t, 'sucralose zzzzzz')).toMatchObject({ corrected: false, products: { total: 0 } });
    });

    it('answers a search in one statement when it finds something', async () => {
      const { statements } = await countStatements(t.db, () => search(t, 'sugar'));
      expect(statements).toBe(1);
    });
  });

  it('ranks a match in the name before matches in the description', async () => {
    const add = catalogueContent(t);
    const flavours = await add.category('Flavours');
    await add.product(flavours, 'Flavour Base', {
      description: 'Vanillin, vanillin and more vanillin for vanillin lovers.',
    });
    await add.product(flavours, 'Vanillin Crystals', { description: 'Pure and white.' });
    await add.product(flavours, 'Ethyl Vanillin', { description: 'Stronger than vanillin.' });

    const { products } = await search(t, 'vanillin');
    expect(titles(products.hits).slice(0, 2).sort()).toEqual(['Ethyl Vanillin', 'Vanillin Crystals']);
    expect(titles(products.hits)[2]).toBe('Flavour Base');
    expect(products.hits.map((hit) => matched(hit.title))).toEqual([['Vanillin'], ['Vanillin'], []]);
    expect(matched(products.hits[2]!.snippet)).toEqual(['Vanillin', 'vanillin', 'vanillin', 'vanillin']);
  });

  it('matches words without their accents and inside hyphenated words, marking the original text', async () => {
    const add = catalogueContent(t);
    const flavours = await add.category('Flavours');
    const description = 'Crème brûlée flavour for food-grade desserts (CAS 121-33-5).';
    await add.product(flavours, 'Vanilla Crème', { description });

    const accented = await search(t, 'CREME brulee');
    expect(accented.products.hits.map((hit) => [matched(hit.title), matched(hit.snippet)])).toEqual([
      [['Crème'], ['Crème', 'brûlée']],
    ]);
    expect(text(accented.products.hits[0]!.snippet)).toBe(description);
    const hyphenated = await search(t, 'grade 121');
    expect(matched(hyphenated.products.hits[0]!.snippet)).toEqual(['grade', '121']);
    expect(text(hyphenated.products.hits[0]!.snippet)).toBe(description);
  });

  it('shows some words around the match of a long text, cut with an ellipsis', async () => {
    const filler = (word: string) => Array.from({ length: 60 }, (_, n) => `${word}${n}`).join(' ');
    await catalogueContent(t).article('Notes', `${filler('before')} the carrageenan trial ${filler('after')}.`);

    const [hit] = (await search(t, 'carrageenan')).articles.hits;
    const snippet = text(hit!.snippet);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('the carrageenan trial');
    expect(snippet.length).toBeLessThan(200);
    expect(matched(hit!.snippet)).toEqual(['carrageenan']);
  });

  it('groups hits by kind with their totals, the first `limit` of each', async () => {
    const add = catalogueContent(t);
    const acids = await add.category('Citrates');
    for (let n = 1; n <= 7; n += 1) await add.product(acids, `Sodium Citrate ${n}`);
    await add.article('Citrate in soft drinks', 'Why citrate buffers taste.');

    const byDefault = await search(t, 'citrate');
    expect(byDefault.products.total).toBe(7);
    expect(byDefault.products.hits).toHaveLength(SEARCH_GROUP_LIMIT);
    expect(byDefault.categories.total).toBe(1);
    expect(byDefault.articles.total).toBe(1);
    expect(byDefault.careers).toEqual({ total: 0, hits: [] });

    const limited = await search(t, 'citrate', { limit: 3 });
    expect(limited.products).toMatchObject({ total: 7 });
    expect(limited.products.hits).toHaveLength(3);
    // Each entity once, although it has a row in each language.
    const all = await search(t, 'citrate', { limit: 50 });
    expect(new Set(all.products.hits.map((hit) => hit.id)).size).toBe(7);
  });

  it('finds a product by its certifications, industries, applications and identifiers', async () => {
    const add = catalogueContent(t);
    const category = await add.category('Emulsifiers');
    const bakery = await add.term('industry', 'Bakery', 'Roti dan Kue');
    const emulsifying = await add.term('application', 'Emulsifying', 'Pengemulsi');
    await add.product(category, 'Lecithin', {
      cas_number: '8002-43-5',
      e_number: 'E322',
      certifications: [certification('halal'), certification('other', 'FSSC 22000')],
      industry_ids: [bakery],
      application_ids: [emulsifying],
    });
    await add.product(category, 'Mono- and Diglycerides');

    for (const query of ['halal', 'fssc', 'bakery', 'roti', 'pengemulsi', 'e322', '8002']) {
      expect([query, titles((await search(t, query)).products.hits)]).toEqual([query, ['Lecithin']]);
    }
    const inIndonesian = await search(t, 'roti', { lang: 'id' });
    expect(matched(inIndonesian.products.hits[0]!.snippet)).toEqual(['Roti']);
  });

  it('never finds a career that is not published', async () => {
    const add = catalogueContent(t);
    const id = await add.career('Warehouse Clerk', { state: 'draft', description: 'Keep the warehouse in order.' });
    expect((await search(t, 'warehouse')).careers.total).toBe(0);

    const body = { name: 'Warehouse Clerk', position: 'Staff', description: 'Keep the warehouse in order.' };
    const publication = (state: 'published' | 'draft') => ({ state, publish_at: null, unpublish_at: null });
    await t.app.repos.careers.update(id, body, publication('published'));
    expect(titles((await search(t, 'warehouse')).careers.hits)).toEqual(['Warehouse Clerk · Staff']);
    await t.app.repos.careers.update(id, body, publication('draft'));
    expect((await search(t, 'warehouse')).careers.total).toBe(0);
  });

  describe('follows the content as it changes', () => {
    it('categories: created, renamed, translated, deleted', async () => {
      const id = await catalogueContent(t).category('Thickeners');
      expect((await search(t, 'thick')).categories.total).toBe(1);

      await t.app.repos.categories.update(id, { name: 'Gelling Agents' }, null);
      expect((await search(t, 'thick')).categories.total).toBe(0);
      expect(titles((await search(t, 'gelling')).categories.hits)).toEqual(['Gelling Agents']);

      await t.app.repos.categories.update(
        id,
        { name: 'Gelling Agents', translations: { id: { name: 'Pembentuk Gel' } } },
        null,
      );
      expect(titles((await search(t, 'pembentuk', { lang: 'id' })).categories.hits)).toEqual(['Pembentuk Gel']);

      expect((await t.app.repos.categories.remove(id)).status).toBe('deleted');
      expect((await search(t, 'gelling')).categories.total).toBe(0);
      expect((await search(t, 'pembentuk')).categories.total).toBe(0);
    });

    it('articles: created, retitled, translated, deleted', async () => {
      const id = await catalogueContent(t).article('Clean labels', 'What buyers read on a pack.');
      expect((await search(t, 'labels')).articles.total).toBe(1);

      await t.app.repos.articles.update(id, { title: 'Natural colours', content: 'Beet red and curcumin.' }, null);
      expect((await search(t, 'labels')).articles.total).toBe(0);
      expect(titles((await search(t, 'curcumin')).articles.hits)).toEqual(['Natural colours']);

      await t.app.repos.articles.update(
        id,
        {
          title: 'Natural colours',
          content: 'Beet red and curcumin.',
          translations: { id: { title: 'Pewarna alami' } },
        },
        null,
      );
      expect(titles((await search(t, 'pewarna', { lang: 'id' })).articles.hits)).toEqual(['Pewarna alami']);

      expect((await t.app.repos.articles.remove(id)).status).toBe('deleted');
      expect((await search(t, 'curcumin')).articles.total).toBe(0);
    });

    it('careers: created, renamed, translated, deleted', async () => {
      const id = await catalogueContent(t).career('Sales Engineer');
      expect((await search(t, 'engineer')).careers.total).toBe(1);

      const body = { position: 'Staff', description: '', status: true };
      await t.app.repos.careers.update(id, { ...body, name: 'Account Manager' });
      expect((await search(t, 'engineer')).careers.total).toBe(0);
      await t.app.repos.careers.update(id, {
        ...body,
        name: 'Account Manager',
        translations: { id: { name: 'Manajer Akun' } },
      });
      expect(titles((await search(t, 'manajer', { lang: 'id' })).careers.hits)).toEqual(['Manajer Akun · Staff']);

      expect(await t.app.repos.careers.remove(id)).toBe(true);
      expect((await search(t, 'manajer')).careers.total).toBe(0);
    });

    it('products: created, renamed, translated, retagged, deleted', async () => {
      const add = catalogueContent(t);
      const category = await add.category('Preservatives');
      const dairy = await add.term('industry', 'Dairy', 'Produk Susu');
      const id = await add.product(category, 'Natamycin');
      expect((await search(t, 'natamycin')).products.total).toBe(1);

      const fields = { name: 'Nisin', category_id: category };
      await t.app.repos.products.update(id, fields, null);
      expect((await search(t, 'natamycin')).products.total).toBe(0);
      expect(titles((await search(t, 'nisin')).products.hits)).toEqual(['Nisin']);

      await t.app.repos.products.update(
        id,
        { ...fields, translations: { id: { description: 'Pengawet alami' } } },
        null,
      );
      expect(titles((await search(t, 'pengawet', { lang: 'id' })).products.hits)).toEqual(['Nisin']);

      await t.app.repos.products.update(id, { ...fields, industry_ids: [dairy] }, null);
      expect(titles((await search(t, 'susu', { lang: 'id' })).products.hits)).toEqual(['Nisin']);
      await t.app.repos.catalogueTerms.update('industry', dairy, {
        name: 'Dairy',
        translations: { id: { name: 'Olahan Susu' } },
      });
      expect(titles((await search(t, 'olahan', { lang: 'id' })).products.hits)).toEqual(['Nisin']);

      expect((await t.app.repos.products.remove(id)).status).toBe('deleted');
      expect((await search(t, 'nisin')).products.total).toBe(0);
    });

    it("products: their principal's name follows the partner's renames and deletion", async () => {
      const add = catalogueContent(t);
      const category = await add.category('Emulsifiers');
      const partnerId = await t.app.repos.partners.create({
        position: 0,
        image: await storedImageColumn(t),
        name: 'Nordhavn Hydrocolloids',
        link: '',
      });
      await add.product(category, 'Polysorbate 80', { principal_id: partnerId });
      expect(titles((await search(t, 'nordhavn')).products.hits)).toEqual(['Polysorbate 80']);

      await t.app.repos.partners.update(partnerId, { name: 'Skagen Ingredients' }, null);
      expect((await search(t, 'nordhavn')).products.total).toBe(0);
      expect(titles((await search(t, 'skagen')).products.hits)).toEqual(['Polysorbate 80']);

      expect((await t.app.repos.partners.remove(partnerId)).status).toBe('deleted');
      expect((await search(t, 'skagen')).products.total).toBe(0);
      expect(titles((await search(t, 'polysorbate')).products.hits)).toEqual(['Polysorbate 80']);
    });
  });

  describe('what visitors type', () => {
    it.each([
      ['"sugar', 'quotes'],
      ['sug*', 'a star'],
      ['sugar NEAR sweet', 'NEAR'],
      ['title:sugar', 'a column filter'],
      ['sugar & !sweet', '& and !'],
      ['(sugar | sweet) <-> x', 'parentheses, | and <->'],
      ["sugar' OR 1=1 --", 'SQL'],
      ['\\u0000 \u0301 \uE000sugar\uE001', 'control, mark and marker characters'],
      ['AND OR NOT', 'operators only'],
    ])('a query with %s (%s) is only words', async (query) => {
      await catalogueContent(t).category('Sugar Replacers', { description: 'sweet' });
      const response = await t.app.inject({ method: 'GET', url: '/v1/search', query: { q: query } });
      expect(response.statusCode).toBe(200);
      const results = response.json<Envelope<SearchResults>>().data;
      expect(results.terms.every((term) => /^[\p{L}\p{N}]+$/u.test(term))).toBe(true);
    });

    it('a query of punctuation only finds nothing', async () => {
      await catalogueContent(t).category('Sugar Replacers');
      const results = await search(t, ' *:()"!&|- ');
      expect(results).toEqual({
        terms: [],
        corrected: false,
        products: { total: 0, hits: [] },
        categories: { total: 0, hits: [] },
        articles: { total: 0, hits: [] },
        careers: { total: 0, hits: [] },
        order: ['product', 'category', 'article', 'career'],
        page: 1,
        totalPage: 1,
      });
    });

    it('an empty query or a limit out of range is refused as invalid', async () => {
      const invalid: Record<string, string>[] = [
        { q: '' },
        {},
        { q: 'sugar', limit: '0' },
        { q: 'sugar', limit: '51' },
        { q: 'x'.repeat(101) },
      ];
      for (const query of invalid) {
        const response = await t.app.inject({ method: 'GET', url: '/v1/search', query });
        expect(response.statusCode).toBe(400);
        expect(response.json<ErrorBody>()).toMatchObject({ error: true, code: 'VALIDATION' });
      }
    });
  });

  it('builds the index at start when it is empty while there is content (rows written without the repositories)', async () => {
    // The demo seed's way: rows inserted as given, nothing indexed.
    const id = await t.app.repos.categories.create({ name: 'Colours', description: 'Natural pigments', image: null });
    await t.app.repos.products.create({ category_id: id, name: 'Beta Carotene', description: '', image: null });
    expect((await search(t, 'carotene')).products.total).toBe(0);

    await prepareInstallation(t.db, t.config, t.app.log);
    expect(titles((await search(t, 'carotene')).products.hits)).toEqual(['Beta Carotene']);
    expect(titles((await search(t, 'pigments')).categories.hits)).toEqual(['Colours']);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/v1/docs/json' })).json<{
      paths: Record<string, { get?: { tags?: string[]; description?: string; parameters?: { name: string }[] } }>;
    }>();
    const route = document.paths['/v1/search']?.get;
    expect(route?.tags).toEqual(['search']);
    expect(route?.description).toMatch(/prefix|start of a word/);
    expect(route?.parameters?.map((parameter) => parameter.name).sort()).toEqual(['lang', 'limit', 'page', 'q']);
  });

  it('goes through the answer cache: revalidated with its ETag until the content changes', async () => {
    const add = catalogueContent(t);
    await add.category('Acidulants');
    const get = (headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url: '/v1/search?q=acid', headers });
    const first = await get();
    expect(first.headers['cache-control']).toBe('no-cache');
    expect((await get({ 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);

    await add.category('Acidity Regulators');
    const changed = await get({ 'if-none-match': String(first.headers.etag) });
    expect(changed.statusCode).toBe(200);
    expect(changed.json<Envelope<SearchResults>>().data.categories.total).toBe(2);
  });
});

/** A server started on an installation restored from `archive`, as `npm run admin -- restore` then a start make it. */
async function restoredServer(kind: DbKind, archive: string): Promise<{ app: App; close: () => Promise<void> }> {
  if (kind === 'postgres') {
    // A migrated database with no rows: a restore's target.
    const target = await createTestApp(kind, {}, { createAdmin: false });
    await restoreBackup(archive, await installationOf(target));
    await prepareInstallation(target.db, target.config, target.app.log);
    return target;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'additives-search-restore-'));
  const config = loadConfig({
    DATA_DIR: dir,
    ADMIN_PASSWORD: TEST_ADMIN_PASSWORD,
    JWT_SECRET: TEST_JWT_SECRET,
    SEED_DEMO: 'false',
    LOG_LEVEL: 'silent',
    // As every test app: no build lying around is served or rendered.
    CLIENT_DIR: path.join(dir, 'client'),
    SSR_BUNDLE: '',
  });
  const { uploadsDir, cvDir, documentsDir } = config;
  await restoreBackup(archive, { database: { url: config.databaseUrl }, uploadsDir, cvDir, documentsDir });
  const db = openDatabase(config.databaseUrl);
  const app = await buildApp(config, { db, logger: false });
  await prepareInstallation(db, config, app.log);
  return {
    app,
    async close() {
      await app.close();
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function installationOf(t: TestApp): Promise<Installation> {
  const { uploadsDir, cvDir, documentsDir, databaseUrl } = t.config;
  if (t.db.dialect !== 'postgres') return { database: { url: databaseUrl }, uploadsDir, cvDir, documentsDir };
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.db.kysely);
  return { database: { url: databaseUrl, pgSchema: rows[0]!.schema }, uploadsDir, cvDir, documentsDir };
}

describe.each(testDatabases())('site search after a restore (%s)', (kind) => {
  const t = useTestApp(kind);

  it('leaves the index out of the backup and finds everything again once restored', async () => {
    const add = catalogueContent(t);
    const category = await add.category('Antioxidants', { translations: { id: { name: 'Antioksidan' } } });
    await add.product(category, 'Ascorbyl Palmitate', { certifications: [certification('halal')] });
    await add.career('Quality Analyst');
    const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'additives-search-backup-'));
    try {
      const archive = path.join(scratch, 'backup.tar.gz');
      const { manifest } = await createBackup(await installationOf(t), archive);
      expect(Object.keys(manifest.tables).filter(isSearchIndexTable)).toEqual([]);
      expect(manifest.files.filter((file) => file.path.includes('search'))).toEqual([]);

      const restored = await restoredServer(kind, archive);
      try {
        const halal = await restored.app.inject({ method: 'GET', url: '/v1/search?q=halal' });
        expect(titles(halal.json<Envelope<SearchResults>>().data.products.hits)).toEqual(['Ascorbyl Palmitate']);
        const antioxidants = await restored.app.inject({ method: 'GET', url: '/v1/search?q=antioks&lang=id' });
        expect(titles(antioxidants.json<Envelope<SearchResults>>().data.categories.hits)).toEqual(['Antioksidan']);
        const careers = await restored.app.inject({ method: 'GET', url: '/v1/search?q=analyst' });
        expect(careers.json<Envelope<SearchResults>>().data.careers.total).toBe(1);
      } finally {
        await restored.close();
      }
    } finally {
      fs.rmSync(scratch, { recursive: true, force: true });
    }
  });
});

describe('the answer cache', () => {
  it('keeps at most its number of answers, however many small ones arrive', () => {
    const cache = createResponseCache({
      maxBytes: 1024 * 1024,
      maxEntryBytes: 1024,
      maxEntries: 100,
      maxAgeMs: 60_000,
    });
    for (let n = 0; n < 1000; n += 1) {
      cache.set(`/v1/search?q=${'w'.repeat(90)}${n}`, cachedAnswer('v1', '{"data":[]}', 'application/json'));
      expect(cache.size).toBeLessThanOrEqual(100);
    }
    expect(cache.get(`/v1/search?q=${'w'.repeat(90)}999`, 'v1')).toBeDefined();
    expect(cache.get(`/v1/search?q=${'w'.repeat(90)}0`, 'v1')).toBeUndefined();
  });
});
