import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MAX_UPLOAD_BYTES } from '@/common/constants';
import { pngFile } from '../../fixtures/client/content';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { enter } from '../helpers/enter';
import { apiUrl, fail } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';

/** Every request that reached the mock API other than reading lists. */
let writesSeen: string[] = [];
const recordWrite = ({ request }: { request: Request }) => {
  if (request.method !== 'GET') writesSeen.push(`${request.method} ${new URL(request.url).pathname}`);
};

beforeEach(() => {
  contentDb.reset();
  server.use(...contentHandlers);
  storeSession();
  writesSeen = [];
  server.events.on('request:start', recordWrite);
});

afterEach(() => {
  server.events.removeListener('request:start', recordWrite);
});

/** A PNG the size of `bytes`, without allocating it. */
function pngOfSize(bytes: number): File {
  const file = pngFile('huge.png');
  Object.defineProperty(file, 'size', { value: bytes });
  return file;
}

async function openAddPhoto(language: 'en' | 'id' = 'en') {
  const view = renderRoute('/admin/galeri', { language });
  await view.user.click(await screen.findByRole('button', { name: language === 'en' ? 'Add Photo' : 'Tambah Foto' }));
  const dialog = await screen.findByRole('dialog', { name: language === 'en' ? 'ADD PHOTO' : 'TAMBAH FOTO' });
  return { ...view, dialog };
}

/** Chooses a file whatever the input's `accept` says, as a person can by switching the picker to 'All files'. */
const choose = (input: HTMLElement, file: File) =>
  userEvent.setup({ delay: null, applyAccept: false }).upload(input, file);

describe('upload errors name their cause', () => {
  it('shows the limit in the hint of the upload field', async () => {
    const { dialog } = await openAddPhoto();
    expect(within(dialog).getByText(/Max\. file size 10 MB\./)).toBeInTheDocument();
  });

  it('refuses a file over the limit before anything is sent, saying the limit', async () => {
    const { dialog, user } = await openAddPhoto();
    await enter(user, within(dialog).getByRole('textbox', { name: /^Photo Title/ }), 'Warehouse');

    await choose(within(dialog).getByLabelText('Photo'), pngOfSize(MAX_UPLOAD_BYTES + 1));
    expect(await within(dialog).findByText('The file is too large: at most 10 MB.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(within(dialog).getByText('The file is too large: at most 10 MB.')).toBeInTheDocument();
    expect(writesSeen).toEqual([]);
    expect(contentDb.photos()).toEqual([]);
  });

  it('refuses a file that is not an image before anything is sent; a valid file then clears the error', async () => {
    const { dialog, user } = await openAddPhoto('id');
    const input = within(dialog).getByLabelText('Foto');

    await choose(input, new File(['%PDF-1.7'], 'price-list.pdf', { type: 'application/pdf' }));
    const refusal = 'Jenis berkas tidak didukung. Unggah gambar JPEG, PNG, WebP, GIF, AVIF, atau SVG.';
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(writesSeen).toEqual([]);

    await user.upload(input, pngFile('plant.png'));
    expect(within(dialog).queryByText(refusal)).not.toBeInTheDocument();
    expect(within(dialog).getByText(/Ukuran berkas maks\. 10 MB\./)).toBeInTheDocument();
  });

  it("shows the server's refusal of the file with its cause, in Indonesian; choosing another file clears it", async () => {
    server.use(
      http.post(apiUrl('/admin/galleries'), () =>
        fail(422, 'The image could not be read. It may be damaged or incomplete.', 'UNREADABLE_IMAGE'),
      ),
    );
    const { dialog, user } = await openAddPhoto('id');
    await enter(user, within(dialog).getByRole('textbox', { name: /^Judul Foto/ }), 'Gudang');
    await user.upload(within(dialog).getByLabelText('Foto'), pngFile('damaged.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan' }));

    const cause = 'Gambar tidak dapat dibaca. Mungkin berkasnya rusak atau tidak lengkap.';
    expect(await within(dialog).findByText(cause)).toBeInTheDocument();
    expect(screen.queryByText(/could not be read/)).not.toBeInTheDocument();

    await user.upload(within(dialog).getByLabelText('Foto'), pngFile('sound.png'));
    expect(within(dialog).queryByText(cause)).not.toBeInTheDocument();
  });

  it('shows the size limit the server answers when it refuses a file as too large', async () => {
    server.use(
      http.post(apiUrl('/admin/articles'), () =>
        fail(413, 'The file is too large: at most 10 MB.', 'FILE_TOO_LARGE', undefined, { maxMb: 10 }),
      ),
    );
    const { user } = renderRoute('/admin/artikel', { language: 'id' });
    await user.click(await screen.findByRole('button', { name: 'Tambah Artikel' }));
    const dialog = await screen.findByRole('dialog');
    const textboxes = within(dialog).getAllByRole('textbox');
    for (const box of textboxes) await enter(user, box, 'Teks');
    await user.upload(within(dialog).getByLabelText(/Gambar/), pngFile('cover.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan' }));

    expect(await within(dialog).findByText('Ukuran berkas terlalu besar: maksimal 10 MB.')).toBeInTheDocument();
  });
});
