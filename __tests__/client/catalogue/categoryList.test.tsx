import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import {
  CATEGORY_PAGE_SIZE,
  CATEGORY_STRIP_INTERVAL_MS,
  CATEGORY_STRIP_PRODUCTS,
  CATEGORY_STRIP_STEP_PX,
} from '@/common/constants';
import { makeCategory, productsOf, sampleCatalogue } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { apiUrl, fail } from '../helpers/envelope';
import { enter } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

type User = ReturnType<typeof renderRoute>['user'];

const categoryNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const productNamesOf = (category: string) =>
  within(screen.getByRole('region', { name: `Products of ${category}` }))
    .getAllByRole('link')
    .map((link) => link.textContent);

async function openList(path = '/produk_kategori', language: 'en' | 'id' = 'en') {
  const view = renderRoute(path, { language });
  await screen.findAllByRole('article');
  return view;
}

async function search(user: User, text: string) {
  await enter(user, screen.getByRole('searchbox', { name: 'Search categories or products...' }), text);
}

async function chooseSort(user: User, label: string) {
  await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
  await user.click(await screen.findByRole('option', { name: label }));
}

describe('/produk_kategori', () => {
  useCatalogueApi();

  describe('with the sample catalogue', () => {
    beforeEach(() => catalogueDb.seed(sampleCatalogue));

    it('shows each category with its products, linking to the category and to each product', async () => {
      await openList();

      expect(screen.getByRole('heading', { level: 1, name: 'PRODUCT CATEGORY' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Sweeteners' })).toHaveAttribute('href', '/produk_kategori/produk/1');
      expect(screen.getByText('Sugar replacers for food and drink')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Sweeteners' })).toHaveAttribute(
        'srcset',
        expect.stringContaining('category-1-400.webp 400w'),
      );
      expect(productNamesOf('Sweeteners')).toEqual(['Aspartame', 'Stevia Extract', 'Sucralose']);
      expect(screen.getByRole('link', { name: 'Aspartame' })).toHaveAttribute(
        'href',
        '/produk_kategori/produk/detail_produk/1',
      );
      expect(screen.getByRole('link', { name: 'See all products of Preservatives' })).toHaveAttribute(
        'href',
        '/produk_kategori/produk/4',
      );
    });

    it("says 'No products available yet' for a category without products", async () => {
      await openList();

      const cosmetics = screen.getByRole('article', { name: 'Cosmetic Actives' });
      expect(within(cosmetics).getByText('No products available yet')).toBeInTheDocument();
      expect(within(cosmetics).queryByRole('region')).not.toBeInTheDocument();
    });

    it('lists the categories with the most products first by default', async () => {
      const { router } = await openList();

      expect(categoryNames()).toEqual(['Sweeteners', 'Preservatives', 'Amino Acids', 'Cosmetic Actives']);
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Most products');
      expect(router.state.location.search).toBe('');
    });

    it.each([
      ['Fewest products', 'least_products', ['Cosmetic Actives', 'Amino Acids', 'Preservatives', 'Sweeteners']],
      ['Name A-Z', 'alphabetical', ['Amino Acids', 'Cosmetic Actives', 'Preservatives', 'Sweeteners']],
      ['Name Z-A', 'alphabetical_reverse', ['Sweeteners', 'Preservatives', 'Cosmetic Actives', 'Amino Acids']],
    ])("sorts by '%s' and keeps ?sort=%s in the URL", async (label, sort, order) => {
      const { user, router } = await openList();

      await chooseSort(user, label);

      await waitFor(() => expect(categoryNames()).toEqual(order));
      expect(router.state.location.search).toBe(`?sort=${sort}`);
    });

    it('comes back to most products first when that sort is chosen again', async () => {
      const { user, router } = await openList('/produk_kategori?sort=alphabetical');
      expect(categoryNames()).toEqual(['Amino Acids', 'Cosmetic Actives', 'Preservatives', 'Sweeteners']);

      await chooseSort(user, 'Most products');

      await waitFor(() =>
        expect(categoryNames()).toEqual(['Sweeteners', 'Preservatives', 'Amino Acids', 'Cosmetic Actives']),
      );
      expect(router.state.location.search).toBe('');
    });

    it('finds categories through a product name, ignoring case, and shows only the matching products', async () => {
      const { user, router } = await openList();

      await search(user, 'SUCRA');

      await waitFor(() => expect(categoryNames()).toEqual(['Sweeteners']));
      expect(productNamesOf('Sweeteners')).toEqual(['Sucralose']);
      expect(router.state.location.search).toBe('?q=SUCRA');
    });

    it('finds categories by their own name, ignoring case, with all their products', async () => {
      const { user } = await openList();

      await search(user, 'preSERV');

      await waitFor(() => expect(categoryNames()).toEqual(['Preservatives']));
      expect(productNamesOf('Preservatives')).toEqual(['Potassium Sorbate', 'Sodium Benzoate']);
    });

    it('matches category and product names alike and sorts what it found', async () => {
      const { user } = await openList('/produk_kategori?sort=alphabetical');

      // 'AC' is in two category names (Amino Acids, Cosmetic Actives) and one product's (Stevia Extract).
      await search(user, 'AC');

      await waitFor(() => expect(categoryNames()).toEqual(['Amino Acids', 'Cosmetic Actives', 'Sweeteners']));
      expect(productNamesOf('Amino Acids')).toEqual(['L-Lysine']);
      expect(productNamesOf('Sweeteners')).toEqual(['Stevia Extract']);
    });

    it("shows 'No results found' for a search without matches, and 'Clear Search' brings everything back", async () => {
      const { user, router } = await openList();

      await search(user, 'titanium');

      expect(await screen.findByText('No results found')).toBeInTheDocument();
      expect(screen.queryByRole('article')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Clear Search' }));

      expect(await screen.findAllByRole('article')).toHaveLength(4);
      expect(screen.getByRole('searchbox', { name: 'Search categories or products...' })).toHaveValue('');
      expect(router.state.location.search).toBe('');
    });

    it('starts from the search and sort in the URL (reload, back, QA snapshots)', async () => {
      await openList('/produk_kategori?q=a&sort=alphabetical_reverse');

      expect(screen.getByRole('searchbox', { name: 'Search categories or products...' })).toHaveValue('a');
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Name Z-A');
      expect(categoryNames()).toEqual(['Sweeteners', 'Preservatives', 'Cosmetic Actives', 'Amino Acids']);
    });

    it("ignores a sort that is not one of the four and uses 'most products'", async () => {
      await openList('/produk_kategori?sort=price');

      expect(categoryNames()).toEqual(['Sweeteners', 'Preservatives', 'Amino Acids', 'Cosmetic Actives']);
    });

    it("shows the SPEC's Indonesian texts verbatim", async () => {
      const { user } = await openList('/produk_kategori', 'id');

      expect(screen.getByRole('heading', { level: 1, name: 'KATEGORI PRODUK' })).toBeInTheDocument();
      const searchbox = screen.getByRole('searchbox', { name: 'Cari kategori atau produk...' });
      expect(searchbox).toHaveAttribute('placeholder', 'Cari kategori atau produk...');
      expect(screen.getByText('Belum ada produk tersedia')).toBeInTheDocument();

      await enter(user, searchbox, 'tidak-ada');

      expect(await screen.findByText('Tidak ada hasil yang ditemukan')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Bersihkan Pencarian' })).toBeInTheDocument();
    });
  });

  describe('the product strip', () => {
    it('has no arrows with 7 products and arrows with 8 (more than 7)', async () => {
      catalogueDb.seed({
        categories: [makeCategory(1, { name: 'Seven' }), makeCategory(2, { name: 'Eight' })],
        products: [...productsOf(1, 7, 1), ...productsOf(2, 8, 101)],
      });
      await openList();

      expect(productNamesOf('Seven')).toHaveLength(7);
      expect(screen.queryByRole('button', { name: 'Previous products of Seven' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Next products of Seven' })).not.toBeInTheDocument();
      expect(productNamesOf('Eight')).toHaveLength(8);
      expect(screen.getByRole('button', { name: 'Previous products of Eight' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Next products of Eight' })).toBeInTheDocument();
    });

    it('moves with the arrows, one step at a time, wrapping at both ends', async () => {
      catalogueDb.seed({ categories: [makeCategory(1, { name: 'Eight' })], products: productsOf(1, 8) });
      const { user } = await openList();
      const strip = measuredStrip('Eight', { scrollWidth: 1000, clientWidth: 600 });

      await user.click(screen.getByRole('button', { name: 'Next products of Eight' }));
      expect(strip.scrollLeft).toBe(CATEGORY_STRIP_STEP_PX);
      await user.click(screen.getByRole('button', { name: 'Next products of Eight' }));
      expect(strip.scrollLeft).toBe(400);
      await user.click(screen.getByRole('button', { name: 'Next products of Eight' }));
      expect(strip.scrollLeft).toBe(0);
      await user.click(screen.getByRole('button', { name: 'Previous products of Eight' }));
      expect(strip.scrollLeft).toBe(400);
      await user.click(screen.getByRole('button', { name: 'Previous products of Eight' }));
      expect(strip.scrollLeft).toBe(200);
    });

    describe('auto-scroll', () => {
      const realMatchMedia = window.matchMedia;

      beforeEach(() => {
        catalogueDb.seed({ categories: [makeCategory(1, { name: 'Long' })], products: productsOf(1, 8) });
        jest.useFakeTimers({ advanceTimers: true });
      });

      afterEach(() => {
        jest.useRealTimers();
        window.matchMedia = realMatchMedia;
      });

      const tick = () => act(() => jest.advanceTimersByTime(CATEGORY_STRIP_INTERVAL_MS));

      it('moves 200 px every 3000 ms and loops back to the start', async () => {
        await openList();
        const strip = measuredStrip('Long', { scrollWidth: 1000, clientWidth: 450 });

        await tick();
        expect(strip.scrollLeft).toBe(200);
        await tick();
        expect(strip.scrollLeft).toBe(400);
        await tick();
        expect(strip.scrollLeft).toBe(550);
        await tick();
        expect(strip.scrollLeft).toBe(0);
      });

      it('waits while the strip is hovered or holds the focus', async () => {
        const { user } = await openList();
        const strip = measuredStrip('Long', { scrollWidth: 1000, clientWidth: 450 });
        const region = screen.getByRole('region', { name: 'Products of Long' });

        await user.hover(region);
        await tick();
        expect(strip.scrollLeft).toBe(0);
        await user.unhover(region);
        await tick();
        expect(strip.scrollLeft).toBe(200);

        act(() => within(region).getAllByRole('link')[0]?.focus());
        await tick();
        expect(strip.scrollLeft).toBe(200);
        act(() => screen.getByRole('searchbox').focus());
        await tick();
        expect(strip.scrollLeft).toBe(400);
      });

      it('does not move at all when the visitor prefers reduced motion', async () => {
        window.matchMedia = (query: string) => ({
          ...realMatchMedia(query),
          matches: query.includes('prefers-reduced-motion: reduce'),
        });
        await openList();
        const strip = measuredStrip('Long', { scrollWidth: 1000, clientWidth: 450 });

        await tick();
        await tick();
        expect(strip.scrollLeft).toBe(0);
        // The arrows still work: reduced motion stops only the automatic movement.
        await act(async () => screen.getByRole('button', { name: 'Next products of Long' }).click());
        expect(strip.scrollLeft).toBe(200);
      });
    });
  });

  describe('a catalogue larger than one page', () => {
    /** 'Category 01' has 1 product, 'Category 02' 2, and so on. */
    const CATEGORY_COUNT = CATEGORY_PAGE_SIZE * 2 + 3;
    const name = (n: number) => `Category ${String(n).padStart(2, '0')}`;
    let requests: URLSearchParams[];

    beforeEach(() => {
      const categories = Array.from({ length: CATEGORY_COUNT }, (_, i) => makeCategory(i + 1, { name: name(i + 1) }));
      const products = categories.flatMap((category) => productsOf(category.id, category.id, category.id * 100));
      catalogueDb.seed({ categories, products });
      requests = [];
      server.events.on('request:start', ({ request }) => {
        const url = new URL(request.url);
        if (url.pathname.endsWith('/categories/products')) requests.push(url.searchParams);
      });
    });

    afterEach(() => server.events.removeAllListeners());

    it(`shows ${CATEGORY_PAGE_SIZE} categories a page and a pager that keeps the page in the URL`, async () => {
      const { user, router } = await openList('/produk_kategori?sort=alphabetical');

      expect(categoryNames()).toEqual(Array.from({ length: CATEGORY_PAGE_SIZE }, (_, i) => name(i + 1)));
      const pager = screen.getByRole('navigation', { name: 'Category pages' });
      expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
        'href',
        '/produk_kategori?sort=alphabetical&page=3',
      );

      await user.click(within(pager).getByRole('link', { name: 'Page 3' }));

      await waitFor(() => expect(categoryNames()).toEqual([name(21), name(22), name(23)]));
      expect(router.state.location.search).toBe('?sort=alphabetical&page=3');
      expect(requests.at(-1)?.toString()).toBe(`limit=${CATEGORY_PAGE_SIZE}&page=3&sort=alphabetical&lang=en`);
    });

    it(`lists at most ${CATEGORY_STRIP_PRODUCTS} products in a strip; 'See all' leads to the rest`, async () => {
      await openList();

      // Most products first: Category 23 with 23 products.
      expect(categoryNames()[0]).toBe(name(CATEGORY_COUNT));
      expect(productNamesOf(name(CATEGORY_COUNT))).toHaveLength(CATEGORY_STRIP_PRODUCTS);
      expect(screen.getByRole('link', { name: `See all products of ${name(CATEGORY_COUNT)}` })).toHaveAttribute(
        'href',
        `/produk_kategori/produk/${CATEGORY_COUNT}`,
      );
    });

    it('asks the server once for a search typed in one go, and starts it from the first page', async () => {
      const { user, router } = await openList('/produk_kategori?page=2');
      requests = [];

      await user.click(screen.getByRole('searchbox', { name: 'Search categories or products...' }));
      await user.keyboard('gory 1');

      // 'Category 10' to 'Category 19', most products first.
      const found = Array.from({ length: 10 }, (_, i) => name(19 - i));
      await waitFor(() => expect(categoryNames()).toEqual(found));
      expect(router.state.location.search).toBe('?q=gory+1');
      expect(requests.map(String)).toEqual([
        `limit=${CATEGORY_PAGE_SIZE}&page=1&sort=most_products&search=gory+1&lang=en`,
      ]);
    });

    it('says a page beyond the last does not exist, and links to the last', async () => {
      renderRoute('/produk_kategori?page=9');

      expect(await screen.findByText('There is no page 9')).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Go to page 3' })).toHaveAttribute('href', '/produk_kategori?page=3');
    });
  });

  it('shows an error with a retry when the categories cannot be loaded', async () => {
    server.use(http.get(apiUrl('/categories/products'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    renderRoute('/produk_kategori');

    expect(
      await screen.findByText('Error loading data: Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText('No results found')).not.toBeInTheDocument();
  });

  it('says so when there are no categories at all', async () => {
    renderRoute('/produk_kategori');

    expect(await screen.findByText('No product categories yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});

/** jsdom lays nothing out; give the strip the sizes a browser would, so scrolling has room. */
function measuredStrip(category: string, size: { scrollWidth: number; clientWidth: number }): HTMLElement {
  const strip = within(screen.getByRole('region', { name: `Products of ${category}` })).getByRole('list');
  Object.defineProperty(strip, 'scrollWidth', { configurable: true, value: size.scrollWidth });
  Object.defineProperty(strip, 'clientWidth', { configurable: true, value: size.clientWidth });
  return strip;
}
