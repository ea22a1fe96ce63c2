import { render, screen, waitFor } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/client/app/providers';
import { createRoutes } from '@/client/app/router';
import { DEFAULT_TIME_ZONE as SITE_TIME_ZONE } from '@/common/time-zone';
import { makeStore, type RootState } from '@/client/app/store';
import { careerList } from '../../fixtures/client/careers';
import { sampleCatalogue } from '../../fixtures/client/catalogue';
import { articleList, makeWhatsNewItem, photoList } from '../../fixtures/client/content';
import { aboutContent, homeContent } from '../../fixtures/client/home';
import { siteSettings } from '../../fixtures/client/site';
import { sampleStaff } from '../../fixtures/client/users';
import { careersDb } from '../helpers/careersDb';
import { catalogueDb } from '../helpers/catalogueDb';
import { catalogueHandlers } from '../helpers/catalogueHandlers';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { homeContentHandler } from '../helpers/homeHandlers';
import { createMarkerI18n, MARKER } from '../helpers/markerI18n';
import { server } from '../helpers/server';
import { GOOD_TOKEN, usersHandlers } from '../helpers/usersHandlers';

/*
 * Every text the public pages show must come from t() or from data. The pages are rendered with an i18n instance
 * whose every key reads '⟦ns:key⟧'; a text node or accessible attribute that, once the markers and the fixtures'
 * data are taken out, still holds a letter is a literal that skipped t() and would read the same in both languages.
 */

const careers = careerList(2);
const articles = articleList(8);
const photos = photoList(3);
const whatsNew = [
  makeWhatsNewItem(1, 'PD-1'),
  makeWhatsNewItem(2, 'CR-1'),
  makeWhatsNewItem(3, 'AR-2'),
  makeWhatsNewItem(4, 'XX-4'),
];

/** Language-neutral texts that are neither data nor translated: the language switch's codes. */
const LANGUAGE_NEUTRAL = new Set(['EN', 'ID']);

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(strings);
  return [];
}

const longDate = new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: SITE_TIME_ZONE });
const fixtureTexts = strings([
  careers,
  sampleCatalogue,
  articles,
  photos,
  whatsNew,
  homeContent,
  aboutContent,
  siteSettings,
  // Whom an invitation greets: a person's name and username (not their role or status, which are translated).
  sampleStaff().map(({ name, username, email }) => ({ name, username, email })),
]);
const dataTexts = [
  ...fixtureTexts,
  // Long texts are shown one paragraph per <p>.
  ...fixtureTexts.flatMap((text) => text.split(/\n{2,}/)),
  ...fixtureTexts.filter((text) => /^\d{4}-\d{2}-\d{2}T/.test(text)).map((iso) => longDate.format(new Date(iso))),
]
  .filter((text) => text.length > 2)
  .sort((a, b) => b.length - a.length);

/** `text` when it holds words that are neither a marker nor data, else undefined. */
function literalIn(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed || LANGUAGE_NEUTRAL.has(trimmed)) return undefined;
  // Data cut to its first characters plus '...' (cards, What's New).
  if (trimmed.endsWith('...') && dataTexts.some((data) => data.startsWith(trimmed.slice(0, -3)))) return undefined;
  let rest = trimmed.replace(MARKER, ' ');
  for (const data of dataTexts) rest = rest.split(data).join(' ');
  return /\p{L}/u.test(rest) ? trimmed : undefined;
}

const CHECKED_ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder', 'aria-roledescription', 'aria-valuetext'];

/** Every literal on the page: text nodes, accessible attributes and the document title. */
function literalsOnPage(): string[] {
  const found: string[] = [];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const literal = literalIn(node.textContent ?? '');
    if (literal) found.push(`text "${literal}" in <${node.parentElement?.tagName.toLowerCase()}>`);
  }
  for (const element of Array.from(document.body.querySelectorAll('*'))) {
    for (const attribute of CHECKED_ATTRIBUTES) {
      const literal = literalIn(element.getAttribute(attribute) ?? '');
      if (literal) found.push(`${attribute}="${literal}" on <${element.tagName.toLowerCase()}>`);
    }
  }
  const title = literalIn(document.title);
  if (title) found.push(`document title "${title}"`);
  return found;
}

function renderWithMarkers(path: string, state?: Partial<RootState>) {
  const router = createMemoryRouter(createRoutes(), { initialEntries: [path] });
  render(
    <Providers store={makeStore(state)} i18n={createMarkerI18n()}>
      <RouterProvider router={router} />
    </Providers>,
  );
}

const LOADING = '⟦common:state.loading⟧';

/** A basket holding a product of the fixtures, so the quote request shows its whole form. */
const withBasket: Partial<RootState> = {
  enquiry: {
    items: [{ productId: 1, name: sampleCatalogue.products[0]!.name, quantity: 5, unit: 'kg', sample: true }],
  },
};

/** Each public route (SPEC.md 2.2) and how to tell that its data has arrived. */
const PUBLIC_PAGES: Array<{
  path: string;
  /** What the test is called when the path alone does not say (the same page in another state). */
  name?: string;
  state?: Partial<RootState>;
  loaded: () => Promise<unknown>;
}> = [
  // The home page builds its sections one after the other below the first screen: the articles, then CONTACT US.
  {
    path: '/',
    loaded: async () => {
      await screen.findByRole('link', { name: articles[7]!.title }, { timeout: 15_000 });
      await screen.findByRole('link', { name: /⟦public:enquiry\.whatsapp\.label⟧/ }, { timeout: 15_000 });
    },
  },
  { path: '/karir', loaded: () => screen.findByRole('heading', { name: careers[0]!.name }) },
  {
    path: `/karir/detail_karir/${careers[0]!.id}`,
    loaded: () => screen.findByRole('heading', { name: careers[0]!.name }),
  },
  { path: '/artikel', loaded: () => screen.findByRole('link', { name: articles[7]!.title }) },
  {
    path: `/artikel/detail_artikel/${articles[0]!.id}`,
    loaded: () => screen.findByRole('heading', { name: articles[0]!.title }),
  },
  {
    path: '/produk_kategori',
    loaded: () => screen.findByRole('heading', { name: sampleCatalogue.categories[0]!.name }),
  },
  {
    path: `/produk_kategori/produk/${sampleCatalogue.categories[0]!.id}`,
    loaded: () => screen.findAllByRole('link', { name: sampleCatalogue.products[0]!.name }),
  },
  {
    path: `/produk_kategori/produk/detail_produk/${sampleCatalogue.products[0]!.id}`,
    loaded: () => screen.findByRole('heading', { name: sampleCatalogue.products[0]!.name }),
  },
  { path: '/tentang', loaded: () => screen.findAllByText(siteSettings.headOffice.address) },
  { path: '/terbaru', loaded: () => screen.findByRole('heading', { name: whatsNew[0]!.title }) },
  { path: '/galeri', loaded: () => screen.findByRole('button', { name: new RegExp(photos[0]!.name) }) },
  { path: '/permintaan_penawaran', loaded: () => screen.findByText('⟦public:enquiry.quote.empty⟧') },
  {
    path: '/permintaan_penawaran',
    name: '/permintaan_penawaran with a product in the basket',
    state: withBasket,
    loaded: () => screen.findByRole('group', { name: sampleCatalogue.products[0]!.name }),
  },
  { path: '/login', loaded: () => screen.findByRole('heading', { name: '⟦admin:login.title⟧' }) },
  {
    path: `/invitation?token=${GOOD_TOKEN}`,
    loaded: () => screen.findByRole('heading', { name: '⟦admin:invitation.title⟧' }),
  },
];

beforeEach(() => {
  careersDb.seed(careers);
  catalogueDb.seed(sampleCatalogue);
  contentDb.seed({ articles, photos, whatsNew });
  server.use(homeContentHandler(), ...catalogueHandlers, ...contentHandlers, ...usersHandlers());
});

describe('no component renders a literal: every visible text goes through t() or comes from data', () => {
  it('the check itself flags a literal beside translated text and data', async () => {
    function Mixed() {
      const { t } = useTranslation();
      return (
        <p aria-label="Close">
          {t('common:nav.home')} {siteSettings.companyName} Hello
        </p>
      );
    }
    const router = createMemoryRouter([{ path: '/', element: <Mixed /> }]);
    render(
      <Providers store={makeStore()} i18n={createMarkerI18n()}>
        <RouterProvider router={router} />
      </Providers>,
    );
    await screen.findByText(/⟦common:nav\.home⟧/);

    expect(literalsOnPage()).toEqual(['text "Hello" in <p>', 'aria-label="Close" on <p>']);
  });

  it.each(PUBLIC_PAGES.map((page) => ({ ...page, name: page.name ?? page.path })))(
    '$name shows only translated texts and data',
    async ({ path, state, loaded }) => {
      renderWithMarkers(path, state);

      await loaded();
      await waitFor(() => expect(screen.queryAllByText(LOADING, { exact: false })).toHaveLength(0));
      expect(literalsOnPage()).toEqual([]);
    },
  );
});
