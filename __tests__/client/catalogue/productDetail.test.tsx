import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { makeCategory, makeProduct } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { apiUrl, fail } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

describe('/produk_kategori/produk/detail_produk/{id}', () => {
  useCatalogueApi();

  beforeEach(() =>
    catalogueDb.seed({
      categories: [makeCategory(1, { name: 'Sweeteners' })],
      products: [
        makeProduct(7, 1, { name: 'Aspartame & Acesulfame', description: 'Intense sweetener blend.\nFood grade.' }),
        makeProduct(8, 1, { name: 'Sucralose', product_image: null }),
      ],
    }),
  );

  it('shows the product with its zoomable image, description and category', async () => {
    renderRoute('/produk_kategori/produk/detail_produk/7');

    expect(await screen.findByRole('heading', { level: 2, name: 'Aspartame & Acesulfame' })).toBeInTheDocument();
    expect(screen.getByText(/Intense sweetener blend\./)).toBeInTheDocument();
    const image = screen.getByRole('img', { name: 'Aspartame & Acesulfame' });
    expect(image).toHaveAttribute('srcset', expect.stringContaining('product-7-800.webp 800w'));
    expect(image).not.toHaveAttribute('loading', 'lazy');
    // jsdom never loads images, so the zoom's own button (shown once the image has loaded) cannot appear here.
    expect(image.closest('[data-rmiz]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Sweeteners' })).toHaveAttribute('href', '/produk_kategori/produk/1');
  });

  it('has the crumbs PRODUCT CATEGORY (a link) > PRODUCT > DETAIL (not links)', async () => {
    renderRoute('/produk_kategori/produk/detail_produk/7');
    await screen.findByRole('heading', { level: 2 });

    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(crumbs).getByRole('link', { name: 'PRODUCT CATEGORY' })).toHaveAttribute('href', '/produk_kategori');
    expect(within(crumbs).queryByRole('link', { name: 'PRODUCT' })).not.toBeInTheDocument();
    expect(within(crumbs).queryByRole('link', { name: 'DETAIL' })).not.toBeInTheDocument();
    expect(within(crumbs).getByText('PRODUCT')).toBeInTheDocument();
    expect(within(crumbs).getByText('DETAIL')).toBeInTheDocument();
  });

  it("offers 'Request a quote', 'Add to enquiry' for this product and WhatsApp about it", async () => {
    renderRoute('/produk_kategori/produk/detail_produk/7');

    expect(await screen.findByRole('link', { name: 'Request a quote' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to enquiry: Aspartame & Acesulfame' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const whatsapp = await screen.findByRole('link', { name: /^Ask about this product on WhatsApp/ });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/6281234567890?text=${encodeURIComponent('Hello, I would like to know more about Aspartame & Acesulfame.')}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
  });

  it('names the buttons in Indonesian', async () => {
    renderRoute('/produk_kategori/produk/detail_produk/7', { language: 'id' });

    expect(await screen.findByRole('link', { name: 'Minta penawaran harga' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tambahkan ke permintaan: Aspartame & Acesulfame' })).toBeInTheDocument();
  });

  it('shows a placeholder, and no zoom, when the product has no image', async () => {
    renderRoute('/produk_kategori/produk/detail_produk/8');

    expect(await screen.findByRole('heading', { level: 2, name: 'Sucralose' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Sucralose' }).tagName).not.toBe('IMG');
    expect(screen.getByRole('img', { name: 'Sucralose' }).closest('[data-rmiz]')).toBeNull();
  });

  it('says the product does not exist for a 404, with a way back to the categories', async () => {
    renderRoute('/produk_kategori/produk/detail_produk/404');

    expect(await screen.findByText('This product does not exist or has been removed.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all product categories' })).toHaveAttribute(
      'href',
      '/produk_kategori',
    );
  });

  it('shows an error with a retry (not an endless Loading...) when loading fails', async () => {
    server.use(http.get(apiUrl('/products/:id'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    renderRoute('/produk_kategori/produk/detail_produk/7');

    expect(
      await screen.findByText('Error loading data: Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
