import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { makeCategory, makeProduct } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { apiUrl, fail, ok } from '../helpers/envelope';
import { enter, replace } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowNumbers, rowWith } from '../helpers/table';

const TABLE = 'Manage Categories';
const pngFile = (name: string) =>
  new NodeFile([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }) as unknown as File;

async function openList(language: 'en' | 'id' = 'en') {
  storeSession();
  const view = renderRoute('/admin/kategori', { language });
  await screen.findByRole('table', { name: language === 'en' ? TABLE : 'Kelola Kategori' });
  await screen.findAllByRole('button', { name: /^(Edit|Delete): / }).catch(() => undefined);
  return view;
}

/** Twelve categories, named so that the server's alphabetical order is their number order. */
const twelveCategories = () =>
  Array.from({ length: 12 }, (_, index) =>
    makeCategory(index + 1, { name: `Category ${String(index + 1).padStart(2, '0')}` }),
  );

describe('/admin/kategori', () => {
  useCatalogueApi();

  beforeEach(() => catalogueDb.seed({ categories: twelveCategories(), products: [makeProduct(1, 3)] }));

  it('pages all categories in the browser, five at a time, with one request', async () => {
    let requests = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/admin/categories')) requests += 1;
    });
    const { user, router } = await openList();

    expect(await screen.findByText('Showing 1 to 5 of 12 Entries')).toBeInTheDocument();
    expect(rowNumbers(TABLE)).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Edit: Category 01' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete: Category 01' })).toBeInTheDocument();

    // The router shows a new page in a React transition, which commits a moment after the click: a user clicks
    // Next again once the page has changed, and so does this test.
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 6 to 10 of 12 Entries')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 Entries')).toBeInTheDocument();
    expect(rowNumbers(TABLE)).toEqual(['11', '12']);
    expect(screen.getByText('Category 12')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(requests).toBe(1);
  });

  it("previews a category's public page in each language from its row, saying when it shows unpublished changes", async () => {
    const asked: string[] = [];
    server.use(
      http.get(apiUrl('/admin/categories/:id/preview'), ({ params }) => {
        asked.push(String(params.id));
        const page = `/produk_kategori/produk/${String(params.id)}`;
        return ok('Preview link created', {
          urls: { en: `${page}?lang=en&preview=t`, id: `${page}?lang=id&preview=t` },
          expires_at: '2030-03-05T03:30:00.000Z',
          with_changes: true,
        });
      }),
    );
    const { user } = await openList('id');

    await user.click(screen.getByRole('button', { name: 'Pratinjau: Category 02' }));
    const menu = await screen.findByRole('menu');
    expect(await within(menu).findByRole('menuitem', { name: 'Buka dalam bahasa Indonesia' })).toHaveAttribute(
      'href',
      '/produk_kategori/produk/2?lang=id&preview=t',
    );
    expect(menu).toHaveTextContent('Dengan perubahan yang belum diterbitkan');
    expect(asked).toEqual(['2']);
  });

  it("shows 'Kelola Kategori', 'TAMBAH KATEGORI' and its fields in Indonesian", async () => {
    const { user } = await openList('id');

    expect(screen.getByRole('columnheader', { name: 'Kategori Produk' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah Kategori' }));
    const dialog = await screen.findByRole('dialog', { name: 'TAMBAH KATEGORI' });
    expect(within(dialog).getByRole('textbox', { name: /^Nama Kategori/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Deskripsi/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Terbitkan' })).toBeInTheDocument();
  });

  it("refuses a new category without an image: 'Should upload image' and nothing sent", async () => {
    let posts = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') posts += 1;
    });
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD CATEGORY' });

    await enter(user, within(dialog).getByRole('textbox', { name: /^Category Name/ }), 'Emulsifiers');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await within(dialog).findByText('Should upload image')).toBeInTheDocument();
    expect(posts).toBe(0);
  });

  it("adds a category: 'Category added successfully' and the table grows", async () => {
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD CATEGORY' });

    await enter(user, within(dialog).getByRole('textbox', { name: /^Category Name/ }), 'Emulsifiers');
    await enter(user, within(dialog).getByRole('textbox', { name: /^Description/ }), 'Mixing oil and water');
    await user.upload(within(dialog).getByLabelText('Category Image'), pngFile('emulsifiers.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Category added successfully')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 5 of 13 Entries')).toBeInTheDocument();
    expect(catalogueDb.categories().find((category) => category.name === 'Emulsifiers')).toMatchObject({
      description: 'Mixing oil and water',
    });
  });

  it("says 'Failed to add category' when the server refuses, and 'An error occurred while adding category' offline", async () => {
    server.use(
      http.post(apiUrl('/admin/categories'), () =>
        fail(409, 'A category named "Category 01" already exists.', 'DUPLICATE_CATEGORY_NAME', { name: 'duplicate' }),
      ),
    );
    const { user } = await openList();
    await user.click(screen.getByRole('button', { name: 'Add Category' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD CATEGORY' });
    await enter(user, within(dialog).getByRole('textbox', { name: /^Category Name/ }), 'Category 01');
    await user.upload(within(dialog).getByLabelText('Category Image'), pngFile('c.png'));

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Failed to add category')).toBeInTheDocument();
    expect(within(dialog).getByText('This is already in use.')).toBeInTheDocument();

    server.use(http.post(apiUrl('/admin/categories'), () => Response.error()));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('An error occurred while adding category')).toBeInTheDocument();
  });

  it("edits a category in 'EDIT KATEGORI', prefilled, without a new image: 'Kategori berhasil diupdate'", async () => {
    const { user } = await openList('id');
    await user.click(await screen.findByRole('button', { name: 'Edit: Category 02' }));

    const dialog = await screen.findByRole('dialog', { name: 'EDIT KATEGORI' });
    const name = within(dialog).getByRole('textbox', { name: /^Nama Kategori/ });
    expect(name).toHaveValue('Category 02');
    expect(within(dialog).getByRole('textbox', { name: /^Deskripsi/ })).toHaveValue('Description of category 2');
    await replace(user, name, 'Category 02 (food)');
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan perubahan' }));

    expect(await screen.findByText('Kategori berhasil diupdate')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Category 02 (food)')).toBeInTheDocument();
    expect(catalogueDb.categories().find((category) => category.id === 2)?.image_url?.src).toBe(
      '/uploads/category-2-800.webp',
    );
  });

  it("says 'Error updating category' when the edit fails", async () => {
    server.use(http.put(apiUrl('/admin/categories/:id'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    const { user } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Edit: Category 02' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT CATEGORY' });

    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));

    expect(await screen.findByText('Error updating category')).toBeInTheDocument();
  });

  it("deletes an empty category after the confirmation: 'Kategori berhasil dihapus'", async () => {
    const { user } = await openList('id');
    await user.click(await screen.findByRole('button', { name: 'Hapus: Category 01' }));

    expect(await screen.findByText('Apakah Anda yakin ingin menghapus kategori ini?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ya, saya yakin' }));

    expect(await screen.findByText('Kategori berhasil dihapus')).toBeInTheDocument();
    expect(await screen.findByText('Menampilkan 1 sampai 5 dari 11 data')).toBeInTheDocument();
    expect(screen.queryByText('Category 01')).not.toBeInTheDocument();
  });

  it('says why the server refused to delete a category that still has products, and deletes nothing', async () => {
    const { user } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Delete: Category 03' }));

    expect(await screen.findByText('Are you sure you want to delete this Category?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));

    expect(
      await screen.findByText('Error deleting category: This category still has 1 product. Move or delete it first.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      within(rowWith(TABLE, 'Category 03')).getByRole('button', { name: 'Delete: Category 03' }),
    ).toBeInTheDocument();
    expect(catalogueDb.categories()).toHaveLength(12);
  });

  it('says why in Indonesian, never in the English of the server', async () => {
    const { user } = await openList('id');
    await user.click(await screen.findByRole('button', { name: 'Hapus: Category 03' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, saya yakin' }));

    expect(
      await screen.findByText(
        'Gagal menghapus kategori: Kategori ini masih memiliki 1 produk. Pindahkan atau hapus produknya terlebih dahulu.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/still has/)).not.toBeInTheDocument();
    expect(catalogueDb.categories()).toHaveLength(12);
  });

  it("says 'Error deleting category' when the server cannot be reached", async () => {
    server.use(http.delete(apiUrl('/admin/categories/:id'), () => Response.error()));
    const { user } = await openList();
    await user.click(await screen.findByRole('button', { name: 'Delete: Category 01' }));
    await user.click(await screen.findByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Error deleting category')).toBeInTheDocument();
  });

  it('goes back to the last page when deleting empties the current one', async () => {
    catalogueDb.seed({ categories: twelveCategories().slice(0, 6) });
    storeSession();
    const { user, router } = renderRoute('/admin/kategori?page=2');
    await user.click(await screen.findByRole('button', { name: 'Delete: Category 06' }));
    await user.click(await screen.findByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Showing 1 to 5 of 5 Entries')).toBeInTheDocument();
    expect(router.state.location.search).toBe('');
  });
});
