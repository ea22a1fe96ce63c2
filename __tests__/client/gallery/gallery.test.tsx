import { act, screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { photoList } from '../../fixtures/client/content';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { apiUrl, fail } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

beforeEach(() => {
  contentDb.reset();
  server.use(...contentHandlers);
});

describe('/galeri', () => {
  it('opens a photo full screen on click and closes it with a second click, focus back on the photo', async () => {
    contentDb.seed({ photos: photoList(3) });
    const { user } = renderRoute('/galeri');

    const photo = await screen.findByRole('button', { name: 'Enlarge photo: Photo 2' });
    expect(screen.getByRole('heading', { level: 1, name: 'GALLERY' })).toBeInTheDocument();
    await user.click(photo);

    const overlay = await screen.findByRole('dialog', { name: 'Photo 2' });
    expect(overlay.querySelector('img')).toHaveAttribute('alt', 'Photo 2');
    expect(overlay.querySelector('img')).toHaveAttribute('srcset', expect.stringContaining('photo-2-800.webp 800w'));

    await user.click(screen.getByRole('button', { name: 'Close photo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(photo).toHaveFocus();
  });

  it('opens from the keyboard and closes with Escape', async () => {
    contentDb.seed({ photos: photoList(3) });
    const { user } = renderRoute('/galeri');

    const photo = await screen.findByRole('button', { name: 'Enlarge photo: Photo 3' });
    act(() => photo.focus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Photo 3' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Close photo' })).toHaveFocus();

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(photo).toHaveFocus();
  });

  it('shows an error state with retry when the gallery cannot load', async () => {
    server.use(http.get(apiUrl('/galleries'), () => fail(500, 'Storage offline', 'INTERNAL')));
    const { user } = renderRoute('/galeri');

    expect(
      await screen.findByText('Error loading data: Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    server.resetHandlers();
    server.use(...contentHandlers);
    contentDb.seed({ photos: photoList(1) });
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Enlarge photo: Photo 1' })).toBeInTheDocument();
  });

  it('shows an empty state when there are no photos', async () => {
    renderRoute('/galeri');

    expect(await screen.findByText('No photos yet.')).toBeInTheDocument();
  });
});
