import { screen, waitFor, within } from '@testing-library/react';
import { initialUiState } from '@/client/app/ui/uiSlice';
import type { Language } from '@/common/language';
import { SEARCH_PAGE_LIMIT } from '@/common/site-search';
import { makeProduct } from '../../fixtures/client/catalogue';
import { searchableSite } from '../../fixtures/client/search';
import { careersDb } from '../helpers/careersDb';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { recordApiRequests } from '../helpers/apiRequests';
import { renderRoute } from '../helpers/render';
import { searchHandler } from '../helpers/searchHandlers';
import { server } from '../helpers/server';

function openResults(query: string, language: Language = 'en') {
  return renderRoute(`/pencarian${query}`, { language, preloadedState: { ui: { ...initialUiState, language } } });
}

const section = (name: string) => screen.getByRole('region', { name });
const linkNames = (name: string) =>
  within(section(name))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('/pencarian', () => {
  useCatalogueApi();

  beforeEach(() => {
    catalogueDb.seed(searchableSite);
    contentDb.seed({ articles: searchableSite.articles });
    careersDb.seed(searchableSite.careers);
    server.use(...contentHandlers, searchHandler);
  });

  it("lists every kind's hits under its heading with how many were found, each linking to its page", async () => {
    openResults('?q=emulsifier');

    expect(await screen.findByRole('heading', { level: 2, name: 'Products' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'SEARCH' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('emulsifier');
    expect(screen.getByText('6 results for “emulsifier”')).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Products',
      'Categories',
      'Articles',
      'Careers',
    ]);
    expect(within(section('Products')).getByText('3 found')).toBeInTheDocument();
    expect(linkNames('Products')[0]).toBe('Glyceryl Monostearate EmulsifierKeeps bread soft for longer.');
    const lecithin = within(section('Products')).getByRole('link', { name: /Soy Lecithin/ });
    expect(lecithin).toHaveAttribute('href', '/produk_kategori/produk/detail_produk/1');
    expect(Array.from(lecithin.querySelectorAll('mark'), (mark) => mark.textContent)).toEqual(['emulsifier']);
    expect(within(section('Careers')).getByRole('link', { name: /Food Technologist/ })).toHaveAttribute(
      'href',
      '/karir/detail_karir/1',
    );
    expect(document.title).toBe('Search results for “emulsifier” | Aditif Test');
  });

  it('asks for the results of the text in its URL once', async () => {
    const requested = recordApiRequests();

    openResults('?q=lecithin&page=1');

    expect(await screen.findByRole('link', { name: /Soy Lecithin/ })).toBeInTheDocument();
    expect(requested.filter((request) => request.startsWith('/search'))).toEqual([
      `/search?q=lecithin&limit=${SEARCH_PAGE_LIMIT}&lang=en`,
    ]);
  });

  it('shows the first hits of a large group and says how many there are in all', async () => {
    const many = Array.from({ length: SEARCH_PAGE_LIMIT + 3 }, (_, index) =>
      makeProduct(100 + index, 2, { name: `Stevia Blend ${index + 1}` }),
    );
    catalogueDb.seed({ categories: searchableSite.categories, products: many });

    openResults('?q=stevia');

    expect(await screen.findByText(`Showing 1–${SEARCH_PAGE_LIMIT} of ${SEARCH_PAGE_LIMIT + 3}`)).toBeInTheDocument();
    expect(linkNames('Products')).toHaveLength(SEARCH_PAGE_LIMIT);
  });

  it('searches again as the visitor types, keeping the text in the URL', async () => {
    const { user, router } = openResults('?q=emulsifier');
    await screen.findByRole('heading', { level: 2, name: 'Careers' });

    await user.clear(screen.getByRole('searchbox', { name: 'Search the site' }));
    await user.keyboard('sucralose');

    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Careers' })).not.toBeInTheDocument());
    expect(linkNames('Products')).toEqual(['SucraloseA sweetener 600 times sweeter than sugar.']);
    expect(router.state.location.search).toBe('?q=sucralose');
  });

  it('names the corrected words when a word was misspelt', async () => {
    openResults('?q=lecitin');

    expect(await screen.findByText('Showing results for “lecithin”')).toBeInTheDocument();
    expect(linkNames('Products')).toEqual(['Soy LecithinA natural emulsifier for chocolate, margarine and bakery.']);
  });

  it('says when nothing was found, with a way to the catalogue', async () => {
    openResults('?q=xylitolzz');

    expect(await screen.findByText('No results for “xylitolzz”')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the product catalogue' })).toHaveAttribute(
      'href',
      '/produk_kategori',
    );
  });

  it('asks what to look for when the text is missing or too short, without searching', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/search')) requests.push(request.url);
    });

    openResults('?q=e');

    expect(await screen.findByText('What are you looking for?')).toBeInTheDocument();
    expect(screen.getByText(/Type at least 2 characters/)).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('reads in Indonesian', async () => {
    openResults('?q=emulsifier', 'id');

    expect(await screen.findByRole('heading', { level: 2, name: 'Produk' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'PENCARIAN' })).toBeInTheDocument();
    expect(screen.getByText('6 hasil untuk “emulsifier”')).toBeInTheDocument();
    expect(within(section('Produk')).getByText('3 ditemukan')).toBeInTheDocument();
    expect(linkNames('Produk')[0]).toBe('Emulsifier Gliseril MonostearatMenjaga roti tetap lembut lebih lama.');
    // Found in English only: its snippet is marked as English for screen readers.
    const polysorbate = within(section('Produk')).getByRole('link', { name: /Polysorbate 80/ });
    expect(polysorbate).not.toHaveAttribute('lang');
    expect(polysorbate.querySelector('[lang="en"]')).toHaveTextContent(/emulsifier/);
    expect(document.title).toBe('Hasil pencarian untuk “emulsifier” | Aditif Test');
  });
});
