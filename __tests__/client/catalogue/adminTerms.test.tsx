import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { makeCategory, makeProduct, makeTerm } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { catalogueTermsDb } from '../helpers/catalogueTermsDb';
import { apiUrl, fail } from '../helpers/envelope';
import { enter, replace } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';

const INDUSTRIES = 'Manage Industries';

async function openTerms(path = '/admin/industries', table = INDUSTRIES, language: 'en' | 'id' = 'en') {
  storeSession();
  const view = renderRoute(path, { language });
  await screen.findByRole('table', { name: table });
  return view;
}

const cells = (table: string, text: string) =>
  within(rowWith(table, text))
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('industries and applications in the back office', () => {
  useCatalogueApi();

  beforeEach(() => {
    catalogueDb.seed({
      categories: [makeCategory(1, { name: 'Sweeteners' })],
      products: [
        makeProduct(1, 1, { industries: [{ id: 1, name: 'Food & Beverage' }] }),
        makeProduct(2, 1, {
          industries: [
            { id: 1, name: 'Food & Beverage' },
            { id: 2, name: 'Pharmaceuticals' },
          ],
        }),
      ],
    });
    catalogueTermsDb.seed({
      industry: [
        makeTerm(1, 'Food & Beverage', { translations: { id: { name: 'Makanan & Minuman' } } }),
        makeTerm(2, 'Pharmaceuticals'),
        makeTerm(3, 'Cosmetics', { translations: { id: { name: 'Kosmetik' } } }),
      ],
      application: [makeTerm(1, 'Beverages', { translations: { id: { name: 'Minuman' } } })],
    });
  });

  it('lists the industries by name with how many products carry each, and marks missing translations', async () => {
    await openTerms();

    expect(await screen.findByText('Showing 1 to 3 of 3 Entries')).toBeInTheDocument();
    expect(cells(INDUSTRIES, 'Cosmetics')).toEqual(['1', 'Cosmetics', '0', expect.any(String)]);
    expect(cells(INDUSTRIES, 'Food & Beverage')).toEqual(['2', 'Food & Beverage', '2', expect.any(String)]);
    expect(cells(INDUSTRIES, 'Pharmaceuticals')).toEqual(['3', 'PharmaceuticalsID missing', '1', expect.any(String)]);
    expect(screen.getByRole('link', { name: 'Industries' })).toHaveAttribute('href', '/admin/industries');
  });

  it('adds an industry with its Indonesian name', async () => {
    const { user } = await openTerms();

    await user.click(screen.getByRole('button', { name: 'Add Industry' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD INDUSTRY' });
    await enter(user, within(dialog).getByRole('textbox', { name: /^Industry Name/ }), 'Animal Feed');
    await user.click(within(dialog).getByRole('tab', { name: /^Bahasa Indonesia/ }));
    await enter(user, within(dialog).getByRole('textbox', { name: /^Industry Name/ }), 'Pakan Ternak');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Industry added successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(cells(INDUSTRIES, 'Animal Feed')).toEqual(['1', 'Animal Feed', '0', expect.any(String)]),
    );
    expect(catalogueTermsDb.all('industry').find((term) => term.name === 'Animal Feed')?.translations).toEqual({
      id: { name: 'Pakan Ternak' },
    });
  });

  it('refuses a name already in the list, under the name', async () => {
    const { user } = await openTerms();

    await user.click(screen.getByRole('button', { name: 'Add Industry' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD INDUSTRY' });
    await enter(user, within(dialog).getByRole('textbox', { name: /^Industry Name/ }), 'cosmetics');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Failed to add industry')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Industry Name/ })).toHaveAccessibleDescription(
      'This is already in use.',
    );
    expect(catalogueTermsDb.all('industry')).toHaveLength(3);
  });

  it('renames an industry, keeping its product count', async () => {
    const { user } = await openTerms();

    await user.click(await screen.findByRole('button', { name: 'Edit: Pharmaceuticals' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT INDUSTRY' });
    await replace(user, within(dialog).getByRole('textbox', { name: /^Industry Name/ }), 'Pharma & Nutraceuticals');
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Industry updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(cells(INDUSTRIES, 'Pharma & Nutraceuticals')[2]).toBe('1'));
    expect(catalogueTermsDb.find('industry', 2)?.name).toBe('Pharma & Nutraceuticals');
  });

  it('deletes an industry once confirmed, saying how many products lose it', async () => {
    const { user } = await openTerms();

    await user.click(await screen.findByRole('button', { name: 'Delete: Food & Beverage' }));
    expect(
      await screen.findByText(
        'Are you sure you want to delete this industry? It is taken off the 2 products that have it.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Industry deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Showing 1 to 2 of 2 Entries')).toBeInTheDocument());
    expect(catalogueTermsDb.find('industry', 1)).toBeUndefined();
  });

  it('keeps an industry whose deletion fails, and says so', async () => {
    server.use(http.delete(apiUrl('/admin/industries/:id'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    const { user } = await openTerms();

    await user.click(await screen.findByRole('button', { name: 'Delete: Cosmetics' }));
    expect(await screen.findByText('Are you sure you want to delete this industry?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Failed to delete industry')).toBeInTheDocument();
    expect(catalogueTermsDb.all('industry')).toHaveLength(3);
  });

  it('manages the applications on the same screen, in Indonesian', async () => {
    const { user } = await openTerms('/admin/applications', 'Kelola Aplikasi', 'id');
    await screen.findByText('Beverages');

    expect(cells('Kelola Aplikasi', 'Beverages')).toEqual(['1', 'Beverages', '0', expect.any(String)]);
    expect(screen.getByRole('columnheader', { name: 'Aplikasi' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Produk' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Tambah Aplikasi' }));
    const dialog = await screen.findByRole('dialog', { name: 'TAMBAH APLIKASI' });
    await enter(user, within(dialog).getByRole('textbox', { name: /^Nama Aplikasi/ }), 'Bakery');
    await user.click(within(dialog).getByRole('button', { name: 'Kirim' }));

    expect(await screen.findByText('Aplikasi berhasil ditambahkan')).toBeInTheDocument();
    expect(catalogueTermsDb.all('application').map(({ name }) => name)).toEqual(['Bakery', 'Beverages']);
  });
});
