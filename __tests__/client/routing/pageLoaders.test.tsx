import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { Language } from '@/common/language';
import { paths } from '@/common/routes';
import { Providers } from '@/client/app/providers';
import { createRoutes } from '@/client/app/router';
import { makeStore } from '@/client/app/store';
import { initialUiState } from '@/client/app/ui/uiSlice';
import { createI18n } from '@/client/i18n/i18n';
import { makeCareer } from '../../fixtures/client/careers';
import { makeCategory, makeProduct } from '../../fixtures/client/catalogue';
import { makeArticle } from '../../fixtures/client/content';
import { recordApiRequests } from '../helpers/apiRequests';
import { careersDb } from '../helpers/careersDb';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { searchHandler } from '../helpers/searchHandlers';
import { server } from '../helpers/server';

/**
 * The server renders a page once, after its routes' loaders have read what it shows (client/server.tsx). Here the
 * same routes run their loaders into a store, as the server's static handler does, and the page is then drawn from
 * that store: it must show its content without asking for anything more, which holds only if each loader reads
 * exactly what the page's components subscribe to.
 */
async function loadThenDraw(url: string, language: Language = 'en') {
  const store = makeStore({ ui: { ...initialUiState, language } });
  const router = createMemoryRouter(createRoutes(store), { initialEntries: [url] });
  await waitFor(() => expect(router.state.initialized).toBe(true));
  const readByLoaders = [...requests];
  render(
    <Providers store={store} i18n={createI18n(language)}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { store, router, readByLoaders };
}

/** What the page's leaf route answered: its record. */
const recordOf = (router: ReturnType<typeof createMemoryRouter>) => {
  const leaf = router.state.matches.at(-1)!;
  return router.state.loaderData[leaf.route.id];
};

let requests: string[] = [];

describe("the public pages' loaders", () => {
  useCatalogueApi();

  beforeEach(() => {
    requests = recordApiRequests();
    catalogueDb.seed({
      categories: [makeCategory(1, { name: 'Sweeteners' }), makeCategory(2, { name: 'Emulsifiers' })],
      products: [
        makeProduct(7, 1, { name: 'Aspartame' }),
        makeProduct(8, 1, { name: 'Sucralose' }),
        makeProduct(9, 2, { name: 'Soy Lecithin' }),
      ],
    });
    contentDb.seed({ articles: [makeArticle(3, { title: 'Clean labels' })] });
    careersDb.seed([makeCareer(4, { name: 'Lab Analyst' })]);
    server.use(...contentHandlers, searchHandler);
  });

  it.each([
    [paths.productDetail(7), { level: 2, name: 'Aspartame' }],
    [`${paths.categoryProducts(1)}?sort=za`, { level: 2, name: 'Sweeteners' }],
    [`${paths.categories}?q=lecithin`, { level: 2, name: 'Emulsifiers' }],
    [paths.articleDetail(3), { name: 'Clean labels' }],
    [paths.careerDetail(4), { name: 'Lab Analyst' }],
    [`${paths.search}?q=sucralose`, { name: 'Products' }],
  ])('%s: the page shows what its loaders read, and reads nothing more', async (url, heading) => {
    const { store, readByLoaders } = await loadThenDraw(url);

    expect(readByLoaders.some((request) => request.startsWith('/site?'))).toBe(true);
    expect(await screen.findByRole('heading', heading)).toBeInTheDocument();
    // Every read the page's components subscribe to has answered: none of them was started by the page itself,
    // but for a public form's token, which is the visitor's own and never in a page the server keeps.
    await waitFor(() =>
      expect(Object.values(store.getState().api.queries).every((query) => query?.status !== 'pending')).toBe(true),
    );
    expect(requests.filter((request) => !request.startsWith('/enquiries/form-token'))).toEqual(readByLoaders);
  });

  it("answers the page's record: what its first read answered, in the page's language", async () => {
    const { router, readByLoaders } = await loadThenDraw(paths.productDetail(7), 'id');

    expect(readByLoaders).toContain('/products/7?lang=id');
    expect(recordOf(router)).toEqual({ data: expect.objectContaining({ id: 7, name: 'Aspartame' }) });
  });

  it('answers the status a failed read gave', async () => {
    const missing = await loadThenDraw(paths.productDetail(99));
    expect(recordOf(missing.router)).toEqual({ data: null, failedWith: 404 });
  });

  it('reads nothing for a path whose id is not one', async () => {
    const { router, readByLoaders } = await loadThenDraw(paths.productDetail('007'));

    expect(recordOf(router)).toBeNull();
    expect(readByLoaders.filter((request) => !request.startsWith('/site?'))).toEqual([]);
  });
});
