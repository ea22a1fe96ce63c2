import { screen, within } from '@testing-library/react';
import fs from 'node:fs';
import path from 'node:path';
import type { WhatsNewItem } from '@/common/api/whats-new';
import type { QaSnapshot } from '@/client/features/qa/snapshotFormat';
import { refuseNetwork, renderApp, replayFile, queriesSettled, signInScreenAtRest, snapshotFile } from './qaHarness';

const FIXTURES = path.resolve(__dirname, '../../fixtures/snapshots');
const fixtureText = (name: string) => fs.readFileSync(path.join(FIXTURES, `${name}.json`), 'utf8');

/**
 * Starts the app on a screen of its own, then cuts the network and replays the captured file through the QA
 * panel, as a QA engineer would. `requests` lists whatever the replayed app asks the (refused) server.
 */
async function replay(name: string) {
  const view = renderApp('/login');
  await signInScreenAtRest();
  const requests = refuseNetwork();
  await replayFile(view.user, snapshotFile(fixtureText(name), `${name}.json`));
  const panel = screen.getByRole('complementary', { name: 'QA panel', hidden: true });
  expect(await within(panel).findByText(/^Replayed the snapshot of/)).toBeInTheDocument();
  const snapshot = JSON.parse(fixtureText(name)) as QaSnapshot;
  return { ...view, requests, snapshot };
}

/** Nothing was asked of the server, also after the screen's effects had time to run. */
async function expectNoRequests(requests: string[]) {
  await queriesSettled();
  expect(requests).toEqual([]);
}

const cachedData = <T,>(snapshot: QaSnapshot, cacheKey: string): T =>
  (snapshot.state.api.queries[cacheKey] as { data: T } | undefined)!.data;

const headingsLevel2 = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('replaying the captured QA snapshots with the network refused', () => {
  it('home: the hero and the home articles', async () => {
    const { requests, shownPath } = await replay('home');

    expect(await screen.findByRole('heading', { level: 1, name: 'We Value Your Trust' })).toBeInTheDocument();
    expect(await screen.findByText('Choosing a sweetener system for reduced-sugar beverages')).toBeInTheDocument();
    expect(shownPath()).toBe('/?qa=1');
    // Captured before CONTACT US sent anything: its form asks for the token a fresh capture would hold.
    await screen.findByRole('form', { name: 'CONTACT US' }, { timeout: 15_000 });
    await queriesSettled();
    expect(requests).toEqual(['GET http://localhost/v1/enquiries/form-token?form=contact']);
  });

  it("category list with 'gum' typed in the search: only the gums' category, with only the gums", async () => {
    const { requests, shownPath } = await replay('category-list-search');

    const category = await screen.findByRole('region', { name: 'Products of Thickeners & Stabilisers' });
    expect(screen.getByRole('searchbox', { name: 'Search categories or products...' })).toHaveValue('gum');
    expect(headingsLevel2()).toEqual(['Thickeners & Stabilisers']);
    expect(
      within(category)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Gellan Gum (Low Acyl)', 'Guar Gum', 'Locust Bean Gum', 'Xanthan Gum']);
    expect(shownPath()).toBe('/produk_kategori?qa=1&q=gum');
    await expectNoRequests(requests);
  });

  it("a category's products sorted Z-A", async () => {
    const { requests } = await replay('category-products-z-a');

    const list = await screen.findByRole('list', { name: 'Products of Sweeteners' });
    expect(screen.getByRole('button', { name: 'Name Z to A' })).toHaveAttribute('aria-pressed', 'true');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('link').textContent),
    ).toEqual([
      'Xylitol',
      'Sucralose',
      'Steviol Glycosides Reb A 97%',
      'Sorbitol 70% Solution',
      'Sodium Saccharin',
      'Sodium Cyclamate',
      'Neotame',
      'Maltitol',
      'Isomalt',
      'Erythritol',
      'Aspartame',
      'Acesulfame Potassium',
    ]);
    await expectNoRequests(requests);
  });

  it('product detail', async () => {
    const { requests } = await replay('product-detail');

    expect(await screen.findByRole('heading', { name: 'Aspartame' })).toBeInTheDocument();
    expect(screen.getByText(/^White crystalline powder about 200 times sweeter than sucrose/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a quote' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to enquiry: Aspartame' })).toHaveAttribute('aria-pressed', 'false');
    await expectNoRequests(requests);
  });

  it("What's New with the first card expanded and the others cut", async () => {
    const { requests, snapshot } = await replay('whats-new-expanded');
    const [first, second] = cachedData<WhatsNewItem[]>(snapshot, 'getWhatsNew({"language":"en"})');

    const expanded = await screen.findByRole('article', { name: first!.title });
    expect(within(expanded).getByText(first!.description)).toBeInTheDocument();
    expect(within(expanded).getByRole('button', { name: 'Read Less' })).toHaveAttribute('aria-expanded', 'true');
    const cut = screen.getByRole('article', { name: second!.title });
    expect(within(cut).getByText(`${second!.description.slice(0, 100)}...`)).toBeInTheDocument();
    expect(within(cut).getByRole('button', { name: 'Read More' })).toHaveAttribute('aria-expanded', 'false');
    await expectNoRequests(requests);
  });

  it('admin careers, page 2, with the add modal open: the redacted session is accepted from the cache', async () => {
    const { requests, shownPath } = await replay('admin-careers-page-2-add');

    expect(await screen.findByRole('dialog', { name: 'ADD VACANCY' })).toBeInTheDocument();
    expect(screen.getByText('Showing 6 to 8 of 8 Entries')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Manage Careers', hidden: true });
    expect(within(table).getByText('Technical Sales Executive')).toBeInTheDocument();
    expect(within(table).getAllByText('Published')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Hi, admin!', hidden: true })).toBeInTheDocument();
    expect(shownPath()).toBe('/admin/karir?qa=1&page=2');
    await expectNoRequests(requests);
  });

  it("dashboard with the chart on page 2: that page's categories", async () => {
    const { requests } = await replay('dashboard-chart-page-2');

    const chart = await screen.findByRole('region', { name: 'Mapping of Product' });
    expect(await within(chart).findByText('Page 2 of 3')).toBeInTheDocument();
    const rows = within(within(chart).getByRole('table'))
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(rows).toEqual([
      'Preservatives',
      'Thickeners & Stabilisers',
      'Antioxidants',
      'Emulsifiers',
      'Veterinary Additives',
    ]);
    await expectNoRequests(requests);
  });

  it("dashboard captured before staff roles: the session replays as the administrator's it then was", async () => {
    const { requests } = await replay('dashboard-chart-page-2');

    await screen.findByRole('region', { name: 'Mapping of Product' });
    const sidebar = screen.getByRole('navigation', { name: 'Admin navigation' });
    expect(within(sidebar).getByRole('link', { name: 'Site Settings' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Career Highlights' })).toBeInTheDocument();
    await expectNoRequests(requests);
  });

  it('login turned over to the reset-password card', async () => {
    const { requests, shownPath } = await replay('login-reset');

    expect(await screen.findByRole('heading', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toBeInTheDocument();
    expect(screen.getByText('*Enter a valid email to reset your password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to Login' })).toBeInTheDocument();
    // The sign-in face is turned away: neither read out nor reachable.
    expect(screen.queryByRole('textbox', { name: 'Username' })).not.toBeInTheDocument();
    expect(shownPath()).toBe('/login?qa=1&reset=1');
    await expectNoRequests(requests);
  });
});
