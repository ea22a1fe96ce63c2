import { screen, waitFor, within } from '@testing-library/react';
import { daysAgo } from '../../fixtures/client/careers';
import { makeCategory, makeProduct } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { enter } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { storeSession } from '../helpers/session';
import { emulatePhoneViewport } from '../helpers/viewport';

const TABLE = 'Manage Products';
const SEARCH = 'Search name, description or category';
const AMINO_ACIDS = ['Alanine', 'Glycine', 'Lysine', 'Methionine', 'Threonine', 'Valine'];
const SWEETENERS = ['Aspartame', 'Erythritol', 'Stevia', 'Sucralose', 'Xylitol', 'Maltitol'];

type User = ReturnType<typeof renderRoute>['user'];

async function openList(path = '/admin/produk') {
  storeSession();
  const view = renderRoute(path);
  await screen.findByRole('table', { name: TABLE });
  return view;
}

/** The products the table shows, top to bottom, by their Detail links. */
const shownProducts = () =>
  screen.getAllByRole('link', { name: /^Detail: / }).map((link) => link.getAttribute('aria-label')?.slice(8));

const header = (name: string) => screen.getByRole('columnheader', { name });

async function search(user: User, text: string) {
  await enter(user, screen.getByRole('searchbox', { name: SEARCH }), text);
}

async function choosePageSize(user: User, size: number) {
  await user.click(screen.getByRole('combobox', { name: 'Rows per page' }));
  await user.click(await screen.findByRole('option', { name: String(size) }));
}

describe('admin products list: search, sort, page size and jump', () => {
  useCatalogueApi();

  beforeEach(() => {
    // Added one a day in the order of their ids: the newest is the last one.
    const products = [
      ...AMINO_ACIDS.map((name, index) => makeProduct(index + 1, 1, { name })),
      ...SWEETENERS.map((name, index) => makeProduct(index + 7, 2, { name })),
    ].map((product) => ({ ...product, created_at: daysAgo(20 - product.id) }));
    catalogueDb.seed({
      categories: [makeCategory(1, { name: 'Amino Acids' }), makeCategory(2, { name: 'Sweeteners' })],
      products,
    });
  });

  it('searches once typing pauses, from the first page, and keeps the search in the URL', async () => {
    const { user, router } = await openList('/admin/produk?page=2');
    await screen.findByText('Showing 6 to 10 of 12 Entries');

    await search(user, 'TOL');

    await waitFor(() => expect(shownProducts()).toEqual(['Maltitol', 'Xylitol', 'Erythritol']));
    expect(screen.getByText('Showing 1 to 3 of 3 Entries')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?search=TOL');
  });

  it('finds products by their category too, and says when nothing matches', async () => {
    const { user } = await openList('/admin/produk?search=sweeteners&limit=10');
    await waitFor(() => expect(shownProducts()).toEqual([...SWEETENERS].reverse()));

    await user.clear(screen.getByRole('searchbox', { name: SEARCH }));
    await search(user, 'zinc');

    expect(await screen.findByText('Nothing matches “zinc”.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 Entries')).toBeInTheDocument();
  });

  it('sorts by a column: ascending, then descending, then back to newest first, the URL keeping it', async () => {
    const { user, router } = await openList();
    await screen.findByText('Showing 1 to 5 of 12 Entries');
    expect(header('Product Name')).not.toHaveAttribute('aria-sort');

    await user.click(screen.getByRole('button', { name: 'Product Name' }));
    await waitFor(() => expect(shownProducts()).toEqual(['Alanine', 'Aspartame', 'Erythritol', 'Glycine', 'Lysine']));
    expect(header('Product Name')).toHaveAttribute('aria-sort', 'ascending');
    expect(router.state.location.search).toBe('?sort=name&order=asc');

    // From the keyboard too.
    screen.getByRole('button', { name: 'Product Name' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(shownProducts()).toEqual(['Xylitol', 'Valine', 'Threonine', 'Sucralose', 'Stevia']));
    expect(header('Product Name')).toHaveAttribute('aria-sort', 'descending');
    expect(router.state.location.search).toBe('?sort=name&order=desc');

    await user.click(screen.getByRole('button', { name: 'Product Name' }));
    await waitFor(() => expect(shownProducts()).toEqual(['Maltitol', 'Xylitol', 'Sucralose', 'Stevia', 'Erythritol']));
    expect(header('Product Name')).not.toHaveAttribute('aria-sort');
    expect(router.state.location.search).toBe('');
  });

  it('sorts by category name, the newest first within one when asked descending', async () => {
    const { user } = await openList();
    await screen.findByText('Showing 1 to 5 of 12 Entries');

    await user.click(screen.getByRole('button', { name: 'Product Category' }));
    await user.click(screen.getByRole('button', { name: 'Product Category' }));

    await waitFor(() => expect(shownProducts()).toEqual(['Maltitol', 'Xylitol', 'Sucralose', 'Stevia', 'Erythritol']));
    expect(header('Product Category')).toHaveAttribute('aria-sort', 'descending');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(shownProducts()).toEqual(['Glycine', 'Alanine']));
  });

  it('changes the page size from the first page, the URL keeping it through a reload', async () => {
    const first = await openList('/admin/produk?page=3');
    await screen.findByText('Showing 11 to 12 of 12 Entries');

    await choosePageSize(first.user, 10);

    expect(await screen.findByText('Showing 1 to 10 of 12 Entries')).toBeInTheDocument();
    expect(shownProducts()).toHaveLength(10);
    expect(first.router.state.location.search).toBe('?limit=10');
    first.unmount();

    await openList('/admin/produk?limit=10');
    expect(await screen.findByText('Showing 1 to 10 of 12 Entries')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveTextContent('10');
  });

  it("jumps to a page with Enter or 'Go', and refuses one the list does not have", async () => {
    const { user, router } = await openList();
    await screen.findByText('Showing 1 to 5 of 12 Entries');
    const jump = screen.getByRole('spinbutton', { name: 'Go to page' });

    await user.type(jump, '3{Enter}');
    expect(await screen.findByText('Showing 11 to 12 of 12 Entries')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');

    await enter(user, jump, '9');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a page from 1 to 3.');
    expect(jump).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Showing 11 to 12 of 12 Entries')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=3');

    await user.clear(jump);
    await user.type(jump, '2{Enter}');
    expect(await screen.findByText('Showing 6 to 10 of 12 Entries')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the same view after a reload of the URL it left', async () => {
    const first = await openList();
    await screen.findByText('Showing 1 to 5 of 12 Entries');
    // 'a' is in six names and in the amino acids' category.
    await search(first.user, 'a');
    await waitFor(() => expect(screen.getByText('Showing 1 to 5 of 10 Entries')).toBeInTheDocument());
    await first.user.click(screen.getByRole('button', { name: 'Product Name' }));
    await first.user.click(screen.getByRole('button', { name: 'Product Name' }));
    await first.user.click(screen.getByRole('button', { name: 'Next' }));
    const page2 = ['Maltitol', 'Lysine', 'Glycine', 'Aspartame', 'Alanine'];
    await waitFor(() => expect(shownProducts()).toEqual(page2));
    const { pathname, search: query } = first.router.state.location;
    expect(query).toBe('?search=a&sort=name&order=desc&page=2');
    first.unmount();

    await openList(`${pathname}${query}`);

    await waitFor(() => expect(shownProducts()).toEqual(page2));
    expect(screen.getByText('Showing 6 to 10 of 10 Entries')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: SEARCH })).toHaveValue('a');
    expect(header('Product Name')).toHaveAttribute('aria-sort', 'descending');
  });

  it('reads a sort the list does not offer, from an edited URL, as newest first', async () => {
    await openList('/admin/produk?sort=password&limit=7');

    await waitFor(() => expect(shownProducts()).toEqual(['Maltitol', 'Xylitol', 'Sucralose', 'Stevia', 'Erythritol']));
    expect(screen.getByText('Showing 1 to 5 of 12 Entries')).toBeInTheDocument();
  });

  it("offers 'Sort by' on a phone, where the rows are cards", async () => {
    const restoreViewport = emulatePhoneViewport();
    try {
      storeSession();
      const { user, router } = renderRoute('/admin/produk');
      const list = await screen.findByRole('list', { name: TABLE });
      expect(within(list).getAllByRole('listitem')).toHaveLength(5);

      await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
      const options = await screen.findAllByRole('option');
      expect(options.map((option) => option.textContent)).toEqual([
        'Newest first',
        'Oldest first',
        'Product Name, ascending',
        'Product Name, descending',
        'Product Category, ascending',
        'Product Category, descending',
        'Last Updated, ascending',
        'Last Updated, descending',
      ]);
      await user.click(screen.getByRole('option', { name: 'Product Name, ascending' }));

      await waitFor(() => expect(shownProducts()).toEqual(['Alanine', 'Aspartame', 'Erythritol', 'Glycine', 'Lysine']));
      expect(router.state.location.search).toBe('?sort=name&order=asc');
      expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveTextContent('Product Name, ascending');
    } finally {
      restoreViewport();
    }
  });
});
