import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { AdminArticle } from '@/common/api/articles';
import type { PendingChanges } from '@/common/api/pending-changes';
import { makeArticle } from '../../fixtures/client/content';
import { recordApiRequests } from '../helpers/apiRequests';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { enter } from '../helpers/enter';
import { apiUrl, fail, ok } from '../helpers/envelope';
import { pendingChangesDb } from '../helpers/pendingChangesHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { shownTime } from '../helpers/shownTime';

const SAVED_AT = '2026-11-30T03:15:00.000Z';
const live = {
  ...makeArticle(3, { title: 'Stevia in drinks' }),
  state: 'published' as const,
  publish_at: '2024-03-05T08:00:00.000Z',
  unpublish_at: null,
};
const changed = (title: string): PendingChanges<AdminArticle> => ({
  item: { ...live, title, translations: {} },
  saved_at: SAVED_AT,
  saved_by: 'dewi',
});

/** The server keeps what the form sends as the article's changes, and publishes them over it. */
function serveChanges() {
  const sent: Record<string, FormDataEntryValue>[] = [];
  server.use(
    http.put(apiUrl('/admin/articles/:id/changes'), async ({ request }) => {
      const form = Object.fromEntries(await request.formData());
      sent.push(form);
      const changes = { ...changed(String(form.title)), saved_by: 'admin' };
      pendingChangesDb.keep('articles', live.id, changes);
      return ok('Changes saved', changes);
    }),
    http.post(apiUrl('/admin/articles/:id/changes/publish'), () => {
      const article = { ...live, title: 'Stevia in soft drinks' };
      pendingChangesDb.forget('articles', live.id);
      contentDb.seed({ articles: [article] });
      return ok('Changes published', { ...article, translations: {} });
    }),
  );
  return sent;
}

beforeEach(() => {
  contentDb.reset();
  server.use(...contentHandlers);
  storeSession();
  contentDb.seed({ articles: [live] });
});

async function openEdit(user: ReturnType<typeof renderRoute>['user'], dialogName = 'Edit Article') {
  await screen.findByRole('heading', { level: 1 });
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: dialogName });
}

describe('unpublished changes of a published article', () => {
  it("says the form shows the published version, and keeps an edit apart with 'Save changes as draft'", async () => {
    const sent = serveChanges();
    const { user } = renderRoute('/admin/artikel/detail/3');
    const dialog = await openEdit(user);

    expect(within(dialog).getByText(/You are editing the published version/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Publish changes' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await user.clear(title);
    await enter(user, title, 'Stevia in soft drinks');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes as draft' }));

    expect(
      await screen.findByText('Changes saved as a draft. Visitors still see the published version.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([expect.objectContaining({ title: 'Stevia in soft drinks' })]);
    expect(sent[0]).not.toHaveProperty('keepApart');
    expect(sent[0]).not.toHaveProperty('state');
    expect(contentDb.sentForms()).toEqual([]);
    // The page keeps the live article, and says there are changes waiting.
    expect(screen.getByRole('heading', { level: 1, name: 'Stevia in drinks' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        `Unpublished changes saved by admin on ${shownTime(SAVED_AT)}. Visitors still see the published version.`,
      ),
    ).toBeInTheDocument();
  });

  it("opens the form on the unpublished changes, and 'Publish changes' saves then publishes them", async () => {
    const sent = serveChanges();
    pendingChangesDb.keep('articles', live.id, changed('Stevia in soft drinks'));
    const requests = recordApiRequests();
    const { user } = renderRoute('/admin/artikel/detail/3');
    const dialog = await openEdit(user);

    expect(
      within(dialog).getByText(
        `You are editing the unpublished changes saved by dewi on ${shownTime(SAVED_AT)}. Visitors still see the published version.`,
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Title/ })).toHaveValue('Stevia in soft drinks');
    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));

    expect(await screen.findByText('Article updated successfully')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Stevia in soft drinks' })).toBeInTheDocument();
    expect(sent).toEqual([expect.objectContaining({ title: 'Stevia in soft drinks' })]);
    const writes = requests.filter((request) => request.includes('/changes') && !request.endsWith('/changes'));
    expect(writes).toEqual(['/admin/articles/3/changes/publish']);
    await waitFor(() => expect(screen.queryByText(/Unpublished changes saved by/)).not.toBeInTheDocument());
  });

  it('discards the changes from the form after asking, which closes it on the published version', async () => {
    pendingChangesDb.keep('articles', live.id, changed('Stevia in soft drinks'));
    const { user } = renderRoute('/admin/artikel/detail/3');
    const dialog = await openEdit(user);

    await user.click(within(dialog).getByRole('button', { name: 'Discard changes' }));
    const confirm = await screen.findByRole('dialog', {
      description: 'Discard the unpublished changes? The published version stays as it is.',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Discard changes' }));

    expect(await screen.findByText('Changes discarded')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(pendingChangesDb.requests()).toEqual(['DELETE /admin/articles/3/changes']);
    expect(screen.getByRole('heading', { level: 1, name: 'Stevia in drinks' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/Unpublished changes saved by/)).not.toBeInTheDocument());
  });

  it('discards the changes from the page after asking, in Indonesian', async () => {
    pendingChangesDb.keep('articles', live.id, changed('Stevia dalam minuman ringan'));
    const { user } = renderRoute('/admin/artikel/detail/3', { language: 'id' });

    expect(
      await screen.findByText(
        `Ada perubahan yang belum terbit, disimpan oleh dewi pada ${shownTime(SAVED_AT, 'id')}. Pengunjung masih melihat versi yang sudah terbit.`,
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buang perubahan' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent(
      'Buang perubahan yang belum terbit? Versi yang sudah terbit tetap seperti sekarang.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Buang perubahan' }));

    expect(await screen.findByText('Perubahan dibuang')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(/belum terbit, disimpan/)).not.toBeInTheDocument());
    expect(pendingChangesDb.requests()).toEqual(['DELETE /admin/articles/3/changes']);
  });

  it('says why the changes cannot be published, and keeps them', async () => {
    pendingChangesDb.keep('articles', live.id, changed('Stevia in soft drinks'));
    server.use(
      http.post(apiUrl('/admin/articles/:id/changes/publish'), () =>
        fail(409, 'The changes cannot be published: unpublish_at', 'CHANGES_NOT_PUBLISHABLE', {
          unpublish_at: 'out_of_range',
        }),
      ),
    );
    const { user } = renderRoute('/admin/artikel/detail/3');
    await screen.findByText(/Unpublished changes saved by dewi/);

    await user.click(screen.getByRole('button', { name: 'Publish changes' }));

    expect(
      await screen.findByText(/^Could not publish the changes: These changes cannot be published as they are/),
    ).toBeInTheDocument();
    expect(screen.getByText(/Unpublished changes saved by dewi/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Stevia in drinks' })).toBeInTheDocument();
  });
});
