import path from 'node:path';
import type { AdminArticle, Article } from '@/common/api/articles';
import type { Career } from '@/common/api/careers';
import type { CategoryProducts, Product } from '@/common/api/catalogue';
import type { PendingChanges } from '@/common/api/pending-changes';
import { PREVIEW_COLLECTIONS, PREVIEW_HEADER, type PreviewCollection, type PreviewLink } from '@/common/api/previews';
import { paths } from '@/common/routes';
import { pngFile, sendForm } from '../helpers/catalogue';
import { catalogueContent, certification } from '../helpers/catalogue-content';
import { bearer, testDatabases, useTestApp } from '../helpers/test-app';

const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Template</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head>' +
  '<body><noscript>This site needs JavaScript to run.</noscript><div id=root></div></body></html>';
const RENDERER = path.resolve('src/client/server.tsx');

const EXPIRED = {
  en: 'This preview link has expired. Open the preview again from the back office.',
  id: 'Tautan pratinjau ini sudah kedaluwarsa. Buka pratinjau lagi dari panel admin.',
};
const INVALID = 'This preview link is not valid. Open the preview again from the back office.';

/** The token of a preview URL. */
const tokenOf = (url: string) => new URL(url, 'http://localhost').searchParams.get('preview')!;

describe.each(testDatabases())('preview links (%s)', (kind) => {
  const t = useTestApp(kind, { SSR_BUNDLE: RENDERER }, { clientFiles: { 'index.html': TEMPLATE } });
  let token: string;
  beforeEach(async () => {
    token = await t.login();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
  const draftArticle = async (title: string, indonesian: string) => {
    const response = await sendForm(t, token, 'POST', '/v1/admin/articles', {
      title,
      content: `About ${title}.`,
      state: 'draft',
      translations: JSON.stringify({ id: { title: indonesian, content: `Tentang ${indonesian}.` } }),
    });
    expect(response.statusCode).toBe(201);
    return response.json<{ data: AdminArticle }>().data;
  };
  const previewOf = async (id: number, collection: PreviewCollection = 'articles') => {
    const response = await get(`/v1/admin/${collection}/${id}/preview`, bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<{ data: PreviewLink }>().data;
  };

  it('shows a draft on its public page in either language, server-drawn, to the link only', async () => {
    const article = await draftArticle('Sorbitol in sweets', 'Sorbitol dalam permen');
    const link = await previewOf(article.id);

    expect(link.urls.en).toMatch(new RegExp(`^${paths.articleDetail(article.id)}\\?lang=en&preview=`));
    expect(link.with_changes).toBe(false);
    expect(link.urls.id).toMatch(new RegExp(`^${paths.articleDetail(article.id)}\\?lang=id&preview=`));
    const minutesLeft = (Date.parse(link.expires_at) - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(59);
    expect(minutesLeft).toBeLessThanOrEqual(60);

    const indonesian = await get(link.urls.id);
    expect(indonesian.statusCode).toBe(200);
    expect(indonesian.body).toMatch(/<html lang="id"/);
    expect(indonesian.body).toContain('Sorbitol dalam permen</');
    expect(indonesian.body).toContain('Tentang Sorbitol dalam permen.');
    expect(indonesian.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(indonesian.headers).toMatchObject({
      'x-robots-tag': 'noindex, nofollow',
      'cache-control': 'private, no-store',
      'referrer-policy': 'no-referrer',
    });
    expect(indonesian.headers['content-security-policy']).toContain("script-src 'none'");
    const english = await get(link.urls.en);
    expect(english.statusCode).toBe(200);
    expect(english.body).toContain('Sorbitol in sweets</');

    // Without the link, the draft is nowhere, and the preview left nothing in a cache.
    expect((await get(paths.articleDetail(article.id))).statusCode).toBe(404);
    expect((await get(`/v1/articles/${article.id}`)).statusCode).toBe(404);
    const withHeader = await get(`/v1/articles/${article.id}`, { [PREVIEW_HEADER]: tokenOf(link.urls.en) });
    expect(withHeader.statusCode).toBe(200);
    expect(withHeader.headers['cache-control']).toBe('private, no-store');
    expect(withHeader.json().data.title).toBe('Sorbitol in sweets');
    expect((await get(`/v1/articles/${article.id}`)).statusCode).toBe(404);
    expect((await get('/v1/articles')).json().data).toEqual([]);
  });

  it('shows a draft product in Indonesian, and nothing without the link', async () => {
    const content = catalogueContent(t);
    const categoryId = await content.category('Sweeteners', { translations: { id: { name: 'Pemanis' } } });
    const productId = await content.product(categoryId, 'Sorbitol 70%', {
      state: 'draft',
      description: 'A polyol for sugar-free confectionery',
      translations: { id: { name: 'Sorbitol cair', description: 'Poliol untuk permen bebas gula' } },
    });
    const link = await previewOf(productId, 'products');

    const page = await get(link.urls.id);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('>Sorbitol cair</h2>');
    expect(page.body).toContain('Poliol untuk permen bebas gula');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await get(paths.productDetail(productId))).statusCode).toBe(404);
    expect((await get(`/v1/products/${productId}`)).statusCode).toBe(404);
    // A product's link is no article's.
    expect((await get(`${paths.articleDetail(productId)}?preview=${tokenOf(link.urls.en)}`)).statusCode).toBe(403);
  });

  it('shows a draft career, and nothing without the link', async () => {
    const careerId = await catalogueContent(t).career('Warehouse Lead', {
      state: 'draft',
      description: 'Runs the Surabaya warehouse.',
      translations: { id: { name: 'Kepala Gudang', position: 'Logistik', description: 'Memimpin gudang Surabaya.' } },
    });
    const link = await previewOf(careerId, 'careers');

    const page = await get(link.urls.id);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kepala Gudang');
    expect(page.body).toContain('Memimpin gudang Surabaya.');
    expect((await get(paths.careerDetail(careerId))).statusCode).toBe(404);
    expect((await get(`/v1/careers/${careerId}`)).statusCode).toBe(404);
  });

  it("shows a published article's unpublished changes in either language, while visitors keep the live one", async () => {
    const response = await sendForm(
      t,
      token,
      'POST',
      '/v1/admin/articles',
      { title: 'Pectin in jams', content: 'The live text.' },
      await pngFile('article_image'),
    );
    const live = response.json<{ data: AdminArticle }>().data;
    const saved = await sendForm(
      t,
      token,
      'PUT',
      `/v1/admin/articles/${live.id}/changes`,
      {
        title: 'Pectin in low-sugar jams',
        content: 'The changed text.',
        translations: JSON.stringify({ id: { title: 'Pektin dalam selai rendah gula', content: 'Teks yang diubah.' } }),
      },
      await pngFile('article_image', 'new.png'),
    );
    expect(saved.statusCode).toBe(200);
    const changedImage = saved.json<{ data: PendingChanges<AdminArticle> }>().data.item.article_image!;
    const link = await previewOf(live.id);
    expect(link.with_changes).toBe(true);

    const indonesian = await get(link.urls.id);
    expect(indonesian.statusCode).toBe(200);
    expect(indonesian.body).toContain('Pektin dalam selai rendah gula</');
    expect(indonesian.body).toContain('Teks yang diubah.');
    expect(indonesian.body).not.toContain('The live text.');
    const english = await get(`/v1/articles/${live.id}`, { [PREVIEW_HEADER]: tokenOf(link.urls.en) });
    expect(english.json<{ data: Article }>().data).toMatchObject({
      title: 'Pectin in low-sugar jams',
      content: 'The changed text.',
      article_image: changedImage,
    });
    expect(english.headers['cache-control']).toBe('private, no-store');

    // Visitors keep the live article, on its page and in the API, in both languages.
    const page = await get(`${paths.articleDetail(live.id)}?lang=id`);
    expect(page.body).toContain('The live text.');
    expect(page.body).not.toContain('Pektin');
    expect((await get(`/v1/articles/${live.id}`)).json<{ data: Article }>().data).toMatchObject({
      title: 'Pectin in jams',
      article_image: live.article_image,
    });
  });

  it("lays a product's changed texts, category, terms and certifications over its preview, named in its language", async () => {
    const content = catalogueContent(t);
    const gums = await content.category('Gums', { translations: { id: { name: 'Getah' } } });
    const sweeteners = await content.category('Sweeteners', { translations: { id: { name: 'Pemanis' } } });
    const dairy = await content.term('industry', 'Dairy', 'Susu');
    const bakery = await content.term('industry', 'Bakery', 'Roti');
    const drinks = await content.term('application', 'Drinks', 'Minuman');
    const productId = await content.product(gums, 'Xanthan Gum', {
      description: 'A thickener.',
      industry_ids: [dairy],
      application_ids: [drinks],
      translations: { id: { name: 'Getah xanthan', description: 'Pengental.' } },
    });
    const saved = await sendForm(t, token, 'PUT', `/v1/admin/products/${productId}/changes`, {
      name: 'Xanthan Gum FG',
      category_id: sweeteners,
      description: 'A thickener for sauces.',
      industry_ids: JSON.stringify([bakery]),
      certifications: JSON.stringify([certification('halal')]),
      translations: JSON.stringify({ id: { name: 'Getah xanthan FG', description: 'Pengental untuk saus.' } }),
    });
    expect(saved.statusCode).toBe(200);
    const link = await previewOf(productId, 'products');

    const previewed = await get(`/v1/products/${productId}?lang=id`, { [PREVIEW_HEADER]: tokenOf(link.urls.id) });
    expect(previewed.json<{ data: Product }>().data).toMatchObject({
      name: 'Getah xanthan FG',
      description: 'Pengental untuk saus.',
      category_id: sweeteners,
      category_name: 'Pemanis',
      industries: [{ id: bakery, name: 'Roti' }],
      applications: [{ id: drinks, name: 'Minuman' }],
      certifications: [certification('halal')],
    });
    const page = await get(link.urls.id);
    expect(page.body).toContain('>Getah xanthan FG</h2>');
    expect(page.body).toContain('Pengental untuk saus.');

    expect((await get(`/v1/products/${productId}?lang=id`)).json<{ data: Product }>().data).toMatchObject({
      name: 'Getah xanthan',
      category_name: 'Getah',
      industries: [{ id: dairy, name: 'Susu' }],
      certifications: [],
    });
  });

  it("shows a career's unpublished changes in Indonesian", async () => {
    const careerId = await catalogueContent(t).career('Sales Engineer', { description: 'Live.', status: true });
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/v1/admin/careers/${careerId}/changes`,
      headers: bearer(token),
      payload: {
        name: 'Senior Sales Engineer',
        position: 'Sales',
        description: 'Changed.',
        status: true,
        translations: { id: { name: 'Insinyur Penjualan Senior', position: 'Penjualan', description: 'Diubah.' } },
      },
    });
    expect(saved.statusCode).toBe(200);
    const link = await previewOf(careerId, 'careers');

    const page = await get(link.urls.id);
    expect(page.body).toContain('Insinyur Penjualan Senior');
    expect(page.body).toContain('Diubah.');
    expect((await get(`/v1/careers/${careerId}?lang=id`)).json<{ data: Career }>().data).toMatchObject({
      name: 'Sales Engineer',
      description: 'Live.',
    });
  });

  it('shows a draft category with its published products, and a published one with its unpublished changes', async () => {
    const content = catalogueContent(t);
    const draft = await content.category('Emulsifiers', {
      state: 'draft',
      description: 'For creams.',
      translations: { id: { name: 'Pengemulsi', description: 'Untuk krim.' } },
    });
    await content.product(draft, 'Lecithin', { translations: { id: { name: 'Lesitin' } } });
    await content.product(draft, 'Polysorbate 80', { state: 'draft' });

    const link = await previewOf(draft, 'categories');
    expect(link.urls.id).toMatch(new RegExp(`^${paths.categoryProducts(draft)}\\?lang=id&preview=`));
    const page = await get(link.urls.id);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Pengemulsi');
    expect(page.body).toContain('Untuk krim.');
    expect(page.body).toContain('Lesitin');
    expect(page.body).not.toContain('Polysorbate');
    expect(page.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect((await get(paths.categoryProducts(draft))).statusCode).toBe(404);
    expect((await get(`/v1/products/category/${draft}`)).statusCode).toBe(404);

    const live = await content.category('Gums', { description: 'Live.' });
    const saved = await sendForm(t, token, 'PUT', `/v1/admin/categories/${live}/changes`, {
      name: 'Gums and thickeners',
      description: 'Changed.',
      translations: JSON.stringify({ id: { name: 'Getah dan pengental', description: 'Diubah.' } }),
    });
    expect(saved.statusCode).toBe(200);
    const changed = await get((await previewOf(live, 'categories')).urls.id);
    expect(changed.body).toContain('Getah dan pengental');
    expect(changed.body).toContain('Diubah.');
    expect((await get(`/v1/products/category/${live}?lang=id`)).json<{ data: CategoryProducts }>().data).toMatchObject({
      name: 'Gums',
      description: 'Live.',
    });
  });

  it('refuses an expired, tampered or borrowed link, saying so in the page language, and shows nothing', async () => {
    const article = await draftArticle('Xylitol notes', 'Catatan xilitol');
    const other = await draftArticle('Erythritol notes', 'Catatan eritritol');
    const page = paths.articleDetail(article.id);

    const expired = await t.app.previewLinks.sign({ kind: 'article', id: article.id }, Date.now() - 61 * 60_000);
    for (const language of ['en', 'id'] as const) {
      const response = await get(`${page}?lang=${language}&preview=${expired.token}`);
      expect(response.statusCode).toBe(410);
      expect(response.body).toContain(EXPIRED[language]);
      expect(response.body).not.toContain('notes');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    }
    expect((await get(`/v1/articles/${article.id}`, { [PREVIEW_HEADER]: expired.token })).statusCode).toBe(404);

    const valid = tokenOf((await previewOf(article.id)).urls.en);
    const [header, payload, signature] = valid.split('.');
    const flipped = `${signature!.slice(0, -2)}${signature!.endsWith('AA') ? 'BB' : 'AA'}`;
    const forged = Buffer.from(
      JSON.stringify({ kind: 'article', id: other.id, purpose: 'preview', exp: 9e9 }),
    ).toString('base64url');
    const borrowed = tokenOf((await previewOf(other.id)).urls.en);
    for (const bad of [`${header}.${payload}.${flipped}`, `${header}.${forged}.${signature}`, borrowed, 'nonsense']) {
      const response = await get(`${page}?preview=${encodeURIComponent(bad)}`);
      expect(response.statusCode).toBe(403);
      expect(response.body).toContain(INVALID);
      expect(response.body).not.toContain('notes');
      expect((await get(`/v1/articles/${article.id}`, { [PREVIEW_HEADER]: bad })).statusCode).toBe(404);
    }
    // An access token is no preview link.
    expect((await get(`${page}?preview=${token}`)).statusCode).toBe(403);
  });

  it('answers a link only for an item that is there, to whoever may open it', async () => {
    for (const collection of Object.keys(PREVIEW_COLLECTIONS)) {
      expect((await get(`/v1/admin/${collection}/424242/preview`, bearer(token))).statusCode).toBe(404);
      const badId = await get(`/v1/admin/${collection}/1%20OR%201=1/preview`, bearer(token));
      expect(badId.statusCode).toBe(400);
      expect(badId.json()).toMatchObject({ error: true, code: 'VALIDATION' });
    }
    const article = await draftArticle('Pectin notes', 'Catatan pektin');
    expect((await get(`/v1/admin/articles/${article.id}/preview`)).statusCode).toBe(401);
  });
});
