import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { makeArticle } from '../../fixtures/client/content';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { apiUrl, fail, ok } from '../helpers/envelope';
import { pendingChangesDb } from '../helpers/pendingChangesHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { shownTime } from '../helpers/shownTime';

const EXPIRES_AT = '2030-03-05T03:30:00.000Z';
const draft = {
  ...makeArticle(7, { title: 'Sorbitol draft' }),
  state: 'draft' as const,
  publish_at: null,
  unpublish_at: null,
};

/** Answers a new link for every request, as the server signs a new one each time. */
function answerLinks({ withChanges = false } = {}) {
  let issued = 0;
  server.use(
    http.get(apiUrl('/admin/articles/:id/preview'), ({ params }) => {
      issued += 1;
      const page = `/artikel/detail_artikel/${String(params.id)}`;
      return ok('Preview link created', {
        urls: { en: `${page}?lang=en&preview=token${issued}`, id: `${page}?lang=id&preview=token${issued}` },
        expires_at: EXPIRES_AT,
        with_changes: withChanges,
      });
    }),
  );
}

beforeEach(() => {
  contentDb.reset();
  server.use(...contentHandlers);
  storeSession();
  contentDb.seed({ articles: [draft] });
});

describe("an article's Preview", () => {
  it('offers its public page in each language, in a new tab, with a fresh link at each opening', async () => {
    answerLinks();
    const { user } = renderRoute('/admin/artikel/detail/7');
    await screen.findByRole('heading', { level: 1, name: 'Sorbitol draft' });

    await user.click(screen.getByRole('button', { name: 'Preview' }));
    const menu = await screen.findByRole('menu');
    const english = await within(menu).findByRole('menuitem', { name: 'Open in English' });
    expect(english).toHaveAttribute('href', '/artikel/detail_artikel/7?lang=en&preview=token1');
    expect(english).toHaveAttribute('target', '_blank');
    expect(english).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(menu).getByRole('menuitem', { name: 'Open in Indonesian' })).toHaveAttribute(
      'href',
      '/artikel/detail_artikel/7?lang=id&preview=token1',
    );
    expect(menu).toHaveTextContent(`the links work until ${shownTime(EXPIRES_AT)}`);

    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByRole('menuitem', { name: 'Open in English' })).toHaveAttribute(
      'href',
      '/artikel/detail_artikel/7?lang=en&preview=token2',
    );
  });

  it('says in Indonesian when no link could be made, and tries again on a click', async () => {
    server.use(http.get(apiUrl('/admin/articles/:id/preview'), () => fail(500, 'Broken', 'INTERNAL_ERROR')));
    const { user } = renderRoute('/admin/artikel/detail/7', { language: 'id' });
    await screen.findByRole('heading', { level: 1, name: 'Sorbitol draft' });

    await user.click(screen.getByRole('button', { name: 'Pratinjau' }));
    const failure = await screen.findByRole('menuitem', { name: /^Tautan pratinjau tidak dapat dibuat/ });
    answerLinks();
    await user.click(failure);
    expect(await screen.findByRole('menuitem', { name: 'Buka dalam bahasa Indonesia' })).toHaveAttribute(
      'href',
      '/artikel/detail_artikel/7?lang=id&preview=token1',
    );
  });

  it('says it shows the unpublished changes when the article has some', async () => {
    answerLinks({ withChanges: true });
    const published = { ...draft, state: 'published' as const, publish_at: '2024-03-05T08:00:00.000Z' };
    contentDb.seed({ articles: [published] });
    pendingChangesDb.keep('articles', 7, {
      item: { ...published, title: 'Sorbitol in sweets', translations: {} },
      saved_at: '2026-11-30T03:15:00.000Z',
      saved_by: 'dewi',
    });
    const { user } = renderRoute('/admin/artikel/detail/7');
    await screen.findByText(/Unpublished changes saved by dewi/);

    await user.click(screen.getByRole('button', { name: 'Preview changes' }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent(
      `With the unpublished changes, as it would look once they are published; the links work until ${shownTime(EXPIRES_AT)}`,
    );
    expect(within(menu).getByRole('menuitem', { name: 'Open in Indonesian' })).toHaveAttribute(
      'href',
      '/artikel/detail_artikel/7?lang=id&preview=token1',
    );
  });

  it("reads 'Pratinjau perubahan' in Indonesian, and 'Pratinjau' again once the changes are discarded", async () => {
    answerLinks({ withChanges: true });
    contentDb.seed({ articles: [{ ...draft, state: 'published' as const }] });
    pendingChangesDb.keep('articles', 7, {
      item: { ...draft, state: 'published', title: 'Sorbitol dalam permen', translations: {} },
      saved_at: '2026-11-30T03:15:00.000Z',
      saved_by: 'dewi',
    });
    const { user } = renderRoute('/admin/artikel/detail/7', { language: 'id' });

    expect(await screen.findByRole('button', { name: 'Pratinjau perubahan' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buang perubahan' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Buang perubahan' }));
    expect(await screen.findByRole('button', { name: 'Pratinjau' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pratinjau perubahan' })).not.toBeInTheDocument();
  });
});
