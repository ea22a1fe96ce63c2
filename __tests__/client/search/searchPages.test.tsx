import { screen, within } from '@testing-library/react';
import { initialUiState } from '@/client/app/ui/uiSlice';
import type { Language } from '@/common/language';
import { SEARCH_PAGE_LIMIT } from '@/common/site-search';
import { makeCategory, makeProduct } from '../../fixtures/client/catalogue';
import { searchableSite } from '../../fixtures/client/search';
import { careersDb } from '../helpers/careersDb';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { renderRoute } from '../helpers/render';
import { searchHandler } from '../helpers/searchHandlers';
import { server } from '../helpers/server';

function openResults(query: string, language: Language = 'en') {
  return renderRoute(`/pencarian${query}`, { language, preloadedState: { ui: { ...initialUiState, language } } });
}

const productLinks = () =>
  within(screen.getByRole('region', { name: 'Products' }))
    .getAllByRole('link')
    .map((link) => link.querySelector('p')?.textContent);

/** 45 products whose names start with 'Stevia': three pages of 20. */
const manySteviaProducts = () =>
  Array.from({ length: 2 * SEARCH_PAGE_LIMIT + 5 }, (_, index) =>
    makeProduct(100 + index, 2, { name: `Stevia Blend ${index + 1}` }),
  );

describe('/pencarian pages', () => {
  useCatalogueApi();

  beforeEach(() => {
    catalogueDb.seed(searchableSite);
    contentDb.seed({ articles: searchableSite.articles });
    careersDb.seed(searchableSite.careers);
    server.use(...contentHandlers, searchHandler);
  });

  it('pages through every result with links that carry the text and the page', async () => {
    catalogueDb.seed({ categories: searchableSite.categories, products: manySteviaProducts() });
    const { user, router } = openResults('?q=stevia');

    expect(await screen.findByText(`Showing 1–${SEARCH_PAGE_LIMIT} of 45`)).toBeInTheDocument();
    const pager = screen.getByRole('navigation', { name: 'Search result pages' });
    expect(within(pager).getByRole('link', { name: 'Page 3' })).toHaveAttribute('href', '/pencarian?q=stevia&page=3');
    expect(within(pager).getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/pencarian?q=stevia&page=2');

    await user.click(within(pager).getByRole('link', { name: 'Page 3' }));

    expect(await screen.findByText('Showing 41–45 of 45')).toBeInTheDocument();
    expect(productLinks()).toEqual([
      'Stevia Blend 41',
      'Stevia Blend 42',
      'Stevia Blend 43',
      'Stevia Blend 44',
      'Stevia Blend 45',
    ]);
    expect(router.state.location.search).toBe('?q=stevia&page=3');
  });

  it.each([
    ['en', 'There is no page 9', 'The last page is 3.', 'Go to page 3'],
    ['id', 'Tidak ada halaman 9', 'Halaman terakhir adalah 3.', 'Ke halaman 3'],
  ] as const)('past the last page says so in %s and links to the last one', async (language, title, hint, link) => {
    catalogueDb.seed({ categories: searchableSite.categories, products: manySteviaProducts() });
    openResults('?q=stevia&page=9', language);

    expect(await screen.findByText(title)).toBeInTheDocument();
    expect(screen.getByText(hint)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/pencarian?q=stevia&page=3');
  });

  it('is a search form sending its text as ?q= to the search page, which works without the page code', async () => {
    openResults('?q=emulsifier');

    const field = await screen.findByRole('searchbox', { name: 'Search the site' });
    const form = field.closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('role', 'search');
    expect(field).toHaveAttribute('name', 'q');
  });

  it('titles hits in the page language and lists a kind whose name matched first', async () => {
    catalogueDb.seed({
      categories: [makeCategory(7, { name: 'Sweeteners', description: 'For drinks' })],
      products: [
        makeProduct(8, 7, {
          name: 'Aspartame',
          description: 'Used in sweeteners for soft drinks.',
          translations: { id: { name: 'Aspartam', description: 'Serbuk putih' } },
        }),
      ],
    });
    openResults('?q=sweeteners');

    await screen.findByRole('heading', { level: 2, name: 'Products' });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Categories',
      'Products',
    ]);

    openResults('?q=aspartame', 'id');
    const products = await screen.findAllByRole('region', { name: 'Produk' });
    const hit = within(products.at(-1)!).getByRole('link');
    expect(hit.querySelector('p')).toHaveTextContent('Aspartam');
    expect(hit.querySelector('p')).not.toHaveTextContent('Aspartame');
    expect(hit.querySelector('[lang="en"]')).toHaveTextContent('Aspartame');
  });
});
