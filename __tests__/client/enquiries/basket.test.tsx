import { cleanup, screen, within } from '@testing-library/react';
import { makeCategory, makeProduct, sampleCatalogue } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { currentPath, renderRoute } from '../helpers/render';

const BASKET_KEY = 'enquiryBasket';
// The top bar is the first banner; a page's breadcrumb banner is the second.
const navbar = () => screen.getAllByRole('banner')[0]!;
const basketLink = () => within(navbar()).queryByRole('link', { name: /^Quote request, / });
/** The basket's link once it shows: its button is a chunk of its own, fetched when the basket has something. */
const shownBasketLink = () => within(navbar()).findByRole('link', { name: /^Quote request, / });
const storedBasket = () => JSON.parse(window.localStorage.getItem(BASKET_KEY) ?? 'null') as unknown;

describe('the enquiry basket', () => {
  useCatalogueApi();

  beforeEach(() =>
    catalogueDb.seed({
      categories: [makeCategory(1, { name: 'Sweeteners' })],
      products: [makeProduct(7, 1, { name: 'Aspartame' }), makeProduct(8, 1, { name: 'Sucralose' })],
    }),
  );

  it("adds a product from its tile on the category page, says 'Added', counts it in the navbar and takes it out again", async () => {
    const { user, store } = renderRoute('/produk_kategori/produk/1');
    const add = await screen.findByRole('button', { name: 'Add to enquiry: Aspartame' });
    expect(add).toHaveAttribute('aria-pressed', 'false');
    expect(basketLink()).not.toBeInTheDocument();

    await user.click(add);

    const added = screen.getByRole('button', { name: 'Added: Aspartame' });
    expect(added).toHaveAttribute('aria-pressed', 'true');
    expect(added).toHaveTextContent('Added');
    expect(screen.getByRole('button', { name: 'Add to enquiry: Sucralose' })).toHaveAttribute('aria-pressed', 'false');
    expect(await shownBasketLink()).toHaveAccessibleName('Quote request, 1 product');
    expect(basketLink()).toHaveAttribute('href', '/permintaan_penawaran');
    expect(store.getState().enquiry.items).toEqual([{ productId: 7, name: 'Aspartame', sample: false }]);

    await user.click(screen.getByRole('button', { name: 'Add to enquiry: Sucralose' }));
    expect(await shownBasketLink()).toHaveAccessibleName('Quote request, 2 products');
    expect(within(basketLink()!).getByText('2')).toBeInTheDocument();

    await user.click(added);
    await user.click(screen.getByRole('button', { name: 'Added: Sucralose' }));
    expect(screen.getByRole('button', { name: 'Add to enquiry: Aspartame' })).toHaveAttribute('aria-pressed', 'false');
    expect(basketLink()).not.toBeInTheDocument();
    expect(store.getState().enquiry.items).toEqual([]);
  });

  it('adds from the strips of the category list, once only', async () => {
    catalogueDb.seed(sampleCatalogue);
    const { user, store } = renderRoute('/produk_kategori');
    const strip = await screen.findByRole('region', { name: 'Products of Sweeteners' });

    await user.click(within(strip).getByRole('button', { name: 'Add to enquiry: Sucralose' }));

    expect(within(strip).getByRole('button', { name: 'Added: Sucralose' })).toBeInTheDocument();
    expect(within(strip).getByRole('link', { name: 'Sucralose' })).toHaveAttribute(
      'href',
      '/produk_kategori/produk/detail_produk/2',
    );
    expect(store.getState().enquiry.items.map((item) => item.name)).toEqual(['Sucralose']);
  });

  it("toggles on the product page, and 'Request a quote' adds the product and opens the quote request", async () => {
    const { user, router } = renderRoute('/produk_kategori/produk/detail_produk/8');
    await screen.findByRole('heading', { level: 2, name: 'Sucralose' });

    await user.click(screen.getByRole('button', { name: 'Add to enquiry: Sucralose' }));
    expect(screen.getByRole('button', { name: 'Added: Sucralose' })).toHaveAttribute('aria-pressed', 'true');
    expect(await shownBasketLink()).toHaveAccessibleName('Quote request, 1 product');

    await user.click(screen.getByRole('link', { name: 'Request a quote' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'QUOTE REQUEST' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/permintaan_penawaran');
    // Already in the basket: asking for its quote did not add it twice.
    expect(screen.getAllByRole('group', { name: 'Sucralose' })).toHaveLength(1);
  });

  it('keeps the basket across pages and a reload', async () => {
    const { user } = renderRoute('/produk_kategori/produk/detail_produk/7');
    await user.click(await screen.findByRole('button', { name: 'Add to enquiry: Aspartame' }));

    await user.click(within(navbar()).getByRole('link', { name: 'About Us', hidden: true }));
    await screen.findByRole('heading', { level: 1, name: 'ABOUT US' });
    expect(await shownBasketLink()).toHaveAccessibleName('Quote request, 1 product');
    expect(storedBasket()).toEqual({ items: [{ productId: 7, name: 'Aspartame', sample: false }] });

    cleanup();
    renderRoute('/produk_kategori/produk/detail_produk/7');

    expect(await screen.findByRole('button', { name: 'Added: Aspartame' })).toHaveAttribute('aria-pressed', 'true');
    expect(await shownBasketLink()).toHaveAccessibleName('Quote request, 1 product');
  });

  it('starts empty when what localStorage holds is not a basket, and keeps only the items it can use', async () => {
    window.localStorage.setItem(
      BASKET_KEY,
      JSON.stringify({ items: [{ productId: 7, name: 'Aspartame', sample: true }, { productId: 'x' }] }),
    );
    const { store } = renderRoute('/produk_kategori/produk/1');
    await screen.findByRole('button', { name: 'Added: Aspartame' });
    expect(store.getState().enquiry.items).toEqual([{ productId: 7, name: 'Aspartame', sample: true }]);

    cleanup();
    window.localStorage.setItem(BASKET_KEY, '{not json');
    const second = renderRoute('/produk_kategori/produk/1');
    await screen.findByRole('button', { name: 'Add to enquiry: Aspartame' });
    expect(second.store.getState().enquiry.items).toEqual([]);
  });

  it('is listed in the mobile menu with its count', async () => {
    const { user } = renderRoute('/produk_kategori/produk/1');
    await user.click(await screen.findByRole('button', { name: 'Add to enquiry: Aspartame' }));

    await user.click(within(navbar()).getByRole('button', { name: 'Open menu', hidden: true }));

    await screen.findByTestId('menu-overlay');
    const menu = within(document.getElementById('mobile-menu')!).getByRole('navigation', { name: 'Main navigation' });
    const link = within(menu).getByRole('link', { name: 'Quote request, 1 product' });
    expect(link).toHaveAttribute('href', '/permintaan_penawaran');
    expect(link).toHaveTextContent('Quote request1');
  });

  it('reads in Indonesian', async () => {
    const { user } = renderRoute('/produk_kategori/produk/detail_produk/7', { language: 'id' });

    await user.click(await screen.findByRole('button', { name: 'Tambahkan ke permintaan: Aspartame' }));

    expect(screen.getByRole('button', { name: 'Sudah ditambahkan: Aspartame' })).toBeInTheDocument();
    expect(within(navbar()).getByRole('link', { name: 'Permintaan penawaran, 1 produk' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minta penawaran harga' })).toBeInTheDocument();
  });
});
