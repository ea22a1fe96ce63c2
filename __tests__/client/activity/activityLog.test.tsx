import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { sampleActivity } from '../../fixtures/client/activity';
import { activityDb } from '../helpers/activityHandlers';
import { enter } from '../helpers/enter';
import { apiUrl, fail } from '../helpers/envelope';
import { recordRefusedRequests } from '../helpers/refusedRequests';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession, storeSessionAs } from '../helpers/session';
import { rowNumbers, rowWith } from '../helpers/table';

const TABLE = 'Activity';

async function openLog(path = '/admin/activity', language: 'en' | 'id' = 'en') {
  storeSession();
  const view = renderRoute(path, { language });
  await screen.findByRole('table', { name: language === 'en' ? TABLE : 'Aktivitas' });
  return view;
}

/** The 'Item' column of the table's rows, top to bottom. */
const items = () =>
  within(screen.getByRole('table', { name: TABLE }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[5]?.textContent);

const lastListQuery = () => Object.fromEntries(activityDb.requests.list.at(-1) ?? []);
const search = (router: ReturnType<typeof renderRoute>['router']) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search));

describe('the activity log', () => {
  beforeEach(() => activityDb.seed(sampleActivity()));

  it('lists the newest records first: when, who, from where, the action, the item and its changes', async () => {
    await openLog();

    expect(await screen.findByText('Showing 1 to 5 of 6 Entries')).toBeInTheDocument();
    expect(rowNumbers(TABLE)).toEqual(['1', '2', '3', '4', '5']);

    const product = rowWith(TABLE, 'Aspartame');
    // 04:00 UTC is 11:00 in Jakarta, the company's time zone.
    expect(within(product).getByText(/^Jan 20, 2026, 11:00\sAM$/)).toBeInTheDocument();
    expect(within(product).getByText('maya')).toBeInTheDocument();
    expect(within(product).getByText('203.0.113.7')).toBeInTheDocument();
    expect(within(product).getByText('Changed')).toBeInTheDocument();
    expect(within(product).getByText('Product')).toBeInTheDocument();
    expect(within(product).getByRole('link', { name: 'Aspartame' })).toHaveAttribute('href', '/admin/produk/detail/4');
    expect(within(product).getByText("description (ID): 'Pemanis' → 'Pemanis rendah kalori'")).toBeInTheDocument();

    const deleted = rowWith(TABLE, 'Old news');
    expect(within(deleted).getByText('Deleted')).toBeInTheDocument();
    expect(within(deleted).getByText('rina')).toBeInTheDocument();
    // A deleted article has no page left to open.
    expect(within(deleted).queryByRole('link')).not.toBeInTheDocument();

    const settings = rowWith(TABLE, 'PT Aditif Test Nusantara');
    expect(within(settings).getByText('Site settings')).toBeInTheDocument();
    expect(within(settings).getByRole('link', { name: 'PT Aditif Test Nusantara' })).toHaveAttribute(
      'href',
      '/admin/site-settings',
    );
    expect(within(settings).getByText("WhatsApp number: (empty) → '+6281234567890'")).toBeInTheDocument();
  });

  it("lists a record's first changes, and all of them on asking", async () => {
    const { user } = await openLog();
    await screen.findByText('Showing 1 to 5 of 6 Entries');
    const career = rowWith(TABLE, 'QC Analyst');

    expect(within(career).getByText('Created')).toBeInTheDocument();
    expect(within(career).getByRole('link', { name: 'QC Analyst' })).toHaveAttribute('href', '/admin/karir/detail/7');
    expect(within(career).getByText("name: (empty) → 'QC Analyst'")).toBeInTheDocument();
    expect(within(career).getByText('status: (empty) → yes')).toBeInTheDocument();
    expect(within(career).queryByText(/^description:/)).not.toBeInTheDocument();

    await user.click(within(career).getByRole('button', { name: 'Show all 4 changes' }));

    expect(within(career).getByText("description: (empty) → 'Tests every batch.'")).toBeInTheDocument();
    expect(within(career).getByRole('button', { name: 'Show fewer' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('pages with the page in the URL', async () => {
    const { user, router } = await openLog();
    await screen.findByText('Showing 1 to 5 of 6 Entries');

    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Showing 6 to 6 of 6 Entries')).toBeInTheDocument();
    const signIn = rowWith(TABLE, 'Signed in');
    expect(within(signIn).getByText('admin')).toBeInTheDocument();
    expect(rowNumbers(TABLE)).toEqual(['6']);
    expect(router.state.location.search).toBe('?page=2');
    expect(lastListQuery()).toMatchObject({ page: '2', limit: '5' });
  });

  it('filters by user, then by action, asking the server and keeping both in the URL', async () => {
    const { user, router } = await openLog('/admin/activity?page=2');
    await screen.findByText('Showing 6 to 6 of 6 Entries');
    expect(screen.getByRole('combobox', { name: 'User' })).toHaveTextContent('All users');

    await user.click(screen.getByRole('combobox', { name: 'User' }));
    await user.click(await screen.findByRole('option', { name: 'rina' }));

    await waitFor(() => expect(items()).toEqual(['ArticleOld news', 'ArticleHalal certification explained']));
    expect(screen.getByText('Showing 1 to 2 of 2 Entries')).toBeInTheDocument();
    expect(lastListQuery()).toMatchObject({ user: '3', page: '1' });
    expect(search(router)).toEqual({ user: '3' });

    await user.click(screen.getByRole('combobox', { name: 'Action' }));
    await user.click(await screen.findByRole('option', { name: 'Deleted' }));

    await waitFor(() => expect(items()).toEqual(['ArticleOld news']));
    expect(lastListQuery()).toMatchObject({ user: '3', action: 'delete' });
    expect(search(router)).toEqual({ user: '3', action: 'delete' });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(items()).toHaveLength(5));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByRole('button', { name: 'Clear filters' })).not.toBeInTheDocument();
  });

  it('filters by the kind of item and by days, both ends included', async () => {
    const { user, router } = await openLog();
    await screen.findByText('Showing 1 to 5 of 6 Entries');

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'Article' }));
    await waitFor(() => expect(items()).toEqual(['ArticleOld news', 'ArticleHalal certification explained']));
    expect(lastListQuery()).toMatchObject({ entity: 'article' });

    await user.click(screen.getByRole('combobox', { name: 'Kind' }));
    await user.click(await screen.findByRole('option', { name: 'All kinds' }));
    await enter(user, screen.getByLabelText('From'), '2026-01-12');
    await waitFor(() => expect(screen.getByText('Showing 1 to 5 of 5 Entries')).toBeInTheDocument());
    await enter(user, screen.getByLabelText('Until'), '2026-01-25');

    await waitFor(() =>
      expect(items()).toEqual(['ArticleHalal certification explained', 'ProductAspartame', 'CareerQC Analyst']),
    );
    expect(lastListQuery()).toMatchObject({ from: '2026-01-12', to: '2026-01-25' });
    expect(lastListQuery()).not.toHaveProperty('entity');
    expect(search(router)).toEqual({ from: '2026-01-12', to: '2026-01-25' });
  });

  it('opens a link with filters with them applied', async () => {
    await openLog('/admin/activity?user=3&entity=article&from=2026-01-26');

    await waitFor(() => expect(items()).toEqual(['ArticleOld news']));
    expect(screen.getByRole('combobox', { name: 'User' })).toHaveTextContent('rina');
    expect(screen.getByRole('combobox', { name: 'Kind' })).toHaveTextContent('Article');
    expect(screen.getByLabelText('From')).toHaveValue('2026-01-26');
    expect(activityDb.requests.list.map((query) => Object.fromEntries(query))).toEqual([
      { page: '1', limit: '5', user: '3', entity: 'article', from: '2026-01-26' },
    ]);
  });

  it('does not send a range that ends before it starts, and says why', async () => {
    await openLog('/admin/activity?from=2026-02-01&to=2026-01-01');

    expect(
      await screen.findByText('The end date is before the start date: the dates are not applied.'),
    ).toBeInTheDocument();
    await screen.findByText('Showing 1 to 5 of 6 Entries');
    expect(lastListQuery()).not.toHaveProperty('from');
    expect(lastListQuery()).not.toHaveProperty('to');
  });

  it('says when no record matches the filters', async () => {
    await openLog('/admin/activity?action=export');
    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
  });

  it('says when nothing was recorded yet', async () => {
    activityDb.seed([]);
    await openLog();
    expect(await screen.findByText('No activity recorded yet.')).toBeInTheDocument();
  });

  it("shows why the log could not load, and 'Try again' loads it", async () => {
    let failures = 1;
    server.use(
      http.get(apiUrl('/admin/activity'), () => {
        if (failures-- > 0) return fail(500, 'Internal error', 'INTERNAL');
        return undefined;
      }),
    );
    storeSession();
    const { user } = renderRoute('/admin/activity');

    expect(await screen.findByText('Something went wrong on the server. Please try again later.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('Showing 1 to 5 of 6 Entries')).toBeInTheDocument();
  });

  it('reads in Indonesian', async () => {
    await openLog('/admin/activity', 'id');

    const table = screen.getByRole('table', { name: 'Aktivitas' });
    const product = await within(table).findByRole('link', { name: 'Aspartame' });
    const row = product.closest('tr') as HTMLElement;
    expect(within(row).getByText('Diubah')).toBeInTheDocument();
    expect(within(row).getByText('Produk')).toBeInTheDocument();
    expect(within(row).getByText("deskripsi (ID): 'Pemanis' → 'Pemanis rendah kalori'")).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Pengguna' })).toHaveTextContent('Semua pengguna');
  });

  it.each(['editor', 'sales', 'recruiter'] as const)(
    "shows the %s 'Access not allowed' at /admin/activity, asking the server nothing it would refuse",
    async (role) => {
      const refused = recordRefusedRequests(role);
      storeSessionAs(role);
      const { router } = renderRoute('/admin/activity');

      expect(await screen.findByRole('heading', { name: 'Access not allowed', level: 1 })).toBeInTheDocument();
      expect(currentPath(router)).toBe('/admin/activity');
      expect(screen.queryByRole('table', { name: TABLE })).not.toBeInTheDocument();
      expect(refused).toEqual([]);
      expect(activityDb.requests.list).toEqual([]);
    },
  );
});
