import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { FLASH_MESSAGE_STORAGE_KEY } from '@/common/constants';
import { makeCareer } from '../../fixtures/client/careers';
import { siteSettings } from '../../fixtures/client/site';
import { careersDb } from '../helpers/careersDb';
import { apiUrl, fail } from '../helpers/envelope';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';

const career = makeCareer(7, {
  name: 'Food Technologist',
  position: 'Research & Development',
  description: 'Develops additive blends for bakery customers.',
});

async function openDetail(language: 'en' | 'id') {
  storeSession();
  const view = renderRoute(`/admin/karir/detail/${career.id}`, { language });
  await screen.findByRole('heading', { name: career.name });
  return view;
}

describe('admin career detail', () => {
  beforeEach(() => {
    careersDb.seed([makeCareer(1), career, makeCareer(9)]);
  });

  it('shows the name, position, recruiting contact and description', async () => {
    await openDetail('en');

    expect(screen.getByText(career.position)).toBeInTheDocument();
    expect(await screen.findByText(`Applications go to ${siteSettings.emails.recruiting}`)).toBeInTheDocument();
    expect(screen.getByText(career.description)).toBeInTheDocument();
    expect(screen.getByText('Published')).toBeInTheDocument();
  });

  it.each([
    [
      'id',
      'Edit Lowongan',
      /^Nama Lowongan/,
      /^Posisi Lowongan/,
      'Batalkan terbit',
      'Data berhasil diperbarui',
      'Terbit',
      'Draf',
    ],
    [
      'en',
      'Edit Vacancy',
      /^Vacancy Name/,
      /^Vacancy Position/,
      'Unpublish',
      'Data updated successfully',
      'Published',
      'Draft',
    ],
  ] as const)(
    '(%s) unpublishes the career through the prefilled form and the chip follows',
    async (language, title, nameLabel, positionLabel, unpublish, updated, published, draft) => {
      const { user } = await openDetail(language);

      await user.click(screen.getByRole('button', { name: 'Edit' }));
      const dialog = await screen.findByRole('dialog', { name: title });
      expect(within(dialog).getByRole('textbox', { name: nameLabel })).toHaveValue(career.name);
      expect(within(dialog).getByRole('textbox', { name: positionLabel })).toHaveValue(career.position);
      expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();

      await user.click(within(dialog).getByRole('button', { name: unpublish }));

      expect(await screen.findByText(updated)).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(await screen.findByText(draft)).toBeInTheDocument();
      expect(screen.queryByText(published)).not.toBeInTheDocument();
      expect(careersDb.find(career.id)).toMatchObject({ state: 'draft', status: false });
    },
  );

  it("asks 'Are you sure you want to delete this Career?' and 'No, cancel' keeps it", async () => {
    const { user } = await openDetail('en');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this Career?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'No, cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(careersDb.find(career.id)).toBeDefined();
  });

  it("deletes on 'Yes, I'm sure' and returns to the list, which no longer shows the career", async () => {
    const { user, router } = await openDetail('en');

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Career deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 2 of 2 Entries')).toBeInTheDocument();
    expect(screen.queryByText(career.name)).not.toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/karir');
    expect(careersDb.find(career.id)).toBeUndefined();
  });

  it("shows 'Karir berhasil dihapus' once on the list and never again", async () => {
    const { user } = await openDetail('id');

    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, saya yakin' }));

    expect(await screen.findByText('Karir berhasil dihapus')).toBeInTheDocument();
    expect(screen.getAllByText('Karir berhasil dihapus')).toHaveLength(1);
    expect(window.localStorage.getItem(FLASH_MESSAGE_STORAGE_KEY)).toBeNull();

    await user.click(await screen.findByRole('link', { name: 'Detail: Career 9' }));
    await user.click(await screen.findByRole('link', { name: 'Kembali ke daftar karir' }));
    expect(await screen.findByText('Menampilkan 1 sampai 2 dari 2 data')).toBeInTheDocument();
    // The first toast may already have faded; a second one would make two.
    expect(screen.queryAllByText('Karir berhasil dihapus').length).toBeLessThanOrEqual(1);
  });

  it("says 'Gagal menghapus data' when the delete fails, and stays on the career", async () => {
    server.use(http.delete(apiUrl('/admin/careers/:id'), () => fail(500, 'Internal error', 'INTERNAL')));
    const { user, router } = await openDetail('id');

    await user.click(screen.getByRole('button', { name: 'Hapus' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, saya yakin' }));

    expect(await screen.findByText('Gagal menghapus data')).toBeInTheDocument();
    expect(currentPath(router)).toBe(`/admin/karir/detail/${career.id}`);
    expect(window.localStorage.getItem(FLASH_MESSAGE_STORAGE_KEY)).toBeNull();
    expect(careersDb.find(career.id)).toBeDefined();
  });
});
