import { screen, within } from '@testing-library/react';
import { makeCategory, makeProduct } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { renderRoute } from '../helpers/render';
import { storeSession } from '../helpers/session';

/** Names as the back office may store them: 200 characters and no space to wrap at. */
const LONG_NAME = 'Polyoxyethylenesorbitanmonooleate'.repeat(7).slice(0, 200);
const LONG_CATEGORY = 'Carboxymethylcellulosesodiumsalt'.repeat(7).slice(0, 200);

describe('a 200-character name without spaces', () => {
  useCatalogueApi();

  beforeEach(() =>
    catalogueDb.seed({
      categories: [makeCategory(2, { name: LONG_CATEGORY })],
      products: [makeProduct(10, 2, { name: LONG_NAME })],
    }),
  );

  it('wraps inside its admin table cell instead of pushing the other columns off screen', async () => {
    storeSession();
    renderRoute('/admin/produk');
    const table = await screen.findByRole('table', { name: 'Manage Products' });

    // The cell also holds the name's missing-translation badge.
    const cell = await within(table).findByRole('cell', { name: new RegExp(`^${LONG_NAME}`) });
    expect(getComputedStyle(cell).overflowWrap).toBe('anywhere');
  });

  it('is cut with an ellipsis on the public product card and wraps in the page title', async () => {
    renderRoute('/produk_kategori/produk/2');

    const title = await screen.findByRole('heading', { level: 2, name: LONG_CATEGORY });
    expect(getComputedStyle(title).overflowWrap).toBe('anywhere');

    const card = within(screen.getByRole('list', { name: `Products of ${LONG_CATEGORY}` })).getByRole('link', {
      name: LONG_NAME,
    });
    const name = within(card).getByText(LONG_NAME);
    const style = getComputedStyle(name);
    expect(style.overflowWrap).toBe('anywhere');
    expect(style.overflow).toBe('hidden');
    expect(style.getPropertyValue('-webkit-line-clamp')).toBe('3');
  });

  it('is cut with an ellipsis on the public category card', async () => {
    renderRoute('/produk_kategori');

    const heading = await screen.findByRole('heading', { level: 2, name: LONG_CATEGORY });
    const style = getComputedStyle(heading);
    expect(style.overflowWrap).toBe('anywhere');
    expect(style.getPropertyValue('-webkit-line-clamp')).toBe('3');
  });
});
