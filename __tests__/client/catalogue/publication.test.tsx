import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { File as NodeFile } from 'node:buffer';
import type { Publication } from '@/common/api/publication';
import { makeCategory, makeProduct } from '../../fixtures/client/catalogue';
import { recordApiRequests } from '../helpers/apiRequests';
import { catalogueDb } from '../helpers/catalogueDb';
import { catalogueHandlers } from '../helpers/catalogueHandlers';
import { enter } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';
import { scheduleNewItem, schedulePastTime } from '../helpers/scheduling';
import { shownTime } from '../helpers/shownTime';

const PRODUCTS = 'Manage Products';
const CATEGORIES = 'Manage Categories';

/** The company's date and time, as the back office shows a publication time. */
/** Node's File: the client tests' FormData is Node's (jest-fixed-jsdom) and takes only Node blobs. */
const pngFile = (name: string) =>
  new NodeFile([new Uint8Array([137, 80, 78, 71])], name, { type: 'image/png' }) as unknown as File;

const PUBLISH_AT = '2030-03-05T02:30:00.000Z';
const UNPUBLISH_AT = '2030-04-01T10:00:00.000Z';
const DRAFT: Publication = { state: 'draft', publish_at: null, unpublish_at: null };
const SCHEDULED: Publication = { state: 'scheduled', publish_at: PUBLISH_AT, unpublish_at: null };
const SEASONAL: Publication = {
  state: 'published',
  publish_at: '2024-03-05T08:00:00.000Z',
  unpublish_at: UNPUBLISH_AT,
};

beforeEach(() => {
  catalogueDb.reset();
  server.use(...catalogueHandlers);
  storeSession();
  catalogueDb.seed({
    categories: [
      makeCategory(1, { name: 'Amino Acids' }),
      makeCategory(2, { name: 'Sweeteners', ...DRAFT }),
      makeCategory(3, { name: 'Thickeners', ...SCHEDULED }),
    ],
    products: [
      makeProduct(1, 1, { name: 'L-Lysine', ...DRAFT }),
      makeProduct(2, 1, { name: 'L-Threonine', ...SCHEDULED }),
      makeProduct(3, 1, { name: 'DL-Methionine' }),
      makeProduct(4, 1, { name: 'L-Valine', ...SEASONAL }),
    ],
  });
});

/** Opens 'ADD PRODUCT' and fills in what every product needs. */
async function fillNewProduct(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Add Product' }));
  const dialog = await screen.findByRole('dialog', { name: 'ADD PRODUCT' });
  await enter(user, within(dialog).getByRole('textbox', { name: /^Product Name/ }), 'L-Arginine');
  await user.click(within(dialog).getByRole('combobox', { name: /^Product Category/ }));
  await user.click(await screen.findByRole('option', { name: 'Amino Acids' }));
  await user.upload(within(dialog).getByLabelText('Product Image'), pngFile('arginine.png'));
  return dialog;
}

/** Opens 'ADD CATEGORY' and fills in what every category needs. */
async function fillNewCategory(user: UserEvent, name: string) {
  await user.click(await screen.findByRole('button', { name: 'Add Category' }));
  const dialog = await screen.findByRole('dialog', { name: 'ADD CATEGORY' });
  await enter(user, within(dialog).getByRole('textbox', { name: /^Category Name/ }), name);
  await user.upload(within(dialog).getByLabelText('Category Image'), pngFile('emulsifiers.png'));
  return dialog;
}

const storedProduct = (name: string) => catalogueDb.products().find((product) => product.name === name);
const storedCategory = (name: string) => catalogueDb.categories().find((category) => category.name === name);

describe('publication state in the products list', () => {
  it('shows each product’s state in words, with the time of a schedule or of the end of a publication', async () => {
    renderRoute('/admin/produk');
    await screen.findByText('L-Lysine');

    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(rowWith(PRODUCTS, 'L-Lysine')).getByText('Draft')).toBeInTheDocument();
    expect(
      within(rowWith(PRODUCTS, 'L-Threonine')).getByText(`Scheduled · ${shownTime(PUBLISH_AT)}`),
    ).toBeInTheDocument();
    expect(within(rowWith(PRODUCTS, 'DL-Methionine')).getByText('Published')).toBeInTheDocument();
    expect(
      within(rowWith(PRODUCTS, 'L-Valine')).getByText(`Published · until ${shownTime(UNPUBLISH_AT)}`),
    ).toBeInTheDocument();
  });

  it('filters by state: the server is asked for state=draft, and the filter stays in the address', async () => {
    const requests = recordApiRequests();
    const { user, router } = renderRoute('/admin/produk');
    await screen.findByText('DL-Methionine');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Draft' }));

    await waitFor(() => expect(screen.queryByText('DL-Methionine')).not.toBeInTheDocument());
    expect(screen.getByText('L-Lysine')).toBeInTheDocument();
    expect(screen.queryByText('L-Threonine')).not.toBeInTheDocument();
    expect(requests).toContainEqual(expect.stringMatching(/^\/admin\/products\?.*state=draft(&|$)/));
    expect(router.state.location.search).toBe('?state=draft');
  });

  it('opens filtered from the address, and says when no product is in that state', async () => {
    catalogueDb.seed({ categories: [makeCategory(1)], products: [makeProduct(1, 1, DRAFT)] });
    renderRoute('/admin/produk?state=published', { language: 'id' });

    expect(await screen.findByText('Tidak ada produk dengan status ini.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Terbit');
  });
});

describe('adding a product with its publication', () => {
  it("offers 'Publish' and 'Save draft'; 'Save draft' sends state=draft and the list shows the draft", async () => {
    const { user } = renderRoute('/admin/produk');
    const dialog = await fillNewProduct(user);

    expect(within(dialog).getByRole('group', { name: 'Publication' })).toHaveTextContent('Draft');
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveAttribute('type', 'submit');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(rowWith(PRODUCTS, 'L-Arginine')).getByText('Draft')).toBeInTheDocument());
    expect(catalogueDb.sentPublications()).toEqual([{ state: 'draft' }]);
    expect(storedProduct('L-Arginine')).toMatchObject({ state: 'draft' });
  });

  it("'Publish' sends state=published", async () => {
    const { user } = renderRoute('/admin/produk');
    const dialog = await fillNewProduct(user);
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(rowWith(PRODUCTS, 'L-Arginine')).getByText('Published')).toBeInTheDocument());
    expect(catalogueDb.sentPublications()).toEqual([{ state: 'published' }]);
  });

  it("schedules it: the time chosen goes as an ISO time with state=scheduled, by 'Schedule'", async () => {
    const { user } = renderRoute('/admin/produk');
    const dialog = await fillNewProduct(user);

    const publishAt = await scheduleNewItem(user, dialog, {
      time: '2030-01-02T09:30',
      sent: catalogueDb.sentPublications,
    });

    expect(await screen.findByText('Product added successfully')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(rowWith(PRODUCTS, 'L-Arginine')).getByText(`Scheduled · ${shownTime(publishAt)}`),
      ).toBeInTheDocument(),
    );
    expect(catalogueDb.sentPublications()).toEqual([{ state: 'scheduled', publish_at: publishAt }]);
  });

  it("shows the server's refusal of a publish time that has gone by under the field, and keeps the dialog", async () => {
    const { user } = renderRoute('/admin/produk');
    const dialog = await fillNewProduct(user);

    await schedulePastTime(user, dialog, 'Failed to add product');

    expect(storedProduct('L-Arginine')).toBeUndefined();
  });
});

describe('editing a product’s publication', () => {
  it("shows a published product's state; 'Unpublish' sends state=draft and the page then says Draft", async () => {
    const { user } = renderRoute('/admin/produk/detail/4');
    await screen.findByRole('heading', { level: 1, name: 'L-Valine' });
    expect(screen.getByText(`Published · until ${shownTime(UNPUBLISH_AT)}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT PRODUCT' });
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));

    expect(await screen.findByText('Product Edit successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(catalogueDb.sentPublications()).toEqual([{ state: 'draft', unpublish_at: '' }]);
    expect(storedProduct('L-Valine')).toMatchObject({ state: 'draft', unpublish_at: null });
  });

  it("'Save' keeps the state: nothing about the publication is sent when it is left as it was", async () => {
    const { user } = renderRoute('/admin/produk/detail/2');
    await screen.findByRole('heading', { level: 1, name: 'L-Threonine' });

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT PRODUCT' });
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Product Edit successfully')).toBeInTheDocument();
    expect(catalogueDb.sentPublications()).toEqual([{}]);
    expect(storedProduct('L-Threonine')).toMatchObject({ state: 'scheduled', publish_at: PUBLISH_AT });
  });

  it("publishes a draft with 'Terbitkan'", async () => {
    const { user } = renderRoute('/admin/produk/detail/1', { language: 'id' });
    await screen.findByRole('heading', { level: 1, name: 'L-Lysine' });
    expect(screen.getByText('Draf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT PRODUK' });
    expect(within(dialog).getByRole('button', { name: 'Simpan' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan' }));

    expect(await screen.findByText('Produk berhasil diedit')).toBeInTheDocument();
    expect(await screen.findByText('Terbit')).toBeInTheDocument();
    expect(catalogueDb.sentPublications()).toEqual([{ state: 'published' }]);
  });
});

describe('publication of categories', () => {
  it('shows each category’s state, and filters by it in the address', async () => {
    const requests = recordApiRequests();
    const { user, router } = renderRoute('/admin/kategori');
    await screen.findByText('Amino Acids');

    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(rowWith(CATEGORIES, 'Amino Acids')).getByText('Published')).toBeInTheDocument();
    expect(within(rowWith(CATEGORIES, 'Sweeteners')).getByText('Draft')).toBeInTheDocument();
    expect(
      within(rowWith(CATEGORIES, 'Thickeners')).getByText(`Scheduled · ${shownTime(PUBLISH_AT)}`),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Draft' }));

    await waitFor(() => expect(screen.queryByText('Amino Acids')).not.toBeInTheDocument());
    expect(screen.getByText('Sweeteners')).toBeInTheDocument();
    expect(screen.queryByText('Thickeners')).not.toBeInTheDocument();
    expect(requests).toContainEqual('/admin/categories?state=draft');
    expect(router.state.location.search).toBe('?state=draft');
  });

  it('says when no category is in the state asked', async () => {
    catalogueDb.seed({ categories: [makeCategory(1)] });
    renderRoute('/admin/kategori?state=draft');

    expect(await screen.findByText('No categories in this state.')).toBeInTheDocument();
  });

  it("adds a category as a draft with 'Save draft', or published with 'Publish'", async () => {
    const { user } = renderRoute('/admin/kategori');
    await screen.findByText('Amino Acids');
    const draft = await fillNewCategory(user, 'Emulsifiers');
    await user.click(within(draft).getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText('Category added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(storedCategory('Emulsifiers')).toMatchObject({ state: 'draft' });
    expect(catalogueDb.sentPublications()).toEqual([{ state: 'draft' }]);

    const published = await fillNewCategory(user, 'Acidulants');
    await user.click(within(published).getByRole('button', { name: 'Publish' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(storedCategory('Acidulants')).toMatchObject({ state: 'published' });
    expect(catalogueDb.sentPublications()).toEqual([{ state: 'draft' }, { state: 'published' }]);
  });

  it("takes a category back to draft with 'Unpublish', and 'Save' leaves its state as it is", async () => {
    const { user } = renderRoute('/admin/kategori');

    await user.click(await screen.findByRole('button', { name: 'Edit: Amino Acids' }));
    let dialog = await screen.findByRole('dialog', { name: 'EDIT CATEGORY' });
    expect(within(dialog).getByRole('group', { name: 'Publication' })).toHaveTextContent('Published');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));
    expect(await screen.findByText('Category updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(within(rowWith(CATEGORIES, 'Amino Acids')).getByText('Draft')).toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit: Sweeteners' }));
    dialog = await screen.findByRole('dialog', { name: 'EDIT CATEGORY' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    expect(catalogueDb.sentPublications()).toEqual([{ state: 'draft' }, {}]);
    expect(storedCategory('Amino Acids')).toMatchObject({ state: 'draft' });
    expect(storedCategory('Sweeteners')).toMatchObject({ state: 'draft' });
  });
});
