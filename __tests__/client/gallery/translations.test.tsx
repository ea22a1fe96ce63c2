import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { AdminGalleryPhoto } from '@/common/api/gallery';
import { makePhoto } from '../../fixtures/client/content';
import { PUBLISHED } from '../../fixtures/client/publication';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { apiUrl, ok } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';

const TABLE = 'Manage Gallery';

beforeEach(() => {
  contentDb.reset();
  server.use(...contentHandlers);
  contentDb.seed({
    photos: [
      makePhoto(1, { name: 'Warehouse', translations: { id: { name: 'Gudang' } } }),
      makePhoto(2, { name: 'Lab' }),
    ],
  });
});

describe('translations of gallery photos', () => {
  it('marks the photos without an Indonesian title and sends both titles when one is added', async () => {
    let received: Record<string, unknown> | undefined;
    server.use(
      http.put(apiUrl('/admin/galleries/:id'), async ({ request }) => {
        const form = await request.formData();
        const translations = JSON.parse(String(form.get('translations'))) as AdminGalleryPhoto['translations'];
        received = { name: form.get('name'), translations };
        return ok('Photo updated', { ...makePhoto(2), translations, ...PUBLISHED });
      }),
    );
    storeSession();
    const { user } = renderRoute('/admin/galeri');
    await screen.findByRole('table', { name: TABLE });
    await screen.findByText('Lab');
    expect(within(await rowWith(TABLE, 'Lab')).getByText('ID missing')).toBeInTheDocument();
    expect(within(await rowWith(TABLE, 'Warehouse')).queryByText('ID missing')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit: Lab' }));
    const dialog = await screen.findByRole('dialog', { name: /^EDIT/ });
    expect(within(dialog).getByText('ID missing')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('tab', { name: /^Bahasa Indonesia/ }));
    await user.click(within(dialog).getByRole('textbox', { name: /^Photo Title/ }));
    await user.paste('Laboratorium');
    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));

    await waitFor(() => expect(received).toBeDefined());
    expect(received).toEqual({ name: 'Lab', translations: { id: { name: 'Laboratorium' } } });
  });

  it('marks a caption shown in English in the Indonesian gallery with lang="en"', async () => {
    server.use(
      http.get(apiUrl('/galleries'), () =>
        ok('Gallery retrieved', { galleries: [{ ...makePhoto(2, { name: 'Lab' }), fallback: { name: 'en' } }] }),
      ),
    );
    const { user } = renderRoute('/galeri', { language: 'id' });
    await user.click(await screen.findByRole('button', { name: /Lab/ }));

    const overlay = await screen.findByRole('dialog');
    expect(within(overlay).getByText('Lab')).toHaveAttribute('lang', 'en');
  });
});
