import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { makeCategory, makeProduct, makeTerm } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { catalogueTermsDb } from '../helpers/catalogueTermsDb';
import { apiUrl, fail } from '../helpers/envelope';
import { enter, replace } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';

type User = ReturnType<typeof renderRoute>['user'];

/** Node's File: the client tests' FormData is Node's (jest-fixed-jsdom) and takes only Node blobs. */
const pngFile = () =>
  new NodeFile([new Uint8Array([137, 80, 78, 71])], 'lysine.png', { type: 'image/png' }) as unknown as File;

async function choose(user: User, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Counts the product writes the client sends, to prove that nothing was sent. */
function countProductWrites(): { count: number } {
  const seen = { count: 0 };
  server.events.on('request:start', ({ request }) => {
    if (['POST', 'PUT'].includes(request.method) && new URL(request.url).pathname.startsWith('/v1/admin/products')) {
      seen.count += 1;
    }
  });
  return seen;
}

async function openEditDialog(id = 4) {
  storeSession();
  const view = renderRoute(`/admin/produk/detail/${id}`);
  await view.user.click(await screen.findByRole('button', { name: 'Edit' }));
  const dialog = await screen.findByRole('dialog', { name: 'EDIT PRODUCT' });
  return { ...view, dialog };
}

const textbox = (dialog: HTMLElement, name: string | RegExp) => within(dialog).getByRole('textbox', { name });

describe('the specification of a product in the back office', () => {
  useCatalogueApi();

  beforeEach(() => {
    catalogueDb.seed({
      categories: [makeCategory(1, { name: 'Amino Acids' })],
      products: [
        makeProduct(4, 1, {
          name: 'L-Lysine HCl',
          cas_number: '657-27-2',
          grade: 'Feed grade',
          translations: { id: { name: 'L-Lisin HCl', grade: 'Mutu pakan' } },
          principal: { id: 2, name: 'Kyowa Hakko', link: '' },
          certifications: [
            { kind: 'halal', name: '', issuer: 'BPJPH', number: 'ID001', expires_on: '2027-03-31' },
            { kind: 'gmp', name: '', issuer: 'BPOM', number: 'GMP-9', expires_on: null },
          ],
          industries: [{ id: 2, name: 'Animal Feed' }],
          applications: [],
        }),
      ],
    });
    catalogueTermsDb.seed({
      industry: [makeTerm(1, 'Food & Beverage'), makeTerm(2, 'Animal Feed'), makeTerm(3, 'Pharmaceuticals')],
      application: [makeTerm(1, 'Premixes'), makeTerm(2, 'Beverages')],
    });
  });

  it('adds a product with its specification in both languages, identifiers, principal, certification and terms', async () => {
    storeSession();
    const { user } = renderRoute('/admin/produk');
    await user.click(await screen.findByRole('button', { name: 'Add Product' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD PRODUCT' });

    await enter(user, textbox(dialog, /^Product Name/), 'L-Threonine');
    await enter(user, textbox(dialog, 'Grade'), 'Feed grade 98.5%');
    await enter(user, textbox(dialog, 'Appearance'), 'White crystalline powder');
    await enter(user, textbox(dialog, 'Storage'), 'Keep dry');
    await user.click(within(dialog).getByRole('tab', { name: /^Bahasa Indonesia/ }));
    await enter(user, textbox(dialog, /^Nama Produk|^Product Name/), 'L-Treonin');
    await enter(user, textbox(dialog, 'Grade'), 'Mutu pakan 98,5%');
    await user.click(within(dialog).getByRole('tab', { name: /^English/ }));
    await choose(user, within(dialog).getByRole('combobox', { name: /^Product Category/ }), 'Amino Acids');
    await enter(user, textbox(dialog, 'CAS number'), '72-19-5');
    await enter(user, textbox(dialog, 'INCI name'), 'Threonine');
    await choose(user, within(dialog).getByRole('combobox', { name: /^Principal/ }), 'Ajinomoto');
    await user.click(within(dialog).getByRole('button', { name: 'Add certification' }));
    const certification = within(dialog).getByRole('group', { name: 'Certification 1' });
    await choose(user, within(certification).getByRole('combobox', { name: 'Type' }), 'Other');
    await enter(user, within(certification).getByRole('textbox', { name: /^Name/ }), 'FAMI-QS');
    await enter(user, within(certification).getByRole('textbox', { name: 'Issuer' }), 'FAMI-QS asbl');
    await enter(user, within(certification).getByLabelText('Valid until'), '2028-06-30');
    await choose(user, within(dialog).getByRole('combobox', { name: 'Industries' }), 'Animal Feed');
    await choose(user, within(dialog).getByRole('combobox', { name: 'Applications' }), 'Premixes');
    await user.upload(within(dialog).getByLabelText('Product Image'), pngFile());
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    const saved = catalogueDb.products().find((product) => product.name === 'L-Threonine');
    expect(saved).toMatchObject({
      grade: 'Feed grade 98.5%',
      appearance: 'White crystalline powder',
      storage: 'Keep dry',
      cas_number: '72-19-5',
      e_number: '',
      inci_name: 'Threonine',
      principal: { id: 1, name: 'Ajinomoto' },
      certifications: [
        { kind: 'other', name: 'FAMI-QS', issuer: 'FAMI-QS asbl', number: '', expires_on: '2028-06-30' },
      ],
      industries: [{ id: 2, name: 'Animal Feed' }],
      applications: [{ id: 1, name: 'Premixes' }],
      translations: { id: { name: 'L-Treonin', grade: 'Mutu pakan 98,5%' } },
    });
  });

  it('edits what the product has: its terms, certifications and principal, keeping the rest', async () => {
    const { user, dialog } = await openEditDialog();
    expect(textbox(dialog, 'CAS number')).toHaveValue('657-27-2');
    expect(textbox(dialog, 'Grade')).toHaveValue('Feed grade');
    expect(within(dialog).getByRole('combobox', { name: /^Principal/ })).toHaveTextContent('Kyowa Hakko');
    expect(within(dialog).getByRole('button', { name: 'Animal Feed' })).toBeInTheDocument();
    expect(
      within(within(dialog).getByRole('group', { name: 'Certification 1' })).getByLabelText('Valid until'),
    ).toHaveValue('2027-03-31');

    await user.click(within(dialog).getByRole('button', { name: 'Remove certification 2' }));
    await choose(user, within(dialog).getByRole('combobox', { name: /^Principal/ }), 'No principal');
    await choose(user, within(dialog).getByRole('combobox', { name: 'Industries' }), 'Pharmaceuticals');
    await replace(user, textbox(dialog, 'Grade'), 'Feed grade 98.5%');
    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));

    expect(await screen.findByText('Product Edit successfully')).toBeInTheDocument();
    expect(catalogueDb.adminProduct(4)).toMatchObject({
      grade: 'Feed grade 98.5%',
      cas_number: '657-27-2',
      principal: null,
      certifications: [{ kind: 'halal', issuer: 'BPJPH', number: 'ID001', expires_on: '2027-03-31' }],
      industries: [
        { id: 2, name: 'Animal Feed' },
        { id: 3, name: 'Pharmaceuticals' },
      ],
      translations: { id: { name: 'L-Lisin HCl', grade: 'Mutu pakan' } },
    });
    // The page shows what was saved.
    const table = await screen.findByRole('table', { name: 'Specifications' });
    expect(await within(table).findByText('Feed grade 98.5%')).toBeInTheDocument();
    expect(within(table).queryByText(/Principal/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Industries' })).getByText('Pharmaceuticals')).toBeInTheDocument();
  });

  it('checks the CAS number and the E-number before sending anything', async () => {
    const writes = countProductWrites();
    const { user, dialog } = await openEditDialog();
    const cas = textbox(dialog, 'CAS number');

    await replace(user, cas, '657-27');
    await enter(user, textbox(dialog, 'E-number'), 'e 330');
    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));
    expect(cas).toHaveAccessibleDescription(
      'Write a CAS number as 2 to 7 digits, 2 digits and a check digit, for example 50-00-0.',
    );
    expect(textbox(dialog, 'E-number')).toHaveAccessibleDescription(
      'Write an E-number as E and 3 or 4 digits, for example E330 or E322(i).',
    );

    await replace(user, cas, '657-27-3');
    expect(cas).toHaveAccessibleDescription('For example 50-00-0');
    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));
    expect(cas).toHaveAccessibleDescription('The check digit of this CAS number is wrong. Check the number.');
    expect(writes.count).toBe(0);
    expect(catalogueDb.adminProduct(4)?.cas_number).toBe('657-27-2');
  });

  it("asks for the name of an 'other' certification before sending", async () => {
    const writes = countProductWrites();
    const { user, dialog } = await openEditDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Add certification' }));
    const added = within(dialog).getByRole('group', { name: 'Certification 3' });
    await choose(user, within(added).getByRole('combobox', { name: 'Type' }), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));

    expect(within(added).getByRole('textbox', { name: /^Name/ })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(writes.count).toBe(0);
    expect(catalogueDb.adminProduct(4)?.certifications).toHaveLength(2);
  });

  it("shows the server's refusal of the CAS number under that field, not under the image", async () => {
    server.use(
      http.put(apiUrl('/admin/products/:id'), () =>
        fail(422, 'Invalid input', 'VALIDATION', { cas_number: 'duplicate' }),
      ),
    );
    const { user, dialog } = await openEditDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));

    expect(await screen.findByText('Failed to edit product')).toBeInTheDocument();
    await waitFor(() => expect(textbox(dialog, 'CAS number')).toHaveAccessibleDescription('This is already in use.'));
    expect(textbox(dialog, 'CAS number')).toBeInvalid();
    expect(within(dialog).getByText('SVG, PNG, JPG or GIF (MAX. 800x400px)')).toBeInTheDocument();
  });

  it('shows a refused term under its field', async () => {
    server.use(
      http.put(apiUrl('/admin/products/:id'), () =>
        fail(400, 'Invalid input', 'VALIDATION', { industry_ids: 'not_found' }),
      ),
    );
    const { user, dialog } = await openEditDialog();

    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Industries' })).toHaveAccessibleDescription(
        'This does not exist (any more).',
      ),
    );
  });
});
