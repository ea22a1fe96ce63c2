import { screen, waitFor, within } from '@testing-library/react';
import { pngFile } from '../../fixtures/client/content';
import { DRAFT } from '../../fixtures/client/publication';
import { enter } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';
import { siteContentDb, siteContentHandlers } from './siteContentHandlers';

beforeEach(() => {
  siteContentDb.reset();
  server.use(...siteContentHandlers);
  storeSession();
});

describe('publication of carousel slides', () => {
  const TABLE = 'Carousel Slides';

  it('shows each slide’s state in the list', async () => {
    Object.assign(siteContentDb.state.slides[1]!, DRAFT);
    renderRoute('/admin/slides');
    await screen.findByText('Cosmetic ingredients');

    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'Cosmetic ingredients')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'Technical service')).getByText('Published')).toBeInTheDocument();
  });

  it('filters the slides by state, keeping the filter in the address, and holds the order meanwhile', async () => {
    Object.assign(siteContentDb.state.slides[1]!, DRAFT);
    const { user, router } = renderRoute('/admin/slides');
    await screen.findByText('Technical service');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Draft' }));

    await waitFor(() => expect(screen.queryByText('Technical service')).not.toBeInTheDocument());
    expect(within(rowWith(TABLE, 'Cosmetic ingredients')).getByText('Draft')).toBeInTheDocument();
    expect(screen.queryByText('Food and beverage additives')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?state=draft');
    expect(screen.getByText('Choose All to change the order.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move up: Cosmetic ingredients' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Move down: Cosmetic ingredients' })).toBeDisabled();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Scheduled' }));
    expect(await screen.findByText('No slides in this state.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'All' }));
    expect(await screen.findByText('Technical service')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move up: Cosmetic ingredients' })).toBeEnabled();
    expect(siteContentDb.writes).toEqual([]);
  });

  it("adds a slide as a draft with 'Simpan draf', in Indonesian", async () => {
    const { user } = renderRoute('/admin/slides', { language: 'id' });
    await screen.findByText('Technical service');

    await user.click(screen.getByRole('button', { name: 'Tambah Slide' }));
    const dialog = await screen.findByRole('dialog', { name: 'TAMBAH SLIDE' });
    await enter(user, within(dialog).getByRole('textbox', { name: /^Deskripsi gambar/ }), 'A field of flowers');
    await user.upload(within(dialog).getByLabelText('Gambar'), pngFile('flowers.png'));
    expect(within(dialog).getByRole('button', { name: 'Terbitkan' })).toHaveAttribute('type', 'submit');
    await user.click(within(dialog).getByRole('button', { name: 'Simpan draf' }));

    expect(await screen.findByText('Slide berhasil ditambahkan')).toBeInTheDocument();
    expect(siteContentDb.writes).toEqual([
      expect.objectContaining({ method: 'POST', body: expect.objectContaining({ state: 'draft' }) }),
    ]);
    expect(await screen.findByText('Draf')).toBeInTheDocument();
  });
});

describe('publication of partners', () => {
  const TABLE = 'Partners';

  it('opens filtered from the address, in Indonesian', async () => {
    Object.assign(siteContentDb.state.partners[2]!, DRAFT);
    renderRoute('/admin/partners?state=published', { language: 'id' });

    expect(await screen.findByText('Kyowa Hakko')).toBeInTheDocument();
    expect(screen.queryByText('Mitsubishi Chemical')).not.toBeInTheDocument();
    expect(screen.getByText('Pilih Semua untuk mengubah urutan.')).toBeInTheDocument();
  });

  it("unpublishes a partner from its edit dialog; 'Save' sends nothing about the publication", async () => {
    const { user } = renderRoute('/admin/partners');
    await screen.findByText('Kyowa Hakko');
    expect(within(rowWith(TABLE, 'Kyowa Hakko')).getByText('Published')).toBeInTheDocument();

    await user.click(within(rowWith(TABLE, 'Kyowa Hakko')).getByRole('button', { name: 'Edit: Kyowa Hakko' }));
    let dialog = await screen.findByRole('dialog', { name: 'EDIT PARTNER' });
    expect(within(dialog).getByRole('group', { name: 'Publication' })).toHaveTextContent('Published');
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));

    expect(await screen.findByText('Partner edited successfully')).toBeInTheDocument();
    expect(await within(rowWith(TABLE, 'Kyowa Hakko')).findByText('Draft')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(rowWith(TABLE, 'Kyowa Hakko')).getByRole('button', { name: 'Edit: Kyowa Hakko' }));
    dialog = await screen.findByRole('dialog', { name: 'EDIT PARTNER' });
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(siteContentDb.writes).toHaveLength(2));

    const [unpublished, saved] = siteContentDb.writes;
    expect(unpublished).toMatchObject({ method: 'PUT', path: '/admin/partners/2', body: { state: 'draft' } });
    expect(saved!.body).not.toHaveProperty('state');
    expect(siteContentDb.state.partners.find((partner) => partner.id === 2)).toMatchObject({ state: 'draft' });
  });
});
