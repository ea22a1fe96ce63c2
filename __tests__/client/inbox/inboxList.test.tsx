import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { deferred } from '../helpers/deferred';
import { catchDownloads } from '../helpers/downloads';
import { enter } from '../helpers/enter';
import { apiUrl, fail } from '../helpers/envelope';
import { inboxDb, useInboxApi } from '../helpers/inboxHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowNumbers, rowWith } from '../helpers/table';
import { emulatePhoneViewport } from '../helpers/viewport';
import { sampleInbox } from '../../fixtures/client/enquiries';

const TABLE = 'Inbox';

async function openInbox(path = '/admin/inbox', language: 'en' | 'id' = 'en') {
  storeSession();
  const view = renderRoute(path, { language });
  await screen.findByRole('table', { name: language === 'en' ? TABLE : 'Kotak Masuk' });
  return view;
}

/** The names in the table's rows, top to bottom. */
const senders = () =>
  within(screen.getByRole('table', { name: TABLE }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

const lastListQuery = () => Object.fromEntries(inboxDb.requests.list.at(-1) ?? []);

describe('the inbox list', () => {
  useInboxApi(sampleInbox);

  it('shows the newest enquiries first, five a page, each with what it is about', async () => {
    await openInbox();

    expect(await screen.findByText('Showing 1 to 5 of 6 Entries')).toBeInTheDocument();
    expect(senders()).toEqual(['Maria Gunawan', 'Rudi Hartono', 'Dewi Lestari', 'Andi Wijaya', 'Siti Rahayu']);

    const quote = rowWith(TABLE, 'Siti Rahayu');
    expect(within(quote).getByText('Quote request')).toBeInTheDocument();
    expect(within(quote).getByText('Sample')).toBeInTheDocument();
    expect(within(quote).getByText('CV Kosmetika Jaya')).toBeInTheDocument();
    expect(within(quote).getByText('siti@kosmetika.id')).toBeInTheDocument();
    expect(within(quote).getByText('2 products')).toBeInTheDocument();
    expect(within(quote).getByText('New')).toBeInTheDocument();
    expect(within(quote).getByText('Sent')).toBeInTheDocument();
    expect(within(quote).getByText(/^Please quote for our March production/)).toBeInTheDocument();
    expect(within(quote).getByRole('link', { name: 'Siti Rahayu' })).toHaveAttribute('href', '/admin/inbox/detail/2');

    const application = rowWith(TABLE, 'Andi Wijaya');
    expect(within(application).getByText('Job application')).toBeInTheDocument();
    expect(within(application).getByText('QC Analyst')).toBeInTheDocument();
    expect(within(application).getByText('Failed')).toBeInTheDocument();

    const otherQuote = rowWith(TABLE, 'Rudi Hartono');
    expect(within(otherQuote).getByText('1 product')).toBeInTheDocument();
    expect(within(otherQuote).queryByText('Sample')).not.toBeInTheDocument();
    expect(within(otherQuote).getByText('In progress')).toBeInTheDocument();
    expect(within(otherQuote).getByText('Pending')).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'Dewi Lestari')).getByText('Spam')).toBeInTheDocument();
  });

  it("marks the unread enquiries in bold and says 'Unread' for screen readers", async () => {
    await openInbox();
    await screen.findByText('Maria Gunawan');

    for (const unread of ['Maria Gunawan', 'Andi Wijaya', 'Siti Rahayu']) {
      expect(within(rowWith(TABLE, unread)).getByText('Unread')).toBeInTheDocument();
      expect(within(rowWith(TABLE, unread)).getByRole('link')).toHaveStyle({ fontWeight: 700 });
    }
    for (const read of ['Rudi Hartono', 'Dewi Lestari']) {
      expect(within(rowWith(TABLE, read)).queryByText('Unread')).not.toBeInTheDocument();
      expect(within(rowWith(TABLE, read)).getByRole('link')).not.toHaveStyle({ fontWeight: 700 });
    }
  });

  it('pages with the page in the URL', async () => {
    const { user, router } = await openInbox();
    await screen.findByText('Showing 1 to 5 of 6 Entries');

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Showing 6 to 6 of 6 Entries')).toBeInTheDocument();
    expect(senders()).toEqual(['Budi Santoso']);
    expect(rowNumbers(TABLE)).toEqual(['6']);
    expect(router.state.location.search).toBe('?page=2');
  });

  it('filters by type, then by status, asking the server and keeping both in the URL', async () => {
    const { user, router } = await openInbox('/admin/inbox?page=2');
    await screen.findByText('Showing 6 to 6 of 6 Entries');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All types');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('All statuses');

    await user.click(screen.getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Quote request' }));

    await waitFor(() => expect(senders()).toEqual(['Rudi Hartono', 'Siti Rahayu']));
    expect(screen.getByText('Showing 1 to 2 of 2 Entries')).toBeInTheDocument();
    expect(lastListQuery()).toMatchObject({ type: 'quote', page: '1' });
    expect(router.state.location.search).toBe('?type=quote');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'In progress' }));

    await waitFor(() => expect(senders()).toEqual(['Rudi Hartono']));
    expect(lastListQuery()).toMatchObject({ type: 'quote', status: 'in_progress' });
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('in_progress');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(senders()).toHaveLength(5));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('filters by the days received, both ends included', async () => {
    const { user, router } = await openInbox();
    await screen.findByText('Showing 1 to 5 of 6 Entries');

    await enter(user, screen.getByLabelText('Received from'), '2026-01-12');
    await waitFor(() => expect(screen.getByText('Showing 1 to 5 of 5 Entries')).toBeInTheDocument());
    await enter(user, screen.getByLabelText('Received until'), '2026-01-25');

    await waitFor(() => expect(senders()).toEqual(['Dewi Lestari', 'Andi Wijaya', 'Siti Rahayu']));
    expect(lastListQuery()).toMatchObject({ from: '2026-01-12', to: '2026-01-25' });
    expect(router.state.location.search).toBe('?from=2026-01-12&to=2026-01-25');
  });

  it('searches once typing pauses, not at every key', async () => {
    const { user, router } = await openInbox();
    await screen.findByText('Showing 1 to 5 of 6 Entries');

    await user.type(screen.getByRole('searchbox', { name: 'Search name, company, e-mail or message' }), 'halal');

    await waitFor(() => expect(senders()).toEqual(['Maria Gunawan']));
    const searches = inboxDb.requests.list.map((query) => query.get('search')).filter(Boolean);
    expect(searches).toEqual(['halal']);
    expect(router.state.location.search).toBe('?search=halal');
  });

  it('opens already filtered from a link or a reload, the controls showing the filters', async () => {
    await openInbox('/admin/inbox?type=application&status=new&search=wijaya');

    await waitFor(() => expect(senders()).toEqual(['Andi Wijaya']));
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Job application');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('New');
    expect(screen.getByRole('searchbox', { name: 'Search name, company, e-mail or message' })).toHaveValue('wijaya');
    expect(lastListQuery()).toMatchObject({ type: 'application', status: 'new', search: 'wijaya' });
  });

  it('says when no enquiry matches the filters', async () => {
    await openInbox('/admin/inbox?status=done&type=application');

    expect(await screen.findByText('No enquiries match these filters.')).toBeInTheDocument();
    expect(screen.getByText('Showing 0 to 0 of 0 Entries')).toBeInTheDocument();
  });

  it('says the inbox is empty, in other words, when nothing was ever sent', async () => {
    inboxDb.seed([]);
    await openInbox('/admin/inbox', 'id');

    expect(
      await screen.findByText(
        'Belum ada pesan masuk. Pesan kontak, permintaan penawaran, dan lamaran kerja yang dikirim dari situs web akan muncul di sini.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Tidak ada pesan yang cocok dengan filter ini.')).not.toBeInTheDocument();
  });

  it("shows why the list could not load, and 'Try again' loads it", async () => {
    let failures = 1;
    server.use(
      http.get(apiUrl('/admin/enquiries'), () => {
        if (failures-- > 0) return fail(500, 'Internal error', 'INTERNAL');
        return undefined;
      }),
    );
    storeSession();
    const { user } = renderRoute('/admin/inbox');

    expect(await screen.findByText('Something went wrong on the server. Please try again later.')).toBeInTheDocument();
    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Showing 1 to 5 of 6 Entries')).toBeInTheDocument();
  });

  it('stacks each enquiry as a card on a phone, unread ones still marked', async () => {
    const restoreViewport = emulatePhoneViewport();
    try {
      storeSession();
      renderRoute('/admin/inbox');
      const list = await screen.findByRole('list', { name: TABLE });
      const cards = await within(list).findAllByRole('listitem');
      expect(cards).toHaveLength(5);
      const first = cards[0] as HTMLElement;
      expect(within(first).getByRole('link', { name: 'Maria Gunawan' })).toBeVisible();
      expect(within(first).getByText('Unread')).toBeInTheDocument();
      expect(within(first).getByText('Received')).toBeInTheDocument();
    } finally {
      restoreViewport();
    }
  });
});

describe('exporting the inbox as CSV', () => {
  useInboxApi(sampleInbox);
  let downloads: ReturnType<typeof catchDownloads>;
  beforeEach(() => {
    downloads = catchDownloads();
  });
  afterEach(() => downloads.restore());

  it('downloads the enquiries of the current filters under the name the server gives', async () => {
    const { user } = await openInbox('/admin/inbox?type=quote&search=a');
    await waitFor(() => expect(senders()).toEqual(['Rudi Hartono', 'Siti Rahayu']));

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    await waitFor(() => expect(downloads.saved).toHaveLength(1));
    const [file] = downloads.saved;
    expect(file?.name).toBe('enquiries-2026-02-10.csv');
    const lines = (await file!.text()).split('\r\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toContain('Rudi Hartono');
    expect(lines[2]).toContain('Siti Rahayu');
    expect(Object.fromEntries(inboxDb.requests.export[0] ?? [])).toEqual({ type: 'quote', search: 'a' });
  });

  it("says 'Exporting…' while the file comes", async () => {
    const answer = deferred();
    server.use(
      http.get(apiUrl('/admin/enquiries/export'), async () => {
        await answer.promise;
        return undefined;
      }),
    );
    const { user } = await openInbox();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByRole('button', { name: 'Exporting…' })).toHaveAttribute('aria-busy', 'true');
    answer.resolve();
    expect(await screen.findByRole('button', { name: 'Export CSV' })).toHaveAttribute('aria-busy', 'false');
    expect(downloads.saved).toHaveLength(1);
  });

  it('says so when the export fails, and downloads nothing', async () => {
    server.use(http.get(apiUrl('/admin/enquiries/export'), () => fail(500, 'Internal error', 'INTERNAL')));
    const { user } = await openInbox();

    await user.click(screen.getByRole('button', { name: 'Export CSV' }));

    expect(await screen.findByText('The enquiries could not be exported. Please try again.')).toBeInTheDocument();
    expect(downloads.saved).toHaveLength(0);
  });
});
