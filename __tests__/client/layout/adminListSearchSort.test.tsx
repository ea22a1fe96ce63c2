import { screen, waitFor, within } from '@testing-library/react';
import { careerList, daysAgo } from '../../fixtures/client/careers';
import { makeArticle, makePhoto } from '../../fixtures/client/content';
import { sampleInbox } from '../../fixtures/client/enquiries';
import { careersDb } from '../helpers/careersDb';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { inboxDb, inboxHandlers } from '../helpers/inboxHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';

/** The names of the rows, top to bottom, read from each row's labelled action (`Detail: Name`). */
const namesOf = (elements: HTMLElement[], prefix: string) =>
  elements.map((element) => element.getAttribute('aria-label')?.slice(prefix.length));

/**
 * One searchable admin list: its screen, a seed of six rows (added in the order given, so the last is the newest),
 * what a search finds (newest first), and the first page (five rows) sorted by one column both ways.
 */
interface ListCase {
  name: string;
  path: string;
  table: string;
  searchLabel: string;
  seed: () => void;
  shownRows: () => (string | null | undefined)[];
  search: { term: string; found: string[] };
  sort: { header: string; key: string; ascending: string[]; descending: string[] };
}

const detailLinks = () => namesOf(screen.getAllByRole('link', { name: /^Detail: / }), 'Detail: ');

const lists: ListCase[] = [
  {
    name: 'articles',
    path: '/admin/artikel',
    table: 'Manage Articles',
    searchLabel: 'Search title, content or author',
    seed: () => {
      const titles = ['Agar in Desserts', 'Gelatin Basics', 'Gum Arabic Uses', 'Pectin for Jams', 'Xanthan Gum Guide'];
      const authors = ['Rina', 'Budi', 'Andi', 'Siti', 'Dewi'];
      const articles = [...titles, 'Carrageenan Notes'].map((title, index) =>
        makeArticle(index + 1, { title, author: authors[index] ?? 'Maria' }),
      );
      contentDb.seed({ articles });
    },
    shownRows: detailLinks,
    search: { term: 'gum', found: ['Xanthan Gum Guide', 'Gum Arabic Uses'] },
    sort: {
      header: 'Author',
      key: 'author',
      ascending: ['Gum Arabic Uses', 'Gelatin Basics', 'Xanthan Gum Guide', 'Carrageenan Notes', 'Agar in Desserts'],
      descending: ['Pectin for Jams', 'Agar in Desserts', 'Carrageenan Notes', 'Xanthan Gum Guide', 'Gelatin Basics'],
    },
  },
  {
    name: 'careers',
    path: '/admin/karir',
    table: 'Manage Careers',
    searchLabel: 'Search name, position or description',
    seed: () => {
      const jobs = [
        ['QC Analyst', 'Laboratory'],
        ['Driver', 'Logistics'],
        ['Sales Engineer', 'Commercial'],
        ['Chemist', 'Laboratory'],
        ['Accountant', 'Finance'],
        ['Warehouse Staff', 'Logistics'],
      ];
      careersDb.seed(
        careerList(jobs.length).map((career, index) => ({
          ...career,
          name: jobs[index]![0]!,
          position: jobs[index]![1]!,
          created_at: daysAgo(jobs.length - career.id),
        })),
      );
    },
    shownRows: detailLinks,
    search: { term: 'LAB', found: ['Chemist', 'QC Analyst'] },
    sort: {
      header: 'Vacancy Name',
      key: 'name',
      ascending: ['Accountant', 'Chemist', 'Driver', 'QC Analyst', 'Sales Engineer'],
      descending: ['Warehouse Staff', 'Sales Engineer', 'QC Analyst', 'Driver', 'Chemist'],
    },
  },
  {
    name: 'gallery',
    path: '/admin/galeri',
    table: 'Manage Gallery',
    searchLabel: 'Search photo titles',
    seed: () => {
      const names = ['Factory Tour', 'Booth at Expo', 'Warehouse', 'Laboratory', 'Office Party', 'Product Launch'];
      contentDb.seed({ photos: names.map((name, index) => makePhoto(index + 1, { name })) });
    },
    shownRows: () => namesOf(screen.getAllByRole('button', { name: /^Edit: / }), 'Edit: '),
    search: { term: 'tour', found: ['Factory Tour'] },
    sort: {
      header: 'Photo Title',
      key: 'name',
      ascending: ['Booth at Expo', 'Factory Tour', 'Laboratory', 'Office Party', 'Product Launch'],
      descending: ['Warehouse', 'Product Launch', 'Office Party', 'Laboratory', 'Factory Tour'],
    },
  },
  {
    name: 'inbox',
    path: '/admin/inbox',
    table: 'Inbox',
    searchLabel: 'Search name, company, e-mail or message',
    seed: () => inboxDb.seed(sampleInbox()),
    shownRows: () =>
      within(screen.getByRole('table', { name: 'Inbox' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    search: { term: 'halal', found: ['Maria Gunawan'] },
    // Statuses in the order an enquiry goes through them: new, in progress, done, spam.
    sort: {
      header: 'Status',
      key: 'status',
      ascending: ['Siti Rahayu', 'Andi Wijaya', 'Maria Gunawan', 'Rudi Hartono', 'Budi Santoso'],
      descending: ['Dewi Lestari', 'Budi Santoso', 'Rudi Hartono', 'Maria Gunawan', 'Andi Wijaya'],
    },
  },
];

beforeEach(() => {
  contentDb.reset();
  careersDb.reset();
  server.use(...contentHandlers, ...inboxHandlers());
  storeSession();
});

describe.each(lists.map((list) => [list.name, list] as const))('the %s list', (_name, list) => {
  beforeEach(() => list.seed());

  async function open(path = list.path) {
    const view = renderRoute(path);
    await screen.findByRole('table', { name: list.table });
    await screen.findByText('Showing 1 to 5 of 6 Entries');
    return view;
  }

  it('searches what is typed and keeps the search in the URL', async () => {
    const { user, router } = await open();

    await user.click(screen.getByRole('searchbox', { name: list.searchLabel }));
    await user.paste(list.search.term);

    await waitFor(() => expect(list.shownRows()).toEqual(list.search.found));
    expect(router.state.location.search).toBe(`?search=${list.search.term}`);
  });

  it('sorts by a header ascending, then descending, and a reload shows the same', async () => {
    const first = await open();
    const { header, key, ascending, descending } = list.sort;

    await first.user.click(screen.getByRole('button', { name: header }));
    await waitFor(() => expect(list.shownRows()).toEqual(ascending));
    expect(screen.getByRole('columnheader', { name: header })).toHaveAttribute('aria-sort', 'ascending');
    expect(first.router.state.location.search).toBe(`?sort=${key}&order=asc`);

    await first.user.click(screen.getByRole('button', { name: header }));
    await waitFor(() => expect(list.shownRows()).toEqual(descending));
    expect(screen.getByRole('columnheader', { name: header })).toHaveAttribute('aria-sort', 'descending');
    expect(first.router.state.location.search).toBe(`?sort=${key}&order=desc`);
    first.unmount();

    await open(`${list.path}?sort=${key}&order=desc`);
    await waitFor(() => expect(list.shownRows()).toEqual(descending));
    expect(screen.getByRole('columnheader', { name: header })).toHaveAttribute('aria-sort', 'descending');
  });
});

describe('the inbox list with its filters', () => {
  beforeEach(() => inboxDb.seed(sampleInbox()));

  it("sorts within its filters, and 'Clear filters' clears the search but keeps the sort", async () => {
    const { user, router } = renderRoute('/admin/inbox?type=quote&search=a&sort=name&order=asc');
    const table = await screen.findByRole('table', { name: 'Inbox' });
    const senders = () =>
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent);

    await waitFor(() => expect(senders()).toEqual(['Rudi Hartono', 'Siti Rahayu']));
    expect(Object.fromEntries(inboxDb.requests.list.at(-1) ?? [])).toEqual({
      type: 'quote',
      search: 'a',
      sort: 'name',
      order: 'asc',
      page: '1',
      limit: '5',
    });

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    await waitFor(() => expect(screen.getByText('Showing 1 to 5 of 6 Entries')).toBeInTheDocument());
    expect(senders()).toEqual(['Andi Wijaya', 'Budi Santoso', 'Dewi Lestari', 'Maria Gunawan', 'Rudi Hartono']);
    expect(screen.getByRole('searchbox', { name: 'Search name, company, e-mail or message' })).toHaveValue('');
    expect(router.state.location.search).toBe('?sort=name&order=asc');
  });
});
