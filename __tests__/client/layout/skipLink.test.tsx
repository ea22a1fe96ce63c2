import { screen } from '@testing-library/react';
import { serveHomePage } from '../helpers/homeHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { dashboardHandlers } from '../helpers/dashboardHandlers';

describe("'Skip to content'", () => {
  it.each([
    ['en', 'Skip to content'],
    ['id', 'Langsung ke konten'],
  ] as const)(
    'is the first Tab stop of a public page and moves focus to its main content (%s)',
    async (language, text) => {
      serveHomePage(server);
      const { user } = renderRoute('/', { language });
      await screen.findByRole('main');

      await user.tab();
      const skip = screen.getByRole('link', { name: text });
      expect(skip).toHaveFocus();
      expect(skip).toHaveAttribute('href', '#main');

      await user.keyboard('{Enter}');
      expect(screen.getByRole('main')).toHaveFocus();
    },
  );

  it('is the first Tab stop of the back office and moves focus to its main content', async () => {
    server.use(...dashboardHandlers());
    storeSession();
    const { user } = renderRoute('/admin');
    const main = await screen.findByRole('main');

    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to content' })).toHaveFocus();

    await user.keyboard('{Enter}');
    expect(main).toHaveFocus();
  });
});
