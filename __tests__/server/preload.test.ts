import path from 'node:path';
import { IMAGE_SIZES } from '@/common/hero-image';
import { CATEGORY_PAGE_SIZE } from '@/common/constants';
import { paths } from '@/common/routes';
import { seedArticle, storedImageColumn } from './helpers/content';
import { testDatabases, useSharedTestApp } from './helpers/test-app';

/** The renderer's source: Jest compiles it as it does the tests. The picture to preload is in the rendered page's record. */
const RENDERER = path.resolve('src/client/server.tsx');

// Shaped like the production build: html-webpack-plugin minifies and drops attribute quotes.
const TEMPLATE =
  '<!doctype html><html lang=en><head><meta charset=utf-8><title>Template</title>' +
  '<script defer src=/assets/main.0123456789ab.js></script></head><body><div id=root></div></body></html>';
// What the build writes beside index.html: the script files of each named chunk group.
const CHUNK_GROUPS = JSON.stringify({
  main: ['assets/runtime.000000000001.js', 'assets/main.0123456789ab.js'],
  'public-catalogue': [
    'assets/main.0123456789ab.js',
    'assets/7.000000000007.js',
    'assets/77.00000000000a.js',
    'assets/public-catalogue.00000000000b.js',
  ],
});

interface ImagePreload {
  srcset?: string;
  sizes?: string;
  fetchPriority?: string;
}

interface Page {
  status: number;
  html: string;
  imagePreloads: ImagePreload[];
}

// Read with patterns rather than a DOM: jsdom cannot be loaded by the server suite on Node 20.
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');

/** The page's script preloads, in order. */
const scriptPreloads = (html: string) => html.match(/<link rel="preload" as="script"[^>]*>/g) ?? [];

describe.each(testDatabases())('what a page preloads (%s)', (kind) => {
  const t = useSharedTestApp(
    kind,
    { SSR_BUNDLE: RENDERER },
    { clientFiles: { 'index.html': TEMPLATE, 'chunk-groups.json': CHUNK_GROUPS } },
  );

  async function getPage(url: string): Promise<Page> {
    const response = await t.app.inject({ method: 'GET', url });
    const html = response.body;
    const head = html.split('<body>')[0]!;
    return {
      status: response.statusCode,
      html,
      // The server's, in the head (React writes its own into the rendered markup).
      imagePreloads: (head.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).map((tag) => ({
        srcset: attribute(tag, 'imagesrcset'),
        sizes: attribute(tag, 'imagesizes'),
        fetchPriority: attribute(tag, 'fetchpriority'),
      })),
    };
  }
  const apiAnswer = async (url: string) => (await t.app.inject({ method: 'GET', url: `/v1${url}` })).json();

  async function seedProduct(name = 'Sorbitol 70%') {
    const image = await storedImageColumn(t);
    const categoryId = await t.app.repos.categories.create({ name: 'Sweeteners', description: 'Polyols', image });
    return t.app.repos.products.create({ category_id: categoryId, name, description: 'A polyol', image });
  }

  it("preloads the picture of the category list's first card, as the card draws it", async () => {
    await seedProduct();
    await t.app.repos.categories.create({ name: 'Acidulants', description: '', image: null });
    const page = await getPage(`${paths.categories}?sort=alphabetical`);

    const answer = await apiAnswer(`/categories/products?limit=${CATEGORY_PAGE_SIZE}&page=1&sort=alphabetical`);
    expect(answer.data.map((category: { category_name: string }) => category.category_name)).toEqual([
      'Acidulants',
      'Sweeteners',
    ]);
    // The first card has no picture: nothing is preloaded rather than another card's.
    expect(page.imagePreloads).toEqual([]);

    const sweeteners = await getPage(`${paths.categories}?q=sweet`);
    const sweetAnswer = await apiAnswer(`/categories/products?limit=${CATEGORY_PAGE_SIZE}&page=1&search=sweet`);
    expect(sweeteners.imagePreloads).toEqual([
      { srcset: sweetAnswer.data[0].image_url.srcset, sizes: IMAGE_SIZES.categoryCard, fetchPriority: 'high' },
    ]);
  });

  it("preloads a product page's image and its chunk's scripts", async () => {
    const id = await seedProduct();
    const page = await getPage(paths.productDetail(id));

    expect(page.status).toBe(200);
    const product = await apiAnswer(`/products/${id}`);
    // The page's own chunk starts downloading with the entry instead of after it has run; the entry's files are
    // in the page already.
    expect(scriptPreloads(page.html)).toEqual([
      '<link rel="preload" as="script" href="/assets/7.000000000007.js">',
      '<link rel="preload" as="script" href="/assets/77.00000000000a.js">',
      '<link rel="preload" as="script" href="/assets/public-catalogue.00000000000b.js">',
    ]);
    expect(page.imagePreloads).toEqual([
      { srcset: product.data.product_image.srcset, sizes: IMAGE_SIZES.productDetail, fetchPriority: 'high' },
    ]);
  });

  it('preloads the article image of an article page, and the first slide of the home page', async () => {
    const articleId = await seedArticle(t, { title: 'Clean labels' });
    const image = await storedImageColumn(t, { r: 10, g: 200, b: 90 });
    const slide = { subtitle: '', button_label: '', button_link: '' };
    await t.app.repos.slides.create({ ...slide, position: 0, title: 'Quality', alt_text: 'Quality', image });
    await t.app.repos.slides.create({
      ...slide,
      position: 1,
      title: 'Service',
      alt_text: 'Service',
      image: await storedImageColumn(t),
    });

    const articlePage = await getPage(paths.articleDetail(articleId));
    const article = await apiAnswer(`/articles/${articleId}`);
    expect(articlePage.imagePreloads.map((link) => link.srcset)).toEqual([article.data.article_image.srcset]);

    const home = await getPage(paths.home);
    const homeAnswer = await apiAnswer('/home');
    expect(home.imagePreloads.map((link) => [link.srcset, link.sizes])).toEqual([
      [homeAnswer.data.slides[0].image.srcset, IMAGE_SIZES.heroSlide],
    ]);
  });

  it('preloads no picture for a list without one, nor for a missing product', async () => {
    await seedArticle(t, { title: 'One' });
    expect((await getPage(`${paths.articles}?page=2&lang=id`)).imagePreloads).toHaveLength(0);
    const missing = await getPage(paths.productDetail(999));
    expect(missing.status).toBe(404);
    expect(missing.imagePreloads).toHaveLength(0);
  });

  it('preloads no script on back-office pages', async () => {
    for (const url of [paths.login, paths.admin.dashboard, paths.admin.products]) {
      const page = await getPage(url);
      expect(page.imagePreloads).toHaveLength(0);
      expect(scriptPreloads(page.html)).toEqual([]);
    }
  });
});
