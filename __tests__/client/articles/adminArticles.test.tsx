import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { articleList, makeArticle, pngFile } from '../../fixtures/client/content';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { apiUrl, fail } from '../helpers/envelope';
import { enter, replace } from '../helpers/enter';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';

const TABLE = 'Manage Articles';

beforeEach(() => {
  contentDb.reset();
  server.use(...contentHandlers);
  storeSession();
});

describe('admin articles list', () => {
  it('deletes an article from its row with the real token, after the confirmation', async () => {
    contentDb.seed({ articles: articleList(7) });
    const { user } = renderRoute('/admin/artikel');
    await screen.findByText('Article 7');
    expect(screen.getByText('Showing 1 to 5 of 7 Entries')).toBeInTheDocument();

    await user.click(within(rowWith(TABLE, 'Article 6')).getByRole('button', { name: 'Delete: Article 6' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText('Are you sure you want to delete this artikel?')).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Article deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText('Showing 1 to 5 of 6 Entries')).toBeInTheDocument();
    expect(screen.queryByText('Article 6')).not.toBeInTheDocument();
    expect(contentDb.articles().map(({ id }) => id)).toEqual([7, 5, 4, 3, 2, 1]);
    expect(contentDb.writes()).toEqual(['DELETE /admin/articles/6']);
  });

  it('keeps the article and says so when the delete fails', async () => {
    contentDb.seed({ articles: articleList(2) });
    server.use(http.delete(apiUrl('/admin/articles/:id'), () => fail(500, 'Disk full', 'INTERNAL')));
    const { user } = renderRoute('/admin/artikel', { language: 'id' });
    await screen.findByText('Article 2');

    await user.click(screen.getByRole('button', { name: 'Hapus: Article 2' }));
    await user.click(await screen.findByRole('button', { name: 'Ya, saya yakin' }));

    expect(await screen.findByText('Gagal menghapus artikel')).toBeInTheDocument();
    expect(screen.getByText('Article 2')).toBeInTheDocument();
    expect(contentDb.articles()).toHaveLength(2);
  });

  it("links 'Detail' to the admin article page and shows 'Tanggal Publish' in Indonesian", async () => {
    contentDb.seed({ articles: [makeArticle(4, { created_at: '2024-03-05T08:00:00.000Z' })] });
    renderRoute('/admin/artikel', { language: 'id' });

    await screen.findByRole('table', { name: 'Kelola Artikel' });
    expect(await screen.findByRole('columnheader', { name: 'Tanggal Publish' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Judul' })).toBeInTheDocument();
    expect(within(rowWith('Kelola Artikel', 'Article 4')).getByText('5 Mar 2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Detail: Article 4' })).toHaveAttribute('href', '/admin/artikel/detail/4');
    expect(screen.getByRole('link', { name: 'Kelola Artikel' })).toHaveAttribute('href', '/admin/artikel');
  });

  it("refuses to add an article without an image: 'Should upload image' and nothing is sent", async () => {
    const { user } = renderRoute('/admin/artikel');
    await screen.findByText('No articles yet. Add the first one.');

    await user.click(screen.getByRole('button', { name: 'Add Article' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD ARTICLE' });
    await enter(user, within(dialog).getByRole('textbox', { name: /^Article Title/ }), 'New blends');
    await enter(user, within(dialog).getByRole('textbox', { name: /^Description/ }), 'Line one');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await within(dialog).findByText('Should upload image')).toBeInTheDocument();
    expect(contentDb.writes()).toEqual([]);
    expect(contentDb.articles()).toEqual([]);

    await user.upload(within(dialog).getByLabelText('Article Image'), pngFile('cover.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Article added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('New blends')).toBeInTheDocument();
    expect(contentDb.articles()[0]).toMatchObject({ title: 'New blends', content: 'Line one' });
  });
});

describe('admin article detail', () => {
  it("edits title and content, refusing blanks with 'Title and content are required.'", async () => {
    contentDb.seed({ articles: [makeArticle(2, { content: 'First line\nSecond line' })] });
    const { user } = renderRoute('/admin/artikel/detail/2');

    expect(await screen.findByRole('heading', { name: 'Article 2' })).toBeInTheDocument();
    expect(screen.getByText('By Author 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Article' });
    const title = within(dialog).getByRole('textbox', { name: /^Title/ });
    await replace(user, title, '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));

    expect(await within(dialog).findByText('Title and content are required.')).toBeInTheDocument();
    expect(contentDb.writes()).toEqual([]);

    await replace(user, title, 'Renamed article');
    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));

    expect(await screen.findByRole('heading', { name: 'Renamed article' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(contentDb.articles()[0]?.title).toBe('Renamed article');
  });

  it('deletes the article and returns to the list', async () => {
    contentDb.seed({ articles: articleList(2) });
    const { user, router } = renderRoute('/admin/artikel/detail/2');
    await screen.findByRole('heading', { name: 'Article 2' });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Are you sure you want to delete this Article?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Article deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(currentPath(router)).toBe('/admin/artikel'));
    expect(await screen.findByText('Article 1')).toBeInTheDocument();
    expect(contentDb.articles().map(({ id }) => id)).toEqual([1]);
  });

  it('says in the back office that a missing article does not exist, with the way back to the list', async () => {
    const { router } = renderRoute('/admin/artikel/detail/404', { language: 'id' });

    expect(await screen.findByText('Artikel ini tidak ada.')).toBeInTheDocument();
    expect(screen.queryByText('Halaman tidak ditemukan')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke daftar artikel' })).toHaveAttribute('href', '/admin/artikel');
    expect(currentPath(router)).toBe('/admin/artikel/detail/404');
  });

  it('offers to try again when the article fails to load for another reason', async () => {
    server.use(http.get(apiUrl('/admin/articles/:id'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    renderRoute('/admin/artikel/detail/1');

    expect(await screen.findByText(/^Error fetching article data: /)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again|retry/i })).toBeInTheDocument();
  });
});
