import { apiRequestKey, IMAGE_SIZES, PRELOADED_RESPONSES_ID, type PreloadedResponses } from '@/common/route-data';
import { CATEGORY_PAGE_SIZE } from '@/common/constants';
import { paths } from '@/common/routes';
import { seedArticle, storedImageColumn } from './helpers/content';
import { testDatabases, useSharedTestApp } from './helpers/test-app';

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
const HOSTILE = 'Gum </script><script>alert(1)</script> <!-- \u2028';

interface ImagePreload {
  srcset?: string;
  sizes?: string;
  fetchPriority?: string;
}

interface Page {
  status: number;
  html: string;
  responses: PreloadedResponses | undefined;
  imagePreloads: ImagePreload[];
}

// Read with patterns rather than a DOM: jsdom cannot be loaded by the server suite on Node 20.
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]?.replace(/&amp;/g, '&');
/** The key of a read as the page files it: in the page's language (English unless the URL or browser says otherwise). */
const keyOf = (request: string, language = 'en') =>
  apiRequestKey(`${request}${request.includes('?') ? '&' : '?'}lang=${language}`);

/** The page's script preloads, in order. */
const scriptPreloads = (html: string) => html.match(/<link rel="preload" as="script"[^>]*>/g) ?? [];

const DATA_BLOCK = new RegExp(`<script id="${PRELOADED_RESPONSES_ID}" type="application/json">([\\s\\S]*?)</script>`);

describe.each(testDatabases())('preloaded page data (%s)', (kind) => {
  const t = useSharedTestApp(kind, {}, { clientFiles: { 'index.html': TEMPLATE, 'chunk-groups.json': CHUNK_GROUPS } });

  async function getPage(url: string): Promise<Page> {
    const response = await t.app.inject({ method: 'GET', url });
    const html = response.body;
    const block = DATA_BLOCK.exec(html)?.[1];
    return {
      status: response.statusCode,
      html,
      responses: block === undefined ? undefined : (JSON.parse(block) as PreloadedResponses),
      imagePreloads: (html.match(/<link rel="preload" as="image"[^>]*>/g) ?? []).map((tag) => ({
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

  it("puts the category list's answer in the page for the search, sort and page in its URL", async () => {
    await seedProduct();
    const page = await getPage(`${paths.categories}?q=%20sorb%20&sort=alphabetical&page=1`);

    // The key is the request the page makes for that view (common/category-list.ts): the search trimmed.
    const request = `/categories/products?limit=${CATEGORY_PAGE_SIZE}&page=1&search=sorb&sort=alphabetical`;
    const answer = await apiAnswer(request);
    expect(answer.data).toEqual([expect.objectContaining({ category_name: 'Sweeteners', product_count: 1 })]);
    expect(page.responses).toEqual({
      [keyOf('/site')]: { status: 200, body: await apiAnswer('/site') },
      [keyOf(request)]: { status: 200, body: answer },
    });
    const unsorted = await getPage(`${paths.categories}?sort=cheapest`);
    expect(Object.keys(unsorted.responses ?? {})).toEqual([
      keyOf('/site'),
      keyOf(`/categories/products?limit=${CATEGORY_PAGE_SIZE}&page=1&sort=most_products`),
    ]);
  });

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

  it('puts the answers a product page reads in the page, as the API gives them, and preloads its image', async () => {
    const id = await seedProduct();
    const page = await getPage(paths.productDetail(id));

    expect(page.status).toBe(200);
    const product = await apiAnswer(`/products/${id}`);
    expect(page.responses).toEqual({
      [keyOf('/site')]: { status: 200, body: await apiAnswer('/site') },
      [keyOf(`/products/${id}`)]: { status: 200, body: product },
    });
    expect(page.imagePreloads).toHaveLength(1);
    // The page's own chunk starts downloading with the entry instead of after it has run; the entry's files are
    // in the page already.
    expect(scriptPreloads(page.html)).toEqual([
      '<link rel="preload" as="script" href="/assets/7.000000000007.js">',
      '<link rel="preload" as="script" href="/assets/77.00000000000a.js">',
      '<link rel="preload" as="script" href="/assets/public-catalogue.00000000000b.js">',
    ]);
    expect(page.imagePreloads[0]).toEqual({
      srcset: product.data.product_image.srcset,
      sizes: IMAGE_SIZES.productDetail,
      fetchPriority: 'high',
    });
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
    expect(articlePage.responses?.[keyOf(`/articles/${articleId}`)]).toEqual({ status: 200, body: article });
    expect(articlePage.imagePreloads.map((link) => link.srcset)).toEqual([article.data.article_image.srcset]);

    const home = await getPage(paths.home);
    const homeAnswer = await apiAnswer('/home');
    expect(Object.keys(home.responses ?? {}).sort()).toEqual(
      [keyOf('/articles/home'), keyOf('/home'), keyOf('/site')].sort(),
    );
    expect(home.imagePreloads.map((link) => [link.srcset, link.sizes])).toEqual([
      [homeAnswer.data.slides[0].image.srcset, IMAGE_SIZES.heroSlide],
    ]);
  });

  it('files a list page under the same query its page requests, whatever the URL adds', async () => {
    await seedArticle(t, { title: 'One' });
    const page = await getPage(`${paths.articles}?page=2&lang=id`);
    expect(Object.keys(page.responses ?? {}).sort()).toEqual(
      [keyOf('/articles?limit=6&page=2', 'id'), keyOf('/site', 'id')].sort(),
    );
    expect(page.imagePreloads).toHaveLength(0);
  });

  it('hands a missing product over as the 404 the page would get, with no image to preload', async () => {
    const page = await getPage(paths.productDetail(999));
    expect(page.status).toBe(404);
    expect(page.responses?.[keyOf('/products/999')]).toEqual({ status: 404, body: await apiAnswer('/products/999') });
    expect(page.imagePreloads).toHaveLength(0);
  });

  it('keeps stored text from closing the data block or running as script', async () => {
    const id = await seedProduct(HOSTILE);
    const page = await getPage(paths.productDetail(id));

    expect(page.html).not.toContain('<script>alert(1)');
    const scriptTags = page.html.match(/<script\b[^>]*>/gi) ?? [];
    expect(scriptTags.filter((tag) => !/\ssrc=/.test(tag) && !/type="application\/(ld\+)?json"/.test(tag))).toEqual([]);
    expect((page.responses?.[keyOf(`/products/${id}`)]?.body as { data: { name: string } }).data.name).toBe(HOSTILE);
  });

  it('preloads no script on back-office pages', async () => {
    for (const url of [paths.login, paths.admin.dashboard, paths.admin.products]) {
      const page = await getPage(url);
      expect(page.responses).toBeUndefined();
      expect(page.imagePreloads).toHaveLength(0);
      expect(scriptPreloads(page.html)).toEqual([]);
    }
  });
});
