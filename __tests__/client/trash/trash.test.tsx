import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { companyTimeZone } from '@/common/time-zone';
import { siteSettings } from '../../fixtures/client/site';
import { makeTrashItem, sampleTrash } from '../../fixtures/client/trash';
import { replace } from '../helpers/enter';
import { apiUrl, fail } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession, storeSessionAs } from '../helpers/session';
import { rowNumbers, rowWith } from '../helpers/table';
import { trashDb, trashHandlers } from '../helpers/trashHandlers';

const TABLE = 'Trash';

async function openTrash(language: 'en' | 'id' = 'en') {
  const view = renderRoute('/admin/trash', { language });
  await screen.findByRole('table', { name: language === 'en' ? TABLE : 'Tempat Sampah' });
  return view;
}

/** The 'Name' column of the table's rows, top to bottom. */
const names = () =>
  within(screen.getByRole('table', { name: TABLE }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[2]?.textContent);

const lastListQuery = () => Object.fromEntries(trashDb.requests.list.at(-1) ?? []);

describe('the trash', () => {
  beforeEach(() => {
    trashDb.seed(sampleTrash());
    server.use(...trashHandlers());
  });

  it('lists what was deleted, newest first: its kind, name, who deleted it, when, and when it goes for good', async () => {
    storeSession();
    const { user } = await openTrash();

    expect(await screen.findByText('Showing 1 to 4 of 4 Entries')).toBeInTheDocument();
    expect(names()).toEqual(['Aspartame', 'QC Analyst', '#4', 'Sweeteners']);

    const product = rowWith(TABLE, 'Aspartame');
    const deletedAt = trashDb.all()[0]!.deletedAt;
    const exact = new Intl.DateTimeFormat('en', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: companyTimeZone(siteSettings.timeZone),
    }).format(new Date(deletedAt));
    expect(within(product).getByText('Product')).toBeInTheDocument();
    expect(within(product).getByText('maya')).toBeInTheDocument();
    expect(within(product).getByText('2 hours ago')).toBeInTheDocument();
    expect(within(product).getByText(exact)).toBeInTheDocument();
    expect(within(product).getByText('March 5, 2026')).toBeInTheDocument();

    const career = rowWith(TABLE, 'QC Analyst');
    expect(within(career).getByText('Career')).toBeInTheDocument();
    expect(within(career).getByText('Unknown user')).toBeInTheDocument();
    expect(within(career).getByText('yesterday')).toBeInTheDocument();
    expect(within(rowWith(TABLE, '#4')).getByText('Gallery photo')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Category' }));

    await waitFor(() => expect(names()).toEqual(['Sweeteners']));
    expect(lastListQuery()).toMatchObject({ collection: 'categories' });
  });

  it('offers only the kinds the role may change: a recruiter sees the careers alone', async () => {
    storeSessionAs('recruiter');
    const { user } = await openTrash();

    await waitFor(() => expect(names()).toEqual(['QC Analyst']));
    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual(['All kinds', 'Career']);
  });

  it('restores an item: it leaves the trash and a toast says it is back (without its picture when that is gone)', async () => {
    trashDb.loseImage('galleries', 4);
    storeSession();
    const { user } = await openTrash();

    await user.click(await screen.findByRole('button', { name: 'Restore: Aspartame' }));

    expect(await screen.findByText('Aspartame restored.')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['QC Analyst', '#4', 'Sweeteners']));
    expect(trashDb.requests.restore).toEqual([{ path: '/admin/trash/products/4/restore', body: {} }]);

    await user.click(screen.getByRole('button', { name: 'Restore: #4' }));

    expect(await screen.findByText('#4 restored without its picture, whose file is gone.')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['QC Analyst', 'Sweeteners']));
  });

  it('deletes an item for good once the warning is confirmed', async () => {
    storeSession();
    const { user } = await openTrash();

    await user.click(await screen.findByRole('button', { name: 'Delete forever: QC Analyst' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText(
        'Delete QC Analyst for good? Its pictures and documents are removed too. This cannot be undone.',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete forever' }));

    expect(await screen.findByText('QC Analyst deleted for good.')).toBeInTheDocument();
    await waitFor(() => expect(names()).toEqual(['Aspartame', '#4', 'Sweeteners']));
    expect(trashDb.requests.purge).toEqual(['/admin/trash/careers/7']);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks for another name when another item has taken its name, and restores it under the one given', async () => {
    trashDb.refuseRestore('categories', 2, (body) =>
      body.name === undefined || body.name === 'Sweeteners 2' ? { name: 'duplicate' } : undefined,
    );
    storeSession();
    const { user } = await openTrash();

    await user.click(await screen.findByRole('button', { name: 'Restore: Sweeteners' }));
    const dialog = await screen.findByRole('dialog', { name: 'Restore under another name' });
    expect(
      within(dialog).getByText('Another item is now called Sweeteners. Give the restored one another name.'),
    ).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: /^New name/ });
    expect(field).toHaveValue('Sweeteners');

    await replace(user, field, ' ');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByText('This field is required.')).toBeInTheDocument();
    expect(trashDb.requests.restore).toHaveLength(1);

    await replace(user, field, 'Sweeteners 2');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));
    expect(await within(dialog).findByText('This is already in use.')).toBeInTheDocument();

    await replace(user, field, 'Old sweeteners');
    await user.click(within(dialog).getByRole('button', { name: 'Restore' }));

    expect(await screen.findByText('Old sweeteners restored.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trashDb.requests.restore.map(({ body }) => body)).toEqual([
      {},
      { name: 'Sweeteners 2' },
      { name: 'Old sweeteners' },
    ]);
    await waitFor(() => expect(names()).not.toContain('Sweeteners'));
  });

  it('offers to restore the category too when a product’s category is in the trash', async () => {
    trashDb.refuseRestore('products', 4, (body) => (body.with_category ? undefined : { category_id: 'in_trash' }));
    storeSession();
    const { user } = await openTrash();

    await user.click(await screen.findByRole('button', { name: 'Restore: Aspartame' }));
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByText('The category of Aspartame is in the trash too. Restore both?'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Restore both' }));

    expect(await screen.findByText('Aspartame restored.')).toBeInTheDocument();
    expect(trashDb.requests.restore.map(({ body }) => body)).toEqual([{}, { with_category: true }]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says why a restore was refused otherwise, and leaves the item in the trash', async () => {
    trashDb.refuseRestore('products', 4, () => ({ category_id: 'not_found' }));
    storeSession();
    const { user } = await openTrash();

    await user.click(await screen.findByRole('button', { name: 'Restore: Aspartame' }));

    expect(await screen.findByText(/^This item cannot be restored as it was/)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(names()).toContain('Aspartame');
  });

  it('says when the trash is empty, in Indonesian too', async () => {
    trashDb.seed([]);
    storeSession();
    await openTrash('id');

    expect(
      await screen.findByText(
        'Tempat sampah kosong. Item yang dihapus disimpan di sini sampai tanggal yang tertera di sampingnya, lalu dihapus permanen.',
      ),
    ).toBeInTheDocument();
  });

  it('says when the trash cannot be read, and reads it again when asked', async () => {
    server.use(http.get(apiUrl('/admin/trash'), () => fail(500, 'Database unavailable', 'INTERNAL'), { once: true }));
    trashDb.seed([makeTrashItem()]);
    storeSession();
    const { user } = renderRoute('/admin/trash');

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('table', { name: TABLE })).toBeInTheDocument();
    await waitFor(() => expect(rowNumbers(TABLE)).toEqual(['1']));
  });
});
