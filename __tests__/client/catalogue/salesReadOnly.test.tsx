import { screen, within } from '@testing-library/react';
import type { StaffRole } from '@/common/staff-access';
import { makeCategory, makeDocument, makeProduct, makeTerm } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { catalogueTermsDb } from '../helpers/catalogueTermsDb';
import { recordRefusedRequests } from '../helpers/refusedRequests';
import { renderRoute } from '../helpers/render';
import { storeSessionAs } from '../helpers/session';
import { rowWith } from '../helpers/table';

/** Opens `path` as `role` once its table (or heading) named `name` shows; records what the role may not ask. */
async function openAs(role: StaffRole, path: string, name: string, shown: 'table' | 'heading' = 'table') {
  const refused = recordRefusedRequests(role);
  storeSessionAs(role);
  const view = renderRoute(path);
  await screen.findByRole(shown, { name });
  return { ...view, refused };
}

const columnHeaders = (table: string) =>
  within(screen.getByRole('table', { name: table }))
    .getAllByRole('columnheader')
    .map((header) => header.textContent);

describe('the catalogue for a role that may read it but not change it (sales)', () => {
  useCatalogueApi();

  beforeEach(() => {
    catalogueDb.seed({
      categories: [makeCategory(1, { name: 'Amino Acids' })],
      products: [
        makeProduct(4, 1, {
          name: 'L-Lysine HCl',
          documents: [makeDocument(3, { kind: 'tds', language: 'en', name: 'lysine-tds.pdf', size: 240 * 1024 })],
        }),
      ],
    });
    catalogueTermsDb.seed({ industry: [makeTerm(1, 'Food & Beverage')], application: [makeTerm(1, 'Beverages')] });
  });

  it('lists the products with their Detail links, without the add button', async () => {
    const { refused } = await openAs('sales', '/admin/produk', 'Manage Products');

    expect(await screen.findByRole('link', { name: 'Detail: L-Lysine HCl' })).toHaveAttribute(
      'href',
      '/admin/produk/detail/4',
    );
    expect(screen.queryByRole('button', { name: 'Add Product' })).not.toBeInTheDocument();
    expect(refused).toEqual([]);
  });

  it('shows a product and lets its documents be downloaded, without edit, delete or upload', async () => {
    const { refused } = await openAs('sales', '/admin/produk/detail/4', 'L-Lysine HCl', 'heading');

    const documents = await screen.findByRole('region', { name: 'Documents' });
    expect(within(documents).getByText('lysine-tds.pdf')).toBeInTheDocument();
    expect(within(documents).getByRole('button', { name: 'Download' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Edit|Delete|Upload document)/ })).not.toBeInTheDocument();
    expect(refused).toEqual([]);
  });

  it.each([
    ['/admin/industries', 'Manage Industries', 'Food & Beverage', 'Add Industry'],
    ['/admin/applications', 'Manage Applications', 'Beverages', 'Add Application'],
  ])('lists %s without the add button or the actions column', async (path, table, row, add) => {
    const { refused } = await openAs('sales', path, table);

    expect(await screen.findByText(row)).toBeInTheDocument();
    expect(columnHeaders(table)).not.toContain('Actions');
    expect(within(rowWith(table, row)).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: add })).not.toBeInTheDocument();
    expect(refused).toEqual([]);
  });

  it("lists the categories with 'Preview' as their only action, without the add button", async () => {
    const { refused } = await openAs('sales', '/admin/kategori', 'Manage Categories');

    expect(await screen.findByText('Amino Acids')).toBeInTheDocument();
    const buttons = within(rowWith('Manage Categories', 'Amino Acids')).getAllByRole('button');
    expect(buttons.map((button) => button.getAttribute('aria-label'))).toEqual(['Preview: Amino Acids']);
    expect(screen.queryByRole('button', { name: 'Add Category' })).not.toBeInTheDocument();
    expect(refused).toEqual([]);
  });

  it('keeps every control for an editor, who may change the catalogue', async () => {
    await openAs('editor', '/admin/kategori', 'Manage Categories');

    expect(await screen.findByRole('button', { name: 'Edit: Amino Acids' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete: Amino Acids' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add Category' })).toBeInTheDocument();
    expect(columnHeaders('Manage Categories')).toContain('Actions');
  });
});
