import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { makeCategory, makeProduct } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { apiUrl, fail } from '../helpers/envelope';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';

/** Node's File: the client tests' FormData is Node's (jest-fixed-jsdom) and takes only Node blobs. */
const pngFile = (name: string) =>
  new NodeFile([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }) as unknown as File;

async function openDetail(id: number | string, language: 'en' | 'id' = 'en') {
  storeSession();
  const view = renderRoute(`/admin/produk/detail/${id}`, { language });
  return view;
}

describe('/admin/produk/detail/{id}', () => {
  useCatalogueApi();

  beforeEach(() =>
    catalogueDb.seed({
      categories: [makeCategory(1, { name: 'Amino Acids' }), makeCategory(2, { name: 'Sweeteners' })],
      products: [makeProduct(4, 1, { name: 'L-Lysine', description: 'Feed grade lysine' }), makeProduct(5, 2)],
    }),
  );

  it('shows the image, name, description and category', async () => {
    await openDetail(4);

    expect(await screen.findByRole('heading', { level: 1, name: 'L-Lysine' })).toBeInTheDocument();
    expect(screen.getByText('Feed grade lysine')).toBeInTheDocument();
    expect(screen.getByText(/Amino Acids/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'L-Lysine' })).toHaveAttribute('src', '/uploads/product-4-800.webp');
  });

  it("edits the product in 'EDIT PRODUK', says 'Product Edit successfully' and shows the new image", async () => {
    const { user } = await openDetail(4);
    await screen.findByRole('heading', { level: 1, name: 'L-Lysine' });

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT PRODUCT' });
    const name = within(dialog).getByRole('textbox', { name: /^Product Name/ });
    expect(name).toHaveValue('L-Lysine');
    expect(within(dialog).getByRole('combobox', { name: /^Product Category/ })).toHaveTextContent('Amino Acids');
    await user.clear(name);
    await user.paste('L-Lysine HCl');
    await user.click(within(dialog).getByRole('combobox', { name: /^Product Category/ }));
    await user.click(await screen.findByRole('option', { name: 'Sweeteners' }));
    await user.upload(within(dialog).getByLabelText('Product Image'), pngFile('new-lysine.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));

    expect(await screen.findByText('Product Edit successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { level: 1, name: 'L-Lysine HCl' })).toBeInTheDocument();
    expect(screen.getByText(/Sweeteners/)).toBeInTheDocument();
    // The server stores a replaced image under a new name, so the page shows the new file, not a cached one.
    expect(screen.getByRole('img', { name: 'L-Lysine HCl' })).toHaveAttribute(
      'src',
      '/uploads/product-upload-1-800.webp',
    );
  });

  it('keeps the image when the edit chooses none', async () => {
    const { user } = await openDetail(4);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT PRODUCT' });

    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));

    expect(await screen.findByText('Product Edit successfully')).toBeInTheDocument();
    expect(catalogueDb.product(4)?.product_image?.src).toBe('/uploads/product-4-800.webp');
  });

  it("says 'Failed to edit product' when the server refuses, and 'An error occurred while adding product' offline", async () => {
    server.use(
      http.put(apiUrl('/admin/products/:id'), () => fail(400, 'Invalid input', 'VALIDATION', { name: 'too_long' })),
    );
    const { user } = await openDetail(4);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT PRODUCT' });

    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));
    expect(await screen.findByText('Failed to edit product')).toBeInTheDocument();
    expect(within(dialog).getByText('This is too long.')).toBeInTheDocument();

    server.use(http.put(apiUrl('/admin/products/:id'), () => Response.error()));
    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));
    expect(await screen.findByText('An error occurred while adding product')).toBeInTheDocument();
  });

  it("offers a disabled 'No categories available' when there are no categories", async () => {
    server.use(http.get(apiUrl('/admin/categories'), () => Response.json({ error: false, message: 'OK', data: [] })));
    const { user } = await openDetail(4);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT PRODUCT' });

    const select = await within(dialog).findByRole('combobox', { name: /^Product Category/ });
    await waitFor(() => expect(select).toHaveTextContent('No categories available'));
    expect(select).toHaveAttribute('aria-disabled', 'true');
  });

  it("deletes after 'Are you sure you want to delete this Product?' and the list says 'Product deleted successfully' once", async () => {
    const { user, router } = await openDetail(4);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));

    const confirm = await screen.findByRole('dialog', { name: '' });
    expect(within(confirm).getByText('Are you sure you want to delete this Product?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/produk');
    expect(await screen.findByText('Showing 1 to 1 of 1 Entries')).toBeInTheDocument();
    expect(catalogueDb.product(4)).toBeUndefined();
  });

  it('shows only the success toast after a delete, no load error for the product that is gone', async () => {
    const { user, router } = await openDetail(4);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Product deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/admin/produk'));
    expect(await screen.findByText('Showing 1 to 1 of 1 Entries')).toBeInTheDocument();
    expect(screen.queryByText(/^Error fetching/)).not.toBeInTheDocument();
    expect(screen.queryByText('This product does not exist.')).not.toBeInTheDocument();
  });

  it("says 'Gagal menghapus data' when the deletion fails, and stays", async () => {
    server.use(http.delete(apiUrl('/admin/products/:id'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    const { user, router } = await openDetail(4, 'id');
    await user.click(await screen.findByRole('button', { name: 'Hapus' }));

    expect(await screen.findByText('Apakah Anda yakin ingin menghapus produk ini?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ya, saya yakin' }));

    expect(await screen.findByText('Gagal menghapus data')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/produk/detail/4');
  });

  it("shows an 'Error fetching product data' toast and an error state when the product cannot be loaded", async () => {
    server.use(http.get(apiUrl('/admin/products/:id'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    await openDetail(4);

    expect(await screen.findByText('Error fetching product data')).toBeInTheDocument();
    expect(
      screen.getByText('Error fetching product data: Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says the product does not exist for an unknown id', async () => {
    await openDetail(99);

    expect(await screen.findByText('This product does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to products' })).toHaveAttribute('href', '/admin/produk');
  });
});
