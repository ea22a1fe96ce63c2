import { screen, within } from '@testing-library/react';
import { makeCategory, makeProduct } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { renderRoute } from '../helpers/render';

describe("a product tile's enquiry button", () => {
  useCatalogueApi();

  beforeEach(() =>
    catalogueDb.seed({
      categories: [makeCategory(1, { name: 'Sweeteners' })],
      products: [makeProduct(7, 1, { name: 'Aspartame' })],
    }),
  );

  it('says in one short word what it does in Indonesian, the product named to assistive technology', async () => {
    const { user } = renderRoute('/produk_kategori/produk/1', { language: 'id' });

    const add = await screen.findByRole('button', { name: 'Tambahkan ke permintaan: Aspartame' });
    expect(add).toHaveTextContent(/^Tambahkan$/);
    await user.click(add);
    expect(screen.getByRole('button', { name: 'Sudah ditambahkan: Aspartame' })).toHaveTextContent(/^Ditambahkan$/);
  });

  it('keeps the whole label in English, which fits', async () => {
    renderRoute('/produk_kategori/produk/1');
    const add = await screen.findByRole('button', { name: 'Add to enquiry: Aspartame' });
    expect(within(add).getByText('Add to enquiry')).toBeInTheDocument();
  });
});
