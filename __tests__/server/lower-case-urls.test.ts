import { paths } from '@/common/routes';
import { testDatabases, useSharedTestApp } from './helpers/test-app';

const TEMPLATE =
  '<!doctype html><html lang=en><head><title>Template</title></head><body><div id=root></div></body></html>';

describe.each(testDatabases())('page paths in the wrong case (%s)', (kind) => {
  const t = useSharedTestApp(
    kind,
    {},
    {
      clientFiles: {
        'index.html': TEMPLATE,
        'assets/Logo.0123456789ab.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    },
  );

  const get = (url: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url });

  it.each([
    ['/KARIR', paths.careers],
    ['/Produk_Kategori', paths.categories],
    ['/KARIR?page=2&lang=id', `${paths.careers}?page=2&lang=id`],
    ['/Produk_Kategori/Produk/Detail_Produk/12', paths.productDetail(12)],
    ['/Admin/Karir', paths.admin.careers],
    ['/LOGIN', paths.login],
  ])('moves %s permanently to %s', async (url, location) => {
    const response = await get(url);

    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(location);
  });

  it('moves a HEAD request too', async () => {
    const response = await get('/Galeri', 'HEAD');

    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe(paths.gallery);
  });

  it('serves the lower-case page itself', async () => {
    const response = await get(paths.careers);

    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });

  it('leaves API paths alone: /v1/CAREERS is the API answering JSON 404', async () => {
    const response = await get('/v1/CAREERS');

    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.json()).toMatchObject({ error: true });
  });

  it('leaves upload and asset paths alone, whose case matters', async () => {
    for (const url of ['/uploads/ABC.webp', '/assets/LOGO.0123456789AB.svg']) {
      const response = await get(url);

      expect(response.statusCode).toBe(404);
      expect(response.headers.location).toBeUndefined();
    }
    expect((await get('/assets/Logo.0123456789ab.svg')).statusCode).toBe(200);
  });

  it('answers 404 for a path that is no page in any case', async () => {
    const response = await get('/FOO');

    expect(response.statusCode).toBe(404);
    expect(response.headers.location).toBeUndefined();
    expect(response.headers['content-type']).toMatch(/^text\/html/);
  });
});
