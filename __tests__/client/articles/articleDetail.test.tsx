import { screen } from '@testing-library/react';
import { makeArticle } from '../../fixtures/client/content';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

beforeEach(() => {
  contentDb.reset();
  server.use(...contentHandlers);
});

describe('/artikel/detail_artikel/{id}', () => {
  it('shows markup in the content as text, never as elements', async () => {
    const content = 'Before <img src=x onerror=alert(1)> after\n<script>alert(2)</script>';
    contentDb.seed({ articles: [makeArticle(7, { content, article_image: null })] });
    const { container } = renderRoute('/artikel/detail_artikel/7');

    expect(await screen.findByRole('heading', { name: 'Article 7' })).toBeInTheDocument();
    expect(screen.getByText(/Before <img src=x onerror=alert\(1\)> after/)).toBeInTheDocument();
    expect(screen.getByText(/<script>alert\(2\)<\/script>/)).toBeInTheDocument();
    expect(container.querySelector('img[src="x"]')).toBeNull();
    expect(container.querySelector('main script')).toBeNull();
  });

  it("shows title, 'Published on' date, author and the crumbs ARTICLE > DETAIL", async () => {
    contentDb.seed({ articles: [makeArticle(3, { updated_at: '2024-03-05T08:00:00.000Z' })] });
    renderRoute('/artikel/detail_artikel/3');

    expect(await screen.findByRole('heading', { name: 'Article 3' })).toBeInTheDocument();
    expect(screen.getByText('Published on March 5, 2024')).toBeInTheDocument();
    expect(screen.getByText('By Author 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'ARTICLE' })).toHaveAttribute('href', '/artikel');
    expect(screen.getByText('DETAIL')).toHaveAttribute('aria-current', 'page');
  });

  it("says 'No article found.' for an article that does not exist", async () => {
    renderRoute('/artikel/detail_artikel/999');

    expect(await screen.findByText('No article found.')).toBeInTheDocument();
  });
});
