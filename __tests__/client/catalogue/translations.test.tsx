import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { makeCategory, makeProduct } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { apiUrl, fail, ok } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';

const TABLE = 'Manage Categories';

/** What the server received as multipart text fields, `translations` parsed from its JSON. */
function receivedFields(form: FormData) {
  const fields = Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')) as Record<
    string,
    string
  >;
  return { ...fields, translations: fields.translations === undefined ? undefined : JSON.parse(fields.translations) };
}

async function openCategories() {
  storeSession();
  const view = renderRoute('/admin/kategori');
  await screen.findByRole('table', { name: TABLE });
  return view;
}

describe('translations of the catalogue', () => {
  useCatalogueApi();

  beforeEach(() =>
    catalogueDb.seed({
      categories: [
        makeCategory(1, {
          name: 'Sweeteners',
          translations: { id: { name: 'Pemanis', description: 'Pengganti gula' } },
          description: 'Sugar replacers',
        }),
        makeCategory(2, { name: 'Amino Acids', description: 'Building blocks' }),
      ],
      products: [makeProduct(7, 1, { name: 'Aspartame', description: 'Intense sweetener.' })],
    }),
  );

  it("marks the rows whose Indonesian texts are missing with 'ID missing'", async () => {
    await openCategories();
    await screen.findByText('Amino Acids');

    expect(within(await rowWith(TABLE, 'Amino Acids')).getByText('ID missing')).toBeInTheDocument();
    expect(within(await rowWith(TABLE, 'Sweeteners')).queryByText('ID missing')).not.toBeInTheDocument();
  });

  it('keeps both languages when switching tabs and sends them together', async () => {
    let received: ReturnType<typeof receivedFields> | undefined;
    server.use(
      http.put(apiUrl('/admin/categories/:id'), async ({ request }) => {
        received = receivedFields(await request.formData());
        return ok('Category updated', { ...catalogueDb.categories()[0], ...received });
      }),
    );
    const { user } = await openCategories();
    await user.click(await screen.findByRole('button', { name: 'Edit: Amino Acids' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT CATEGORY' });
    expect(within(dialog).getByText('ID missing')).toBeInTheDocument();

    const indonesian = within(dialog).getByRole('tab', { name: /^Bahasa Indonesia, translation missing/ });
    await user.click(indonesian);
    const name = within(dialog).getByRole('textbox', { name: /^Category Name|^Nama Kategori/ });
    expect(name).toHaveValue('');
    expect(name).not.toBeRequired();
    await user.click(name);
    await user.paste('Asam Amino');
    await user.click(within(dialog).getByRole('textbox', { name: /^Description|^Deskripsi/ }));
    await user.paste('Bahan penyusun');
    expect(within(dialog).queryByText('ID missing')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('tab', { name: /^English/ }));
    const englishName = within(dialog).getByRole('textbox', { name: /^Category Name|^Nama Kategori/ });
    expect(englishName).toHaveValue('Amino Acids');
    await user.clear(englishName);
    await user.paste('Amino acids (feed)');
    await user.click(within(dialog).getByRole('tab', { name: /^Bahasa Indonesia/ }));
    expect(within(dialog).getByRole('textbox', { name: /^Category Name|^Nama Kategori/ })).toHaveValue('Asam Amino');

    await user.click(within(dialog).getByRole('button', { name: /^(Publish changes|Terbitkan perubahan)$/ }));
    await waitFor(() => expect(received).toBeDefined());
    expect(received).toMatchObject({
      name: 'Amino acids (feed)',
      description: 'Building blocks',
      translations: { id: { name: 'Asam Amino', description: 'Bahan penyusun' } },
    });
  });

  it("keeps the other language's texts when only one is edited", async () => {
    let received: ReturnType<typeof receivedFields> | undefined;
    server.use(
      http.put(apiUrl('/admin/categories/:id'), async ({ request }) => {
        received = receivedFields(await request.formData());
        return ok('Category updated', catalogueDb.categories()[0]);
      }),
    );
    const { user } = await openCategories();
    await user.click(await screen.findByRole('button', { name: 'Edit: Sweeteners' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT CATEGORY' });
    const description = within(dialog).getByRole('textbox', { name: /^Description|^Deskripsi/ });
    await user.clear(description);
    await user.paste('Sugar replacers for food');
    await user.click(within(dialog).getByRole('button', { name: /^(Publish changes|Terbitkan perubahan)$/ }));

    await waitFor(() => expect(received).toBeDefined());
    expect(received).toMatchObject({
      name: 'Sweeteners',
      description: 'Sugar replacers for food',
      translations: { id: { name: 'Pemanis', description: 'Pengganti gula' } },
    });
  });

  it('shows an error on an Indonesian field under the ID tab, and marks that tab', async () => {
    server.use(
      http.put(apiUrl('/admin/categories/:id'), () =>
        fail(400, 'Invalid input', 'VALIDATION_ERROR', { 'translations.id.name': 'tooLong' }),
      ),
    );
    const { user } = await openCategories();
    await user.click(await screen.findByRole('button', { name: 'Edit: Sweeteners' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT CATEGORY' });
    await user.click(within(dialog).getByRole('button', { name: /^(Publish changes|Terbitkan perubahan)$/ }));

    const tab = await within(dialog).findByRole('tab', { name: /^Bahasa Indonesia, has errors/ });
    expect(within(dialog).getByRole('textbox', { name: /^Category Name|^Nama Kategori/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await user.click(tab);
    const name = within(dialog).getByRole('textbox', { name: /^Category Name|^Nama Kategori/ });
    expect(name).toHaveValue('Pemanis');
    expect(name).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the missing-translation badge on the product detail page', async () => {
    storeSession();
    renderRoute('/admin/produk/detail/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aspartame' })).toBeInTheDocument();
    expect(screen.getByText('ID missing')).toBeInTheDocument();
  });

  it('marks a product text shown in English on the Indonesian page with lang="en"', async () => {
    server.use(
      http.get(apiUrl('/products/:id'), () =>
        ok('Product retrieved', {
          ...catalogueDb.product(7),
          name: 'Aspartam',
          description: 'Intense sweetener.',
          fallback: { description: 'en' },
        }),
      ),
    );
    renderRoute('/produk_kategori/produk/detail_produk/7', { language: 'id' });

    const heading = await screen.findByRole('heading', { level: 2, name: 'Aspartam' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText('Intense sweetener.')).toHaveAttribute('lang', 'en');
  });
});
