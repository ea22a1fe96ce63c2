import { screen, waitFor, within } from '@testing-library/react';
import { initialUiState } from '@/client/app/ui/uiSlice';
import type { Certification, Term } from '@/common/api/product-data';
import type { Language } from '@/common/language';
import { makeCategory, makeProduct, makeTerm, type StoredProduct } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { catalogueTermsDb } from '../helpers/catalogueTermsDb';
import { enter } from '../helpers/enter';
import { pathsOf, recordApiRequests } from '../helpers/apiRequests';
import { renderRoute } from '../helpers/render';

type User = ReturnType<typeof renderRoute>['user'];

const INDUSTRIES = [
  makeTerm(1, 'Food & Beverage', { translations: { id: { name: 'Makanan & Minuman' } } }),
  makeTerm(2, 'Cosmetics & Personal Care', { translations: { id: { name: 'Kosmetik & Perawatan Diri' } } }),
  makeTerm(3, 'Bakery', { translations: { id: { name: 'Roti & Kue' } } }),
];
const APPLICATIONS = [
  makeTerm(1, 'Emulsifying', { translations: { id: { name: 'Pengemulsi' } } }),
  makeTerm(2, 'Sweetening', { translations: { id: { name: 'Pemanis' } } }),
  makeTerm(3, 'Moisturising', { translations: { id: { name: 'Pelembap' } } }),
];

const terms = (all: typeof INDUSTRIES, ids: number[]): Term[] =>
  ids.map((id) => ({ id, name: all.find((term) => term.id === id)!.name }));
const certified = (...kinds: Certification['kind'][]): Certification[] =>
  kinds.map((kind) => ({ kind, name: '', issuer: 'BPJPH', number: `${kind}-1`, expires_on: null }));

function product(id: number, categoryId: number, name: string, tags: Partial<StoredProduct>) {
  return makeProduct(id, categoryId, { name, ...tags });
}

/**
 * Food & Beverage: Soy Lecithin, Sucralose, Stevia Extract; Cosmetics: Polysorbate 80, Glycerin, Hyaluronic Acid;
 * Bakery: Soy Lecithin. Halal: Soy Lecithin, Polysorbate 80, Sucralose; kosher: Polysorbate 80, Glycerin.
 */
const facetedCatalogue = {
  categories: [
    makeCategory(1, { name: 'Emulsifiers' }),
    makeCategory(2, { name: 'Sweeteners' }),
    makeCategory(3, { name: 'Cosmetic Actives' }),
  ],
  products: [
    product(1, 1, 'Soy Lecithin', {
      industries: terms(INDUSTRIES, [1, 3]),
      applications: terms(APPLICATIONS, [1]),
      certifications: certified('halal'),
    }),
    product(2, 1, 'Polysorbate 80', {
      industries: terms(INDUSTRIES, [2]),
      applications: terms(APPLICATIONS, [1]),
      certifications: certified('halal', 'kosher'),
    }),
    product(3, 2, 'Sucralose', {
      industries: terms(INDUSTRIES, [1]),
      applications: terms(APPLICATIONS, [2]),
      certifications: certified('halal'),
    }),
    product(4, 2, 'Stevia Extract', { industries: terms(INDUSTRIES, [1]), applications: terms(APPLICATIONS, [2]) }),
    product(5, 3, 'Glycerin', {
      industries: terms(INDUSTRIES, [2]),
      applications: terms(APPLICATIONS, [3]),
      certifications: certified('kosher'),
    }),
    product(6, 3, 'Hyaluronic Acid', { industries: terms(INDUSTRIES, [2]), applications: terms(APPLICATIONS, [3]) }),
  ],
};

const filterBox = (name: string) => screen.getByRole('combobox', { name });

/** The options of a filter, as its menu lists them; the menu is closed again. */
async function optionsOf(user: User, filter: string): Promise<string[]> {
  await user.click(filterBox(filter));
  const names = within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
  return names;
}

async function choose(user: User, filter: string, option: string) {
  await user.click(filterBox(filter));
  await user.click(await screen.findByRole('option', { name: option }));
}

const categoryNames = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const stripOf = (category: string) =>
  within(screen.getByRole('region', { name: `Products of ${category}` }))
    .getAllByRole('link')
    .map((link) => link.textContent);

function open(path: string, language: Language = 'en') {
  return renderRoute(path, { language, preloadedState: { ui: { ...initialUiState, language } } });
}

/** The filters have their counts once every select can be opened. */
const countsLoaded = () => waitFor(() => expect(filterBox('Industry')).not.toHaveAttribute('aria-disabled'));

describe('catalogue filters', () => {
  useCatalogueApi();

  beforeEach(() => {
    catalogueDb.seed(facetedCatalogue);
    catalogueTermsDb.seed({ industry: INDUSTRIES, application: APPLICATIONS });
  });

  describe('on /produk_kategori', () => {
    it('offers each industry, application and certification with how many products it lists', async () => {
      const { user } = open('/produk_kategori');
      await screen.findAllByRole('article');
      await countsLoaded();

      expect(screen.getByRole('group', { name: 'Filters' })).toBeInTheDocument();
      expect(await optionsOf(user, 'Industry')).toEqual([
        'All',
        'Bakery (1)',
        'Cosmetics & Personal Care (3)',
        'Food & Beverage (3)',
      ]);
      expect(await optionsOf(user, 'Application')).toEqual([
        'All',
        'Emulsifying (2)',
        'Moisturising (2)',
        'Sweetening (2)',
      ]);
      expect(await optionsOf(user, 'Certification')).toEqual(['All', 'Halal (3)', 'Kosher (2)']);
      expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
    });

    it('lists only the products of a chosen industry, keeps it in the URL and counts the other filters anew', async () => {
      const { user, router } = open('/produk_kategori?page=1');
      await screen.findAllByRole('article');
      await countsLoaded();

      await choose(user, 'Industry', 'Food & Beverage (3)');

      await waitFor(() => expect(categoryNames()).toEqual(['Sweeteners', 'Emulsifiers']));
      expect(router.state.location.search).toBe('?industry=1');
      expect(stripOf('Sweeteners')).toEqual(['Stevia Extract', 'Sucralose']);
      expect(stripOf('Emulsifiers')).toEqual(['Soy Lecithin']);
      expect(filterBox('Industry')).toHaveTextContent('Food & Beverage (3)');
      await waitFor(async () =>
        expect(await optionsOf(user, 'Application')).toEqual(['All', 'Emulsifying (1)', 'Sweetening (2)']),
      );
      expect(await optionsOf(user, 'Certification')).toEqual(['All', 'Halal (2)']);

      await choose(user, 'Certification', 'Halal (2)');

      await waitFor(() => expect(stripOf('Sweeteners')).toEqual(['Sucralose']));
      expect(router.state.location.search).toBe('?industry=1&certification=halal');
      expect(categoryNames()).toEqual(['Emulsifiers', 'Sweeteners']);
    });

    it('clears every filter at once', async () => {
      const { user, router } = open('/produk_kategori?industry=2&certification=kosher&q=gly');
      await waitFor(() => expect(categoryNames()).toEqual(['Cosmetic Actives']));

      await user.click(screen.getByRole('button', { name: 'Clear filters' }));

      await waitFor(() => expect(router.state.location.search).toBe('?q=gly'));
      expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
      await countsLoaded();
      expect(filterBox('Industry')).toHaveTextContent('All');
    });

    it('opens a URL with filters with them applied, combined with the search', async () => {
      open('/produk_kategori?application=3&q=acid');

      await waitFor(() => expect(categoryNames()).toEqual(['Cosmetic Actives']));
      expect(stripOf('Cosmetic Actives')).toEqual(['Hyaluronic Acid']);
      await waitFor(() => expect(filterBox('Application')).toHaveTextContent('Moisturising (1)'));
      expect(screen.getByRole('searchbox', { name: 'Search categories or products...' })).toHaveValue('acid');
    });

    it('says when no product matches the filters, and clears them from there', async () => {
      const { user, router } = open('/produk_kategori?industry=3&application=2');

      expect(await screen.findByText('No results found')).toBeInTheDocument();
      await user.click(screen.getAllByRole('button', { name: 'Clear filters' }).at(-1)!);

      await waitFor(() => expect(categoryNames()).toEqual(['Cosmetic Actives', 'Emulsifiers', 'Sweeteners']));
      expect(router.state.location.search).toBe('');
    });

    it('shows the filters behind a button on a phone, in a drawer', async () => {
      // Which of the row and the button shows is a media query of the stylesheet, which jsdom does not apply:
      // the phone's button is reached here as the stylesheet leaves it for wider screens, hidden (the browser suite
      // sees it on a phone's screen).
      const { user, router } = open('/produk_kategori');
      await screen.findAllByRole('article');

      await user.click(screen.getByRole('button', { name: 'Filters', hidden: true }));
      const drawer = await screen.findByRole('dialog', { name: 'Filters' });
      await countsLoaded();
      await choose(user, 'Certification', 'Kosher (2)');
      await user.click(within(drawer).getByRole('button', { name: 'Show products' }));

      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(router.state.location.search).toBe('?certification=kosher');
      expect(screen.getByRole('button', { name: 'Filters (1)', hidden: true })).toBeInTheDocument();
      await waitFor(() => expect(categoryNames()).toEqual(['Cosmetic Actives', 'Emulsifiers']));
    });

    it('asks once for the list and the counts of the filters in its URL', async () => {
      const requested = recordApiRequests();

      open('/produk_kategori?industry=1&certification=halal&sort=alphabetical');

      await waitFor(() => expect(categoryNames()).toEqual(['Emulsifiers', 'Sweeteners']));
      expect(stripOf('Sweeteners')).toEqual(['Sucralose']);
      expect(pathsOf(requested).filter((path) => path !== '/site')).toEqual([
        '/categories/products',
        '/catalogue/facets',
      ]);
    });

    it('reads in Indonesian', async () => {
      const { user } = open('/produk_kategori', 'id');
      await screen.findAllByRole('article');
      await waitFor(() => expect(filterBox('Industri')).not.toHaveAttribute('aria-disabled'));

      expect(screen.getByRole('group', { name: 'Filter' })).toBeInTheDocument();
      expect(await optionsOf(user, 'Industri')).toEqual([
        'Semua',
        'Kosmetik & Perawatan Diri (3)',
        'Makanan & Minuman (3)',
        'Roti & Kue (1)',
      ]);
      expect(await optionsOf(user, 'Sertifikasi')).toEqual(['Semua', 'Halal (3)', 'Kosher (2)']);
      await choose(user, 'Aplikasi', 'Pemanis (2)');
      expect(await screen.findByRole('button', { name: 'Hapus filter' })).toBeInTheDocument();
    });
  });

  describe('on a category page', () => {
    it("filters the category's products, with counts of that category only", async () => {
      const { user, router } = open('/produk_kategori/produk/2');
      await screen.findByRole('heading', { level: 2, name: 'Sweeteners' });
      await countsLoaded();
      expect(await optionsOf(user, 'Certification')).toEqual(['All', 'Halal (1)']);
      expect(await optionsOf(user, 'Industry')).toEqual(['All', 'Food & Beverage (2)']);

      await choose(user, 'Certification', 'Halal (1)');

      const list = () => screen.getByRole('list', { name: 'Products of Sweeteners' });
      await waitFor(() =>
        expect(
          within(list())
            .getAllByRole('link')
            .map((link) => link.textContent),
        ).toEqual(['Sucralose']),
      );
      expect(router.state.location.search).toBe('?certification=halal');

      await user.click(screen.getByRole('button', { name: 'Clear filters' }));

      await waitFor(() =>
        expect(
          within(list())
            .getAllByRole('link')
            .map((link) => link.textContent),
        ).toEqual(['Stevia Extract', 'Sucralose']),
      );
      expect(router.state.location.search).toBe('');
    });

    it('counts the products its search leaves', async () => {
      const { user } = open('/produk_kategori/produk/2');
      await screen.findByRole('heading', { level: 2, name: 'Sweeteners' });
      await countsLoaded();

      await enter(user, screen.getByRole('searchbox', { name: 'Search products...' }), 'stevia');

      await waitFor(async () => expect(await optionsOf(user, 'Industry')).toEqual(['All', 'Food & Beverage (1)']));
      expect(filterBox('Certification')).toHaveAttribute('aria-disabled', 'true');
    });

    it('opens a URL with a filter applied, asking once for the products and their counts', async () => {
      const requested = recordApiRequests();

      open('/produk_kategori/produk/3?certification=kosher');

      const list = await screen.findByRole('list', { name: 'Products of Cosmetic Actives' });
      expect(
        within(list)
          .getAllByRole('link')
          .map((link) => link.textContent),
      ).toEqual(['Glycerin']);
      await waitFor(() => expect(filterBox('Certification')).toHaveTextContent('Kosher (1)'));
      expect(requested.filter((request) => !request.startsWith('/site'))).toEqual([
        '/products/category/3?certification=kosher&lang=en',
        '/catalogue/facets?category=3&certification=kosher&lang=en',
      ]);
    });
  });
});
