import { screen, waitFor, within } from '@testing-library/react';
import { makeStore } from '@/client/app/store';
import { buildSnapshot } from '@/client/features/qa/buildSnapshot';
import { REDACTED, type QaSnapshot } from '@/client/features/qa/snapshotFormat';
import { sampleCatalogue } from '../../fixtures/client/catalogue';
import { careersDb } from '../helpers/careersDb';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { makeToken } from '../helpers/session';
import {
  captureDownloads,
  exportState,
  refuseNetwork,
  renderApp,
  replayFile,
  queriesSettled,
  signInScreenAtRest,
  snapshotFile,
} from './qaHarness';

afterEach(() => jest.restoreAllMocks());

/**
 * What a replay must reproduce. Left out: when things happened (capture time, and answer times, which the
 * replay rewrites so the answers count as fresh) and `api.subscriptions`, RTK Query's copy for the DevTools of
 * which mounted components listen, synced every 500 ms and started afresh at replay.
 */
function comparable(snapshot: QaSnapshot) {
  const { queries } = snapshot.state.api;
  return {
    ...snapshot,
    capturedAt: 'any time',
    state: {
      ...snapshot.state,
      api: {
        ...snapshot.state.api,
        queries: Object.fromEntries(
          Object.entries(queries).map(([key, entry]) => [key, { ...entry, fulfilledTimeStamp: 'any time' }]),
        ),
        subscriptions: 'not compared',
      },
    },
  };
}

const productNamesOf = (category: string) =>
  within(screen.getByRole('region', { name: `Products of ${category}` }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('QA snapshot round trip', () => {
  useCatalogueApi();

  it('exports a public screen, and replaying the file shows the same screen from the same state, offline', async () => {
    catalogueDb.seed(sampleCatalogue);
    const downloads = captureDownloads();
    const { user, shownPath } = renderApp('/produk_kategori?q=s&sort=alphabetical_reverse');
    await screen.findByRole('heading', { level: 2, name: 'Sweeteners' });
    const captured = await exportState(user, downloads);

    expect(downloads[0]?.name).toMatch(/^snapshot-produk_kategori-q-s-sort-alphabetical_reverse-[\dT-]+Z\.json$/);
    expect(captured).toMatchObject({
      format: 'sinar-qa-snapshot',
      version: 1,
      path: '/produk_kategori?q=s&sort=alphabetical_reverse',
      language: 'en',
    });
    expect(Object.keys(captured.state)).toEqual(['auth', 'ui', 'enquiry', 'postedForm', 'api']);

    // The tester moves on, then replays what was captured with the server gone.
    await user.click(screen.getByRole('link', { name: 'Sweeteners' }));
    await screen.findByRole('searchbox', { name: 'Search products...' });
    const requests = refuseNetwork();
    await replayFile(user, snapshotFile(JSON.stringify(captured)));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Replayed the snapshot of /produk_kategori?q=s&sort=alphabetical_reverse',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Sweeteners' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Sweeteners',
      'Preservatives',
      'Cosmetic Actives',
      'Amino Acids',
    ]);
    expect(productNamesOf('Sweeteners')).toEqual(['Aspartame', 'Stevia Extract', 'Sucralose']);
    expect(screen.getByRole('searchbox', { name: 'Search categories or products...' })).toHaveValue('s');
    expect(shownPath()).toBe('/produk_kategori?q=s&sort=alphabetical_reverse');
    await queriesSettled();
    expect(requests).toEqual([]);

    const replayed = await exportState(user, downloads);
    expect(comparable(replayed)).toEqual(comparable(captured));
  });

  it('redacts the token but keeps the session, so an admin screen replays with its modal open and no server', async () => {
    careersDb.seed(7);
    const token = makeToken('rina');
    const downloads = captureDownloads();
    const { user } = renderApp('/admin/karir?page=2', { preloadedState: { auth: { token, username: 'rina' } } });
    await screen.findByText('Showing 6 to 7 of 7 Entries');
    await user.click(screen.getByRole('button', { name: 'Add Career' }));
    await screen.findByRole('dialog', { name: 'ADD VACANCY' });
    const captured = await exportState(user, downloads);

    const text = JSON.stringify(captured);
    expect(text).not.toContain(token);
    expect(captured.state.auth).toEqual({ token: REDACTED, username: 'rina' });
    expect(captured.state.api.queries[`validateToken("${REDACTED}")`]).toMatchObject({ status: 'fulfilled' });
    expect(captured.state.ui.modal).toEqual({ name: 'career.create' });

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Prev' }));
    await screen.findByText('Showing 1 to 5 of 7 Entries');
    const requests = refuseNetwork();
    await replayFile(user, snapshotFile(text));

    expect(await screen.findByRole('dialog', { name: 'ADD VACANCY' })).toBeInTheDocument();
    expect(screen.getByText('Showing 6 to 7 of 7 Entries')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hi, rina!', hidden: true })).toBeInTheDocument();
    await queriesSettled();
    expect(requests).toEqual([]);
    expect(window.localStorage.getItem('token')).toBeNull();

    const replayed = await exportState(user, downloads);
    expect(comparable(replayed)).toEqual(comparable(captured));
  });
});

/** A valid snapshot of an empty store, for the broken variants below to start from. */
const validSnapshot = (): QaSnapshot =>
  buildSnapshot({ state: makeStore().getState(), path: '/', language: 'en', capturedAt: new Date() });

describe('the enquiry basket in QA snapshots', () => {
  const basket = {
    items: [
      { productId: 7, name: 'Aspartame', quantity: 25, unit: 'kg', sample: true },
      { productId: 9, name: 'Xanthan Gum', sample: false },
    ],
  };

  it("is exported with the quote request and replayed offline as it was, leaving the tester's own basket alone", async () => {
    window.localStorage.setItem('enquiryBasket', JSON.stringify(basket));
    const downloads = captureDownloads();
    const { user, store } = renderApp('/permintaan_penawaran');
    await screen.findByRole('group', { name: 'Xanthan Gum' });
    const captured = await exportState(user, downloads);
    expect(captured.state.enquiry).toEqual(basket);

    await user.click(screen.getByRole('button', { name: 'Remove Aspartame' }));
    expect(store.getState().enquiry.items).toHaveLength(1);
    const requests = refuseNetwork();
    await replayFile(user, snapshotFile(JSON.stringify(captured)));

    const aspartame = within(await screen.findByRole('group', { name: 'Aspartame' }));
    expect(aspartame.getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(25);
    expect(aspartame.getByRole('textbox', { name: 'Unit' })).toHaveValue('kg');
    expect(aspartame.getByRole('checkbox', { name: 'Request a sample' })).toBeChecked();
    expect(screen.getByRole('heading', { level: 2, name: 'Products (2 of at most 20)' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Xanthan Gum' })).toBeInTheDocument();
    expect(
      within(screen.getAllByRole('banner')[0]!).getByRole('link', { name: 'Quote request, 2 products', hidden: true }),
    ).toBeInTheDocument();
    await queriesSettled();
    expect(requests).toEqual([]);
    // The replayed store keeps nothing in localStorage: the basket there is still the one the tester left.
    expect(JSON.parse(window.localStorage.getItem('enquiryBasket')!)).toEqual({ items: [basket.items[1]] });

    const replayed = await exportState(user, downloads);
    expect(comparable(replayed)).toEqual(comparable(captured));
  });

  it('replays a snapshot captured before the basket existed with an empty one', async () => {
    const downloads = captureDownloads();
    const { user } = renderApp('/login');
    await signInScreenAtRest();
    const { enquiry: _none, ...olderState } = validSnapshot().state;
    const older = { ...validSnapshot(), path: '/tentang', state: olderState };
    refuseNetwork();

    await replayFile(user, snapshotFile(JSON.stringify(older)));

    expect(await screen.findByRole('status')).toHaveTextContent('Replayed the snapshot of /tentang');
    const replayed = await exportState(user, downloads);
    expect(replayed.state.enquiry).toEqual({ items: [] });
  });
});

describe('replaying queued toasts', () => {
  it('shows the toasts that were still queued at capture, in the language of the snapshot', async () => {
    const { user } = renderApp('/login');
    await signInScreenAtRest();
    const snapshot = validSnapshot();
    snapshot.path = '/tentang';
    snapshot.language = 'id';
    snapshot.state.ui.toasts = [{ id: 'queued-1', key: 'admin:login.failed', variant: 'error', durationMs: 5_000 }];
    refuseNetwork();

    await replayFile(user, snapshotFile(JSON.stringify(snapshot)));

    expect(
      await screen.findByText('Login gagal! Silakan cek kembali username dan password Anda.', {
        selector: '#notistack-snackbar',
      }),
    ).toBeInTheDocument();
  });
});

const without = <T extends object>(value: T, key: keyof T): T => {
  const copy = { ...value };
  delete copy[key];
  return copy;
};

const brokenFiles: [string, string, string][] = [
  ['a file that is not JSON', '{"format": "sinar-qa-snapshot", "version": 1,', 'it is not valid JSON'],
  [
    'a file of another format',
    JSON.stringify({ ...validSnapshot(), format: 'redux-devtools-export' }),
    'its format is not "sinar-qa-snapshot"',
  ],
  [
    'a snapshot of version 2',
    JSON.stringify({ ...validSnapshot(), version: 2 }),
    'This snapshot is version 2; this build replays version 1 only.',
  ],
  [
    'a snapshot without the ui slice',
    JSON.stringify({ ...validSnapshot(), state: without(validSnapshot().state, 'ui') }),
    '"state.ui" is missing or of the wrong kind',
  ],
  [
    'a snapshot whose api part is not RTK Query state',
    JSON.stringify({
      ...validSnapshot(),
      state: { ...validSnapshot().state, api: without(validSnapshot().state.api, 'provided') },
    }),
    '"state.api.provided" is missing or of the wrong kind',
  ],
  [
    'a snapshot whose basket holds something that is not a product',
    JSON.stringify({
      ...validSnapshot(),
      state: { ...validSnapshot().state, enquiry: { items: [{ productId: 'seven', name: 'Aspartame' }] } },
    }),
    '"state.enquiry.items.0" is missing or of the wrong kind',
  ],
  [
    'a snapshot of a store with other slices',
    JSON.stringify({ ...validSnapshot(), state: { ...validSnapshot().state, router: {} } }),
    '"state.router" is not part of this store',
  ],
];

describe('refused snapshot files', () => {
  useCatalogueApi();

  it.each(brokenFiles)('%s gives a clear message and leaves the running app as it was', async (_case, text, reason) => {
    catalogueDb.seed(sampleCatalogue);
    const { store, user, routers, shownPath } = renderApp('/produk_kategori?q=sweet');
    await screen.findByRole('heading', { level: 2, name: 'Sweeteners' });
    // RTK Query copies its subscriptions into the state within 500 ms; let the page's own (not only the shell's site
    // settings, which come first) be there before comparing.
    await waitFor(
      () =>
        expect(Object.keys(store.getState().api.subscriptions)).toEqual(
          expect.arrayContaining([
            expect.stringMatching(/^getCategoriesWithProducts\(/),
            expect.stringMatching(/^getCatalogueFacets\(/),
          ]),
        ),
      { timeout: 2_000 },
    );
    const before = store.getState();
    const requests = refuseNetwork();

    await replayFile(user, snapshotFile(text, 'broken.json'));

    const panel = screen.getByRole('complementary', { name: 'QA panel' });
    expect(await within(panel).findByRole('alert')).toHaveTextContent(reason);
    expect(within(panel).getByRole('alert')).toHaveTextContent('Nothing was replayed; the app is as it was.');
    expect(
      await screen.findByText((content) => content.includes(reason), { selector: '#notistack-snackbar' }),
    ).toBeInTheDocument();
    expect(store.getState()).toBe(before);
    expect(routers).toHaveLength(1);
    expect(shownPath()).toBe('/produk_kategori?q=sweet');
    expect(screen.getByRole('heading', { level: 2, name: 'Sweeteners' })).toBeInTheDocument();
    expect(requests).toEqual([]);
  });
});
