import { screen } from '@testing-library/react';
import { articleList } from '../../fixtures/client/content';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

describe('/artikel past its last page', () => {
  beforeEach(() => server.use(...contentHandlers));

  it.each([
    ['en', 'There is no page 99', 'The last page is 3.', 'Go to page 3'],
    ['id', 'Tidak ada halaman 99', 'Halaman terakhir adalah 3.', 'Ke halaman 3'],
  ] as const)(
    'says in %s that the page does not exist and links to the last one',
    async (language, title, hint, link) => {
      contentDb.seed({ articles: articleList(14) });
      const { router } = renderRoute('/artikel?page=99', { language });

      expect(await screen.findByText(title)).toBeInTheDocument();
      expect(screen.getByText(hint)).toBeInTheDocument();
      expect(screen.queryByText(/No articles yet|Belum ada artikel/)).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/artikel?page=3');
      expect(router.state.location.search).toBe('?page=99');
    },
  );
});
