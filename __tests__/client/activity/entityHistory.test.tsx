import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import type { ActivityRecord } from '@/common/api/activity';
import { ago, makeActivity } from '../../fixtures/client/activity';
import { makeCategory, makeProduct } from '../../fixtures/client/catalogue';
import { careerList } from '../../fixtures/client/careers';
import { activityDb } from '../helpers/activityHandlers';
import { careersDb } from '../helpers/careersDb';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { apiUrl, fail } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession, storeSessionAs } from '../helpers/session';
import { siteContentDb, siteContentHandlers } from '../siteContent/siteContentHandlers';

const PANEL = 'Recent changes';

/** Product 4's history, oldest first: created three days ago, then five changes by rina, the last by maya two hours ago. */
const productHistory = (): ActivityRecord[] => [
  makeActivity(1, {
    at: ago(3, 'day'),
    username: 'admin',
    action: 'create',
    changes: [{ field: 'name', before: null, after: 'Aspartame' }],
  }),
  ...[2, 3, 4, 5, 6].map((id) =>
    makeActivity(id, {
      at: ago(10 - id, 'hour'),
      username: 'rina',
      changes: [{ field: 'grade', before: `G${id - 1}`, after: `G${id}` }],
    }),
  ),
  makeActivity(7, { at: ago(2, 'hour') }),
  // Another product's change is not product 4's.
  makeActivity(8, { entityId: 5, entityName: 'Sucralose', at: ago(1, 'hour'), username: 'budi' }),
];

/** The lines of the history panel, newest first. */
async function historyLines(): Promise<string[]> {
  const panel = await screen.findByRole('region', { name: PANEL });
  const items = await within(panel).findAllByRole('listitem');
  return items.map((item) => item.firstElementChild?.firstElementChild?.textContent ?? '');
}

describe('the history panel of a product', () => {
  useCatalogueApi();

  beforeEach(() => {
    catalogueDb.seed({
      categories: [makeCategory(1, { name: 'Sweeteners' })],
      products: [makeProduct(4, 1, { name: 'Aspartame' }), makeProduct(5, 1, { name: 'Sucralose' })],
    });
    activityDb.seed(productHistory());
  });

  it("shows the newest changes, who made them and when, and 'More' shows older ones", async () => {
    storeSession();
    const { user } = renderRoute('/admin/produk/detail/4');

    await waitFor(async () =>
      expect(await historyLines()).toEqual([
        'Changed by maya, 2 hours ago: description (ID)',
        'Changed by rina, 4 hours ago: grade',
        'Changed by rina, 5 hours ago: grade',
        'Changed by rina, 6 hours ago: grade',
        'Changed by rina, 7 hours ago: grade',
      ]),
    );
    const panel = screen.getByRole('region', { name: PANEL });

    await user.click(within(panel).getByRole('button', { name: 'More' }));

    await waitFor(async () => expect(await historyLines()).toHaveLength(7));
    expect((await historyLines()).slice(5)).toEqual([
      'Changed by rina, 8 hours ago: grade',
      'Created by admin, 3 days ago',
    ]);
    expect(within(panel).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    expect(activityDb.requests.history).toEqual([
      '/v1/admin/products/4/history?page=1&limit=5',
      '/v1/admin/products/4/history?page=2&limit=5',
    ]);
  });

  it('reads the history again once the product is saved', async () => {
    storeSession();
    const { user } = renderRoute('/admin/produk/detail/4');
    const panel = await screen.findByRole('region', { name: PANEL });
    expect(await within(panel).findByText(/^Changed by maya, 2 hours ago/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT PRODUCT' });
    activityDb.add(makeActivity(9, { at: ago(0, 'minute'), username: 'admin', changes: [] }));
    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));

    expect(await within(panel).findByText('Changed by admin, now')).toBeInTheDocument();
  });

  it('says so when no change was recorded yet', async () => {
    activityDb.seed([]);
    storeSession();
    renderRoute('/admin/produk/detail/4');

    const panel = await screen.findByRole('region', { name: PANEL });
    expect(await within(panel).findByText('No changes recorded yet.')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
  });

  it("shows why the history could not load, and 'Try again' loads it", async () => {
    let failures = 1;
    server.use(
      http.get(apiUrl('/admin/products/:id/history'), () => {
        if (failures-- > 0) return fail(500, 'Internal error', 'INTERNAL');
        return undefined;
      }),
    );
    storeSession();
    const { user } = renderRoute('/admin/produk/detail/4');

    const panel = await screen.findByRole('region', { name: PANEL });
    expect(
      await within(panel).findByText('Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Try again' }));

    expect(await within(panel).findByText('Changed by maya, 2 hours ago: description (ID)')).toBeInTheDocument();
  });

  it('shows sales, who may only read the product, its history too', async () => {
    storeSessionAs('sales');
    renderRoute('/admin/produk/detail/4');

    const panel = await screen.findByRole('region', { name: PANEL });
    expect(await within(panel).findByText('Changed by maya, 2 hours ago: description (ID)')).toBeInTheDocument();
  });

  it('reads in Indonesian', async () => {
    storeSession();
    renderRoute('/admin/produk/detail/4', { language: 'id' });

    const panel = await screen.findByRole('region', { name: 'Perubahan terbaru' });
    expect(await within(panel).findByText('Diubah oleh maya, 2 jam yang lalu: deskripsi (ID)')).toBeInTheDocument();
    expect(within(panel).getByRole('button', { name: 'Lainnya' })).toBeInTheDocument();
  });
});

describe('the history panel of a career, an article and the site documents', () => {
  it('shows on the career detail page', async () => {
    careersDb.seed(careerList(2));
    activityDb.seed([
      makeActivity(1, {
        entity: 'career',
        entityId: 2,
        entityName: 'Career 2',
        username: 'rina',
        at: ago(5, 'minute'),
        changes: [{ field: 'status', before: true, after: false }],
      }),
    ]);
    storeSession();
    renderRoute('/admin/karir/detail/2');

    const panel = await screen.findByRole('region', { name: PANEL });
    expect(await within(panel).findByText('Changed by rina, 5 minutes ago: status')).toBeInTheDocument();
  });

  it('shows on the About page, naming each text with its language', async () => {
    siteContentDb.reset();
    server.use(...siteContentHandlers);
    activityDb.seed([
      makeActivity(1, {
        entity: 'about_page',
        entityId: null,
        entityName: null,
        username: 'admin',
        at: ago(1, 'day'),
        changes: [
          { field: 'texts.id.intro', before: 'Kami', after: 'Kami memasok aditif.' },
          { field: 'texts.en.vision', before: '', after: 'Be trusted.' },
        ],
      }),
    ]);
    storeSession();
    renderRoute('/admin/about');

    const panel = await screen.findByRole('region', { name: PANEL });
    expect(
      await within(panel).findByText('Changed by admin, yesterday: introduction (ID), vision (EN)'),
    ).toBeInTheDocument();
    expect(activityDb.requests.history).toEqual(['/v1/admin/about/history?page=1&limit=5']);
  });
});
