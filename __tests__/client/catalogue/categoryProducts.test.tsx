import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { daysAgo } from '../../fixtures/client/careers';
import { makeCategory, makeProduct } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { apiUrl, fail } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

const productNames = (category = 'Amino Acids') =>
  within(screen.getByRole('list', { name: `Products of ${category}` }))
    .getAllByRole('link')
    .map((link) => link.textContent);

/** The floating panel's value under `term`. */
function panelValue(term: string, panelName = 'Category summary'): string | null {
  const panel = screen.getByRole('complementary', { name: panelName });
  const label = within(panel).getByText(term);
  return label.nextElementSibling?.textContent ?? null;
}

async function openCategory(id: number | string, search = '', language: 'en' | 'id' = 'en') {
  const view = renderRoute(`/produk_kategori/produk/${id}${search}`, { language });
  await screen.findByRole('heading', { level: 2 });
  return view;
}

describe('/produk_kategori/produk/{id}', () => {
  useCatalogueApi();

  describe('with products', () => {
    beforeEach(() =>
      catalogueDb.seed({
        categories: [makeCategory(2, { name: 'Amino Acids', description: 'Building blocks for feed and pharma' })],
        products: [
          makeProduct(10, 2, { name: 'L-Lysine', updated_at: daysAgo(9) }),
          makeProduct(11, 2, { name: 'glycine', updated_at: daysAgo(1) }),
          makeProduct(12, 2, { name: 'Methionine', updated_at: daysAgo(30) }),
        ],
      }),
    );

    it('shows the category with its image, description and its products A-Z, each linking to its detail', async () => {
      await openCategory(2);

      expect(screen.getByRole('heading', { level: 2, name: 'Amino Acids' })).toBeInTheDocument();
      expect(screen.getByText('Building blocks for feed and pharma')).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'Amino Acids' })).toHaveAttribute('src', '/uploads/category-2-800.webp');
      expect(productNames()).toEqual(['glycine', 'L-Lysine', 'Methionine']);
      expect(screen.getByRole('button', { name: 'Name A to Z' })).toHaveAttribute('aria-pressed', 'true');
      expect(screen.getByRole('link', { name: 'Methionine' })).toHaveAttribute(
        'href',
        '/produk_kategori/produk/detail_produk/12',
      );
    });

    it('has the crumbs PRODUCT CATEGORY (a link) > PRODUCT (not a link)', async () => {
      await openCategory(2);

      const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
      expect(within(crumbs).getByRole('link', { name: 'PRODUCT CATEGORY' })).toHaveAttribute(
        'href',
        '/produk_kategori',
      );
      expect(within(crumbs).getByText('PRODUCT')).not.toHaveAttribute('href');
      expect(within(crumbs).queryByRole('link', { name: 'PRODUCT' })).not.toBeInTheDocument();
    });

    it("shows the last updated product as 'Latest Product' and the count as 'Total Products'", async () => {
      await openCategory(2);

      expect(panelValue('Latest Product')).toBe('glycine');
      expect(panelValue('Total Products')).toBe('3');
    });

    it('sorts Z-A and back to A-Z, keeping the order in the URL', async () => {
      const { user, router } = await openCategory(2);

      await user.click(screen.getByRole('button', { name: 'Name Z to A' }));
      expect(productNames()).toEqual(['Methionine', 'L-Lysine', 'glycine']);
      expect(router.state.location.search).toBe('?sort=name_desc');

      await user.click(screen.getByRole('button', { name: 'Name A to Z' }));
      expect(productNames()).toEqual(['glycine', 'L-Lysine', 'Methionine']);
      expect(router.state.location.search).toBe('');
    });

    it('searches product names ignoring case; the panel keeps describing the whole category', async () => {
      const { user } = await openCategory(2);

      await user.click(screen.getByRole('searchbox', { name: 'Search products...' }));
      await user.paste('INE');

      expect(productNames()).toEqual(['glycine', 'L-Lysine', 'Methionine']);
      await user.clear(screen.getByRole('searchbox', { name: 'Search products...' }));
      await user.paste('lys');
      expect(productNames()).toEqual(['L-Lysine']);
      expect(panelValue('Total Products')).toBe('3');
    });

    it("says 'Oops! No Products Found' when the search matches nothing, with a way back", async () => {
      const { user } = await openCategory(2, '?q=valine');

      expect(screen.getByText('Oops! No Products Found')).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Clear Search' }));
      expect(productNames()).toHaveLength(3);
    });
  });

  it("shows 'Oops! No Products Found' with a link home, and 'N/A' as the latest product, for an empty category", async () => {
    catalogueDb.seed({ categories: [makeCategory(3, { name: 'Cosmetic Actives', image_url: null })] });
    await openCategory(3);

    expect(screen.getByText('Oops! No Products Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
    expect(panelValue('Latest Product')).toBe('N/A');
    expect(panelValue('Total Products')).toBe('0');
    // No image: a labelled placeholder stands in.
    expect(screen.getByRole('img', { name: 'Cosmetic Actives' }).tagName).not.toBe('IMG');
  });

  it("shows the SPEC's texts in Indonesian", async () => {
    catalogueDb.seed({ categories: [makeCategory(3, { name: 'Kosmetik' })] });
    await openCategory(3, '', 'id');

    expect(screen.getByRole('searchbox', { name: 'Cari produk...' })).toBeInTheDocument();
    expect(screen.getByText('Ups! Produk Tidak Ditemukan')).toBeInTheDocument();
    expect(panelValue('Produk Terbaru', 'Ringkasan kategori')).toBe('Tidak ada');
  });

  it("says 'Category ID is missing' when the id is not a number, and asks nothing", async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname));
    renderRoute('/produk_kategori/produk/abc');

    expect(await screen.findByText('Category ID is missing')).toBeInTheDocument();
    expect(requests.filter((path) => path.includes('/products/category'))).toEqual([]);
  });

  it("shows 'Error: {message}' when loading fails", async () => {
    server.use(http.get(apiUrl('/products/category/:id'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    renderRoute('/produk_kategori/produk/4');

    expect(
      await screen.findByText('Error: Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each([
    ['en', 'This category does not exist or has been removed.', 'See all product categories'],
    ['id', 'Kategori ini tidak ada atau sudah dihapus.', 'Lihat semua kategori produk'],
  ] as const)('shows the not-found page for an unknown category (%s), with no retry', async (language, text, back) => {
    renderRoute('/produk_kategori/produk/9999', { language });

    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: back })).toHaveAttribute('href', '/produk_kategori');
    expect(screen.queryByRole('button', { name: /Try again|Coba lagi/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/Category not found/)).not.toBeInTheDocument();
  });
});
