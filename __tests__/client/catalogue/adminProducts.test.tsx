import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { FLASH_MESSAGE_STORAGE_KEY } from '@/common/constants';
import { daysAgo } from '../../fixtures/client/careers';
import { makeCategory, makeProduct, productsOf } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { apiUrl, fail } from '../helpers/envelope';
import { enter } from '../helpers/enter';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowNumbers, rowWith } from '../helpers/table';

const TABLE = 'Manage Products';

/**
 * A picked image. Node's File, because the client tests' FormData is Node's (jest-fixed-jsdom) and only
 * accepts Node blobs, as a browser's FormData accepts the browser's.
 */
const pngFile = (name = 'lysine.png') =>
  new NodeFile([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }) as unknown as File;

/** Counts the requests the client sends to `method path`, to prove that nothing was sent. */
function countRequests(method: string, path: string): { count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method === method && new URL(request.url).pathname === new URL(apiUrl(path)).pathname) seen.count += 1;
  });
  return seen;
}

async function openList(path = '/admin/produk', language: 'en' | 'id' = 'en') {
  storeSession();
  const view = renderRoute(path, { language });
  await screen.findByRole('table', { name: language === 'en' ? TABLE : 'Kelola Produk' });
  return view;
}

async function openAddDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Add Product' }));
  return screen.findByRole('dialog', { name: 'ADD PRODUCT' });
}

type User = ReturnType<typeof renderRoute>['user'];

async function fillProduct(dialog: HTMLElement, user: User, name: string, category: string) {
  await enter(user, within(dialog).getByRole('textbox', { name: /^Product Name/ }), name);
  await user.click(within(dialog).getByRole('combobox', { name: /^Product Category/ }));
  await user.click(await screen.findByRole('option', { name: category }));
  await enter(user, within(dialog).getByRole('textbox', { name: /^Description/ }), 'Feed grade');
}

describe('admin products list', () => {
  useCatalogueApi();

  beforeEach(() => {
    // Added one a day in the order of their ids, so the newest is the last one.
    const products = [
      ...productsOf(1, 4),
      makeProduct(5, 2, { name: 'Aspartame' }),
      makeProduct(6, 2, { name: 'Sucralose' }),
    ].map((product) => ({ ...product, created_at: daysAgo(10 - product.id) }));
    catalogueDb.seed({
      categories: [makeCategory(1, { name: 'Amino Acids' }), makeCategory(2, { name: 'Sweeteners' })],
      products,
    });
  });

  it('lists products five at a time with their category and a Detail link', async () => {
    const { user } = await openList();

    expect(await screen.findByText('Showing 1 to 5 of 6 Entries')).toBeInTheDocument();
    expect(rowNumbers(TABLE)).toEqual(['1', '2', '3', '4', '5']);
    expect(within(rowWith(TABLE, 'Sucralose')).getByText('Sweeteners')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Detail: Sucralose' })).toHaveAttribute('href', '/admin/produk/detail/6');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 6 to 6 of 6 Entries')).toBeInTheDocument();
    expect(rowNumbers(TABLE)).toEqual(['6']);
  });

  it("shows the SPEC's Indonesian texts: 'Kelola Produk', 'TAMBAH PRODUK', 'Pilih Kategori' and the hint", async () => {
    const { user } = await openList('/admin/produk', 'id');

    expect(screen.getByRole('link', { name: 'Kelola Produk' })).toHaveAttribute('href', '/admin/produk');
    expect(screen.getByRole('link', { name: 'Kelola Kategori' })).toHaveAttribute('href', '/admin/kategori');
    expect(screen.getByRole('columnheader', { name: 'Nama Produk' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Kategori Produk' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah Produk' }));
    const dialog = await screen.findByRole('dialog', { name: 'TAMBAH PRODUK' });
    expect(within(dialog).getByRole('combobox', { name: /^Kategori Produk/ })).toHaveTextContent('Pilih Kategori');
    expect(within(dialog).getByText('SVG, PNG, JPG atau GIF (MAKS. 800x400px)')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Terbitkan' })).toBeInTheDocument();
  });

  it("refuses to send a product without an image: 'Should upload image' and no request", async () => {
    const posts = countRequests('POST', '/admin/products');
    const { user } = await openList();
    const dialog = await openAddDialog(user);

    await fillProduct(dialog, user, 'L-Arginine', 'Amino Acids');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    // Under the image field, and as a toast.
    expect(await within(dialog).findByText('Should upload image')).toBeInTheDocument();
    expect(screen.getAllByText('Should upload image')).toHaveLength(2);
    expect(screen.getByRole('dialog', { name: 'ADD PRODUCT' })).toBeInTheDocument();
    expect(posts.count).toBe(0);
    expect(catalogueDb.products()).toHaveLength(6);
  });

  it('adds a product with its image, says so, and the table refreshes itself', async () => {
    const { user } = await openList();
    await screen.findByText('Showing 1 to 5 of 6 Entries');
    const dialog = await openAddDialog(user);

    await fillProduct(dialog, user, 'L-Arginine', 'Amino Acids');
    await user.upload(within(dialog).getByLabelText('Product Image'), pngFile());
    expect(within(dialog).getByText('lysine.png')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Showing 1 to 5 of 7 Entries')).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'L-Arginine')).getByText('Amino Acids')).toBeInTheDocument();
    expect(catalogueDb.product(7)).toMatchObject({ name: 'L-Arginine', category_id: 1, description: 'Feed grade' });
    expect(catalogueDb.product(7)?.product_image).not.toBeNull();
  });

  it("shows 'Failed to add product' and the server's field problems, translated, when the server refuses", async () => {
    server.use(
      http.post(apiUrl('/admin/products'), () =>
        fail(400, 'Invalid input: name too_long', 'VALIDATION', { name: 'too_long' }),
      ),
    );
    const { user } = await openList();
    const dialog = await openAddDialog(user);

    await fillProduct(dialog, user, 'Aspartame', 'Sweeteners');
    await user.upload(within(dialog).getByLabelText('Product Image'), pngFile());
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Failed to add product')).toBeInTheDocument();
    expect(within(dialog).getByText('This is too long.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'ADD PRODUCT' })).toBeInTheDocument();
  });

  it("shows the server's refusal of the file under the image field", async () => {
    server.use(
      http.post(apiUrl('/admin/products'), () => fail(415, 'Unsupported image type', 'UNSUPPORTED_FILE_TYPE')),
    );
    const { user } = await openList();
    const dialog = await openAddDialog(user);

    await fillProduct(dialog, user, 'Aspartame', 'Sweeteners');
    await user.upload(within(dialog).getByLabelText('Product Image'), pngFile('not-really.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Failed to add product')).toBeInTheDocument();
    expect(
      within(dialog).getByText('Unsupported file type. Upload a JPEG, PNG, WebP, GIF, AVIF or SVG image.'),
    ).toBeInTheDocument();
  });

  it("shows 'An error occurred while adding product' when the server cannot be reached", async () => {
    const { user } = await openList();
    const dialog = await openAddDialog(user);
    server.use(http.post(apiUrl('/admin/products'), () => Response.error()));

    await fillProduct(dialog, user, 'L-Arginine', 'Amino Acids');
    await user.upload(within(dialog).getByLabelText('Product Image'), pngFile());
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('An error occurred while adding product')).toBeInTheDocument();
  });

  it("shows the one-time 'Produk berhasil dihapus' left by the detail page, then forgets it", async () => {
    window.localStorage.setItem(FLASH_MESSAGE_STORAGE_KEY, 'admin:catalogue.products.deleted');
    await openList('/admin/produk', 'id');

    expect(await screen.findByText('Produk berhasil dihapus')).toBeInTheDocument();
    expect(window.localStorage.getItem(FLASH_MESSAGE_STORAGE_KEY)).toBeNull();
  });

  it('opens the product detail from its row', async () => {
    const { user, router } = await openList();

    await user.click(await screen.findByRole('link', { name: 'Detail: Aspartame' }));

    expect(await screen.findByRole('heading', { name: 'Aspartame' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/produk/detail/5');
  });
});
