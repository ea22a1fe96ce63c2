import { screen, waitFor, within } from '@testing-library/react';
import { photoList, pngFile } from '../../fixtures/client/content';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { enter, replace } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';

const TABLE = 'Manage Gallery';

beforeEach(() => {
  contentDb.reset();
  server.use(...contentHandlers);
  storeSession();
});

describe('admin gallery', () => {
  it("refuses a photo without a file: 'Please select a file to upload.' and nothing is sent", async () => {
    const { user } = renderRoute('/admin/galeri');
    await screen.findByText('No photos yet. Add the first one.');

    await user.click(screen.getByRole('button', { name: 'Add Photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD PHOTO' });
    await enter(user, within(dialog).getByRole('textbox', { name: /^Photo Title/ }), 'Warehouse');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await within(dialog).findByText('Please select a file to upload.')).toBeInTheDocument();
    expect(contentDb.writes()).toEqual([]);
    expect(contentDb.photos()).toEqual([]);

    await user.upload(within(dialog).getByLabelText('Photo'), pngFile('plant.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Photo added successfully')).toBeInTheDocument();
    expect(await screen.findByText('Warehouse')).toBeInTheDocument();
    expect(contentDb.writes()).toEqual(['POST /admin/galleries']);
  });

  it("edits a photo's title in 'EDIT FOTO' without sending a new image", async () => {
    contentDb.seed({ photos: photoList(2) });
    const { user } = renderRoute('/admin/galeri', { language: 'id' });
    await screen.findByText('Photo 2');

    await user.click(within(rowWith('Kelola Galeri', 'Photo 2')).getByRole('button', { name: 'Edit: Photo 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT FOTO' });
    const title = within(dialog).getByRole('textbox', { name: /^Judul Foto/ });
    expect(title).toHaveValue('Photo 2');
    await replace(user, title, 'Lab');
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan perubahan' }));

    expect(await screen.findByText('Foto berhasil diubah')).toBeInTheDocument();
    expect(await screen.findByText('Lab')).toBeInTheDocument();
    expect(contentDb.photos()[0]).toMatchObject({ id: 2, name: 'Lab', gallery_image: photoList(2)[1]?.gallery_image });
  });

  it("deletes a photo after 'Are you sure you want to delete this Photo?'", async () => {
    contentDb.seed({ photos: photoList(2) });
    const { user } = renderRoute('/admin/galeri');
    await screen.findByText('Photo 1');

    await user.click(within(rowWith(TABLE, 'Photo 1')).getByRole('button', { name: 'Delete: Photo 1' }));
    expect(await screen.findByText('Are you sure you want to delete this Photo?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Photo deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Photo 1')).not.toBeInTheDocument());
    expect(contentDb.photos().map(({ id }) => id)).toEqual([2]);
  });
});
