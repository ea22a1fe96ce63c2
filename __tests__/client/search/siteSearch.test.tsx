import { screen, waitFor, within } from '@testing-library/react';
import { initialUiState } from '@/client/app/ui/uiSlice';
import type { Language } from '@/common/language';
import { searchableSite } from '../../fixtures/client/search';
import { careersDb } from '../helpers/careersDb';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { currentPath, renderRoute } from '../helpers/render';
import { searchHandler } from '../helpers/searchHandlers';
import { server } from '../helpers/server';

type View = ReturnType<typeof renderRoute>;

/** The about page, a page of its own content only, with the navigation bar's search; content read in `language`. */
async function openSite(language: Language = 'en') {
  const view = renderRoute('/tentang', { language, preloadedState: { ui: { ...initialUiState, language } } });
  await screen.findAllByRole('heading', { level: 1 });
  // The search box is a chunk of its own, loaded once the page is up.
  await screen.findByRole('combobox');
  return view;
}

const searchBox = (name = 'Search the site') => screen.getByRole('combobox', { name });

async function type(view: View, text: string, name?: string) {
  await view.user.click(searchBox(name));
  await view.user.keyboard(text);
}

const optionNames = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('option')
    .map((option) => option.querySelector('span')?.textContent);

/** The words drawn in <mark> inside `element`. */
const marked = (element: HTMLElement) => Array.from(element.querySelectorAll('mark'), (mark) => mark.textContent);

describe('the navigation bar search', () => {
  useCatalogueApi();

  beforeEach(() => {
    catalogueDb.seed(searchableSite);
    contentDb.seed({ articles: searchableSite.articles });
    careersDb.seed(searchableSite.careers);
    server.use(...contentHandlers, searchHandler);
  });

  it('shows the hits of every kind as the visitor types, grouped, with the matched words marked', async () => {
    const view = await openSite();

    await type(view, 'emulsifier');

    const products = await screen.findByRole('group', { name: 'Products' });
    expect(searchBox()).toHaveAttribute('aria-expanded', 'true');
    // A match in the name ranks before one in the description.
    expect(optionNames('Products')).toEqual(['Glyceryl Monostearate Emulsifier', 'Soy Lecithin', 'Polysorbate 80']);
    expect(optionNames('Categories')).toEqual(['Emulsifiers']);
    expect(optionNames('Articles')).toEqual(['Choosing an emulsifier for ice cream']);
    expect(optionNames('Careers')).toEqual(['Food Technologist']);

    const lecithin = within(products).getByRole('option', { name: /Soy Lecithin/ });
    expect(marked(lecithin)).toEqual(['emulsifier']);
    expect(lecithin).toHaveTextContent('A natural emulsifier for chocolate, margarine and bakery.');
    expect(lecithin).toHaveAttribute('href', '/produk_kategori/produk/detail_produk/1');
    expect(screen.getByRole('option', { name: /^Emulsifiers/ })).toHaveAttribute('href', '/produk_kategori/produk/1');
    expect(screen.getByRole('option', { name: /ice cream/ })).toHaveAttribute('href', '/artikel/detail_artikel/1');
    expect(screen.getByRole('option', { name: /Food Technologist/ })).toHaveAttribute('href', '/karir/detail_karir/1');
    expect(screen.getByRole('option', { name: 'See all results for “emulsifier”' })).toHaveAttribute(
      'href',
      '/pencarian?q=emulsifier',
    );
  });

  it('waits for two characters before it searches', async () => {
    const requests: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/search')) requests.push(request.url);
    });
    const view = await openSite();

    await type(view, 'e');

    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await view.user.keyboard('m');
    expect(await screen.findByRole('group', { name: 'Products' })).toBeInTheDocument();
    expect(requests.map((url) => new URL(url).searchParams.get('q'))).toEqual(['em']);
  });

  it('moves through the hits with the arrow keys and opens the active one with Enter', async () => {
    const view = await openSite();
    await type(view, 'emulsifier');
    await screen.findByRole('group', { name: 'Products' });

    await view.user.keyboard('{ArrowDown}{ArrowDown}');

    const active = screen.getByRole('option', { name: /Soy Lecithin/ });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(searchBox()).toHaveAttribute('aria-activedescendant', active.id);
    expect(screen.getByRole('option', { name: /Glyceryl/ })).toHaveAttribute('aria-selected', 'false');

    // Up from the first option goes round to the last one, 'See all results'.
    await view.user.keyboard('{ArrowUp}{ArrowUp}');
    expect(screen.getByRole('option', { name: /See all results/ })).toHaveAttribute('aria-selected', 'true');
    await view.user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');

    await waitFor(() => expect(currentPath(view.router)).toBe('/produk_kategori/produk/1'));
    expect(searchBox()).toHaveValue('');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('opens a hit that is clicked', async () => {
    const view = await openSite();
    await type(view, 'technolog');

    await view.user.click(await screen.findByRole('option', { name: /Food Technologist/ }));

    await waitFor(() => expect(currentPath(view.router)).toBe('/karir/detail_karir/1'));
  });

  it('opens the results page for the text on Enter when no hit is active', async () => {
    const view = await openSite();
    await type(view, 'soy lec');
    await screen.findByRole('option', { name: /Soy Lecithin/ });

    await view.user.keyboard('{Enter}');

    await waitFor(() =>
      expect(view.router.state.location).toMatchObject({ pathname: '/pencarian', search: '?q=soy+lec' }),
    );
  });

  it('closes its hits with Escape, then empties the field', async () => {
    const view = await openSite();
    await type(view, 'sucra');
    await screen.findByRole('option', { name: /Sucralose/ });

    await view.user.keyboard('{Escape}');

    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(searchBox()).toHaveAttribute('aria-expanded', 'false');
    expect(searchBox()).toHaveValue('sucra');
    await view.user.keyboard('{Escape}');
    expect(searchBox()).toHaveValue('');
  });

  it('on a narrow screen unfolds from its button, takes the focus, and folds back with Escape', async () => {
    const view = await openSite();

    // The magnifier is a link to the results page, which the search's code turns into unfolding the field.
    await view.user.click(screen.getByRole('link', { name: 'Search' }));

    expect(searchBox()).toHaveFocus();
    await view.user.keyboard('{Escape}');
    expect(screen.getByRole('link', { name: 'Search' })).toHaveFocus();
  });

  it('says which words it searched for when it corrected a misspelt one', async () => {
    const view = await openSite();

    await type(view, 'emulsifer');

    expect(await screen.findByText('Showing results for “emulsifier”')).toBeInTheDocument();
    expect(within(screen.getByRole('option', { name: /Glyceryl/ })).getByText('Emulsifier').tagName).toBe('MARK');
  });

  it('says so when nothing matches, with no option to choose', async () => {
    const view = await openSite();

    await type(view, 'xylitolzz');

    expect(await screen.findByText('No results for “xylitolzz”')).toBeInTheDocument();
    expect(screen.queryAllByRole('option')).toEqual([]);
  });

  it('reads in Indonesian: its texts, the hits in Indonesian, and a hit found only in English marked as English', async () => {
    const view = await openSite('id');

    await type(view, 'emulsifier', 'Cari di situs');

    const products = await screen.findByRole('group', { name: 'Produk' });
    expect(screen.getByRole('group', { name: 'Kategori' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Artikel' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Karier' })).toBeInTheDocument();
    const monostearate = within(products).getByRole('option', { name: /Gliseril Monostearat/ });
    expect(monostearate).not.toHaveAttribute('lang');
    expect(marked(monostearate)).toEqual(['Emulsifier']);
    const polysorbate = within(products).getByRole('option', { name: /Polysorbate 80/ });
    expect(polysorbate).not.toHaveAttribute('lang');
    expect(polysorbate.querySelector('[lang="en"]')).toHaveTextContent(/emulsifier/);
    expect(screen.getByRole('option', { name: 'Lihat semua hasil untuk “emulsifier”' })).toBeInTheDocument();
  });
});
