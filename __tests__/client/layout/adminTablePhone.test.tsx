import { screen, within } from '@testing-library/react';
import { makeCategory } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { renderRoute } from '../helpers/render';
import { storeSession } from '../helpers/session';
import { emulatePhoneViewport } from '../helpers/viewport';

describe('an admin list on a phone', () => {
  useCatalogueApi();
  let restoreViewport: () => void;

  beforeEach(() => {
    restoreViewport = emulatePhoneViewport();
    catalogueDb.seed({
      categories: [makeCategory(1, { name: 'Amino Acids' }), makeCategory(2, { name: 'Sweeteners' })],
    });
  });
  afterEach(() => restoreViewport());

  it.each([
    ['en', 'Manage Categories', 'Product Category', 'Edit', 'Delete'],
    ['id', 'Kelola Kategori', 'Kategori Produk', 'Edit', 'Hapus'],
  ] as const)('stacks each row as a card with its actions (%s)', async (language, title, column, edit, remove) => {
    storeSession();
    renderRoute('/admin/kategori', { language });

    const list = await screen.findByRole('list', { name: title });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = cards[0] as HTMLElement;
    expect(within(first).getByText(column)).toBeInTheDocument();
    expect(within(first).getByText('Amino Acids')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: `${edit}: Amino Acids` })).toBeVisible();
    expect(within(first).getByRole('button', { name: `${remove}: Amino Acids` })).toBeVisible();
  });
});
