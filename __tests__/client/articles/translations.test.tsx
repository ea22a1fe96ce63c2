import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { makeArticle } from '../../fixtures/client/content';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { apiUrl, ok } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';

const TABLE = 'Manage Articles';

const translated = makeArticle(1, {
  title: 'Plant opening',
  content: 'We opened a plant.',
  translations: { id: { title: 'Pembukaan pabrik', content: 'Kami membuka pabrik.' } },
});
const english = makeArticle(2, { title: 'New warehouse', content: 'A new warehouse.' });

beforeEach(() => {
  contentDb.reset();
  server.use(...contentHandlers);
  contentDb.seed({ articles: [translated, english] });
});

describe('translations of articles', () => {
  it("marks the articles whose Indonesian texts are missing with 'ID missing'", async () => {
    storeSession();
    renderRoute('/admin/artikel');
    await screen.findByRole('table', { name: TABLE });
    await screen.findByText('New warehouse');

    expect(within(await rowWith(TABLE, 'New warehouse')).getByText('ID missing')).toBeInTheDocument();
    expect(within(await rowWith(TABLE, 'Plant opening')).queryByText('ID missing')).not.toBeInTheDocument();
  });

  it('edits the Indonesian title and sends it with the English texts, the other texts kept', async () => {
    let received: Record<string, unknown> | undefined;
    server.use(
      http.put(apiUrl('/admin/articles/:id'), async ({ request }) => {
        const form = await request.formData();
        received = { title: form.get('title'), content: form.get('content') };
        received.translations = JSON.parse(String(form.get('translations')));
        return ok('Article updated', { ...translated, state: 'published', publish_at: null, unpublish_at: null });
      }),
    );
    storeSession();
    const { user } = renderRoute('/admin/artikel/detail/1');
    await screen.findByRole('heading', { level: 1, name: 'Plant opening' });
    expect(screen.queryByText('ID missing')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Article' });

    await user.click(within(dialog).getByRole('tab', { name: /^Bahasa Indonesia/ }));
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Pembukaan pabrik');
    await user.clear(title);
    await user.paste('Pabrik baru dibuka');
    await user.click(within(dialog).getByRole('tab', { name: /^English/ }));
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Plant opening');
    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));

    await waitFor(() => expect(received).toBeDefined());
    expect(received).toEqual({
      title: 'Plant opening',
      content: 'We opened a plant.',
      translations: { id: { title: 'Pabrik baru dibuka', content: 'Kami membuka pabrik.' } },
    });
  });

  it('shows the badge on the admin article page when a translation is missing', async () => {
    storeSession();
    renderRoute('/admin/artikel/detail/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'New warehouse' })).toBeInTheDocument();
    expect(screen.getByText('ID missing')).toBeInTheDocument();
  });

  it('marks an article content shown in English on the Indonesian page with lang="en"', async () => {
    server.use(
      http.get(apiUrl('/articles/:id'), () =>
        ok('Article retrieved', { ...english, title: 'Gudang baru', fallback: { content: 'en' } }),
      ),
    );
    renderRoute('/artikel/detail_artikel/2', { language: 'id' });

    expect(await screen.findByRole('heading', { level: 2, name: 'Gudang baru' })).not.toHaveAttribute('lang');
    expect(screen.getByText('A new warehouse.')).toHaveAttribute('lang', 'en');
  });
});
