import { act, screen, within } from '@testing-library/react';
import { http } from 'msw';
import { articleList, makeArticle } from '../../fixtures/client/content';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { apiUrl, fail } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

beforeEach(() => {
  contentDb.reset();
  server.use(...contentHandlers);
});

const cardTitles = () => screen.getAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const pager = () => within(screen.getByRole('navigation', { name: 'Article pages' }));

describe('/artikel', () => {
  it('pages through 14 articles six at a time with previous, next and numbered links', async () => {
    contentDb.seed({ articles: articleList(14) });
    const { user, router } = renderRoute('/artikel');

    expect(await screen.findByRole('heading', { name: 'Article 14' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ARTICLE' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Article 14', 'Article 13', 'Article 12', 'Article 11', 'Article 10', 'Article 9']);
    expect(pager().getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(pager().getByRole('link', { name: 'Next' })).toHaveAttribute('href');
    expect(pager().getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');

    await user.click(pager().getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Article 8' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(pager().getByRole('link', { name: 'Previous' })).toHaveAttribute('href');
    expect(pager().getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(pager().getByRole('link', { name: 'Page 3' }));
    expect(await screen.findByRole('heading', { name: 'Article 2' })).toBeInTheDocument();
    expect(cardTitles()).toEqual(['Article 2', 'Article 1']);
    expect(router.state.location.search).toBe('?page=3');
    expect(pager().getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(pager().getByRole('link', { name: 'Previous' }));
    expect(await screen.findByRole('heading', { name: 'Article 8' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('opens on the page named in the URL, so a reload keeps it, and back returns to the previous page', async () => {
    contentDb.seed({ articles: articleList(14) });
    const { user, router } = renderRoute('/artikel?page=2');

    expect(await screen.findByRole('heading', { name: 'Article 8' })).toBeInTheDocument();
    expect(pager().getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await user.click(pager().getByRole('link', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Article 2' })).toBeInTheDocument();
    await act(() => router.navigate(-1));
    expect(await screen.findByRole('heading', { name: 'Article 8' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
  });

  it('cuts each card text at 100 characters and links the title to the article', async () => {
    contentDb.seed({ articles: [makeArticle(1)] });
    renderRoute('/artikel');

    const card = await screen.findByRole('article', { name: 'Article 1' });
    const cut = `${makeArticle(1).content.slice(0, 100)}...`;
    expect(within(card).getByText(cut)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Article 1' })).toHaveAttribute('href', '/artikel/detail_artikel/1');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("says 'Error loading data: …' when the list fails, and shows an empty state when there is none", async () => {
    server.use(http.get(apiUrl('/articles'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    const failed = renderRoute('/artikel');
    expect(
      await screen.findByText('Error loading data: Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    failed.unmount();

    server.resetHandlers();
    server.use(...contentHandlers);
    renderRoute('/artikel', { language: 'id' });
    expect(await screen.findByText('Belum ada artikel.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'ARTIKEL' })).toBeInTheDocument();
  });
});
