import { screen, within } from '@testing-library/react';
import { makeArticle } from '../../fixtures/client/content';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

beforeEach(() => {
  contentDb.reset();
  server.use(...contentHandlers);
});

describe("an article card's Read More", () => {
  it('opens the article page instead of the whole text inside the card', async () => {
    contentDb.seed({ articles: [makeArticle(1)] });
    const { user, router } = renderRoute('/artikel');

    const card = await screen.findByRole('article', { name: 'Article 1' });
    const readMore = within(card).getByRole('link', { name: 'Read More' });
    expect(readMore).toHaveAttribute('href', '/artikel/detail_artikel/1');
    expect(within(card).queryByRole('button', { name: 'Read More' })).not.toBeInTheDocument();

    await user.click(readMore);
    expect(router.state.location.pathname).toBe('/artikel/detail_artikel/1');
  });
});
