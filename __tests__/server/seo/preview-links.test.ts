import path from 'node:path';
import type { AdminArticle } from '@/common/api/articles';
import { PREVIEW_HEADER, type PreviewLink } from '@/common/api/previews';
import { paths } from '@/common/routes';
import { sendForm } from '../helpers/catalogue';
import { catalogueContent } from '../helpers/catalogue-content';
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
  const previewOf = async (id: number) => {
    const response = await get(`/v1/admin/articles/${id}/preview`, bearer(token));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    return response.json<{ data: PreviewLink }>().data;
  };

  it('shows a draft on its public page in either language, server-drawn, to the link only', async () => {
    const article = await draftArticle('Sorbitol in sweets', 'Sorbitol dalam permen');
    const link = await previewOf(article.id);

    expect(link.urls.en).toMatch(new RegExp(`^${paths.articleDetail(article.id)}\\?lang=en&preview=`));
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
    const link = (await get(`/v1/admin/products/${productId}/preview`, bearer(token))).json<{ data: PreviewLink }>()
      .data;

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
    const link = (await get(`/v1/admin/careers/${careerId}/preview`, bearer(token))).json<{ data: PreviewLink }>().data;

    const page = await get(link.urls.id);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Kepala Gudang');
    expect(page.body).toContain('Memimpin gudang Surabaya.');
    expect((await get(paths.careerDetail(careerId))).statusCode).toBe(404);
    expect((await get(`/v1/careers/${careerId}`)).statusCode).toBe(404);
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
    expect((await get('/v1/admin/articles/424242/preview', bearer(token))).statusCode).toBe(404);
    const article = await draftArticle('Pectin notes', 'Catatan pektin');
    expect((await get(`/v1/admin/articles/${article.id}/preview`)).statusCode).toBe(401);
  });
});
