import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/client/app/providers';
import { makeStore } from '@/client/app/store';
import { HomeArticles } from '@/client/features/home/HomeArticles';
import { createI18n } from '@/client/i18n/i18n';
import { articleList } from '../../fixtures/client/content';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { server } from '../helpers/server';

beforeEach(() => {
  contentDb.reset();
  server.use(...contentHandlers);
});

// The home page includes this section later; until then it is rendered on its own.
function renderHomeArticles() {
  const router = createMemoryRouter([{ path: '/', element: <HomeArticles /> }]);
  render(
    <Providers store={makeStore()} i18n={createI18n('en')}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

describe('HomeArticles', () => {
  it("lists the newest articles under 'ARTICLES', text cut at 100 characters, each linking to its page", async () => {
    const articles = articleList(8);
    contentDb.seed({ articles });
    renderHomeArticles();

    const section = await screen.findByRole('region', { name: 'ARTICLES' });
    expect(await within(section).findByRole('link', { name: 'Article 8' })).toHaveAttribute(
      'href',
      '/artikel/detail_artikel/8',
    );
    expect(within(section).getAllByRole('article')).toHaveLength(6);
    expect(within(section).queryByRole('link', { name: 'Article 2' })).not.toBeInTheDocument();
    expect(within(section).getByText(`${articles[7]!.content.slice(0, 100)}...`)).toBeInTheDocument();
  });
});
