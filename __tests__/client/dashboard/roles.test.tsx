import { screen, within } from '@testing-library/react';
import type { StaffRole } from '@/common/staff-access';
import { sampleInbox } from '../../fixtures/client/enquiries';
import { useInboxApi } from '../helpers/inboxHandlers';
import { recordRefusedRequests } from '../helpers/refusedRequests';
import { renderRoute } from '../helpers/render';
import { storeSessionAs } from '../helpers/session';

/** Each part of the dashboard: its heading, and what it shows once its answer has come. */
const PARTS = {
  inbox: {
    title: 'Inbox',
    loaded: (part: HTMLElement) => within(part).findByRole('link', { name: /^Open the inbox/ }),
  },
  products: {
    title: 'Product Highlights',
    loaded: (part: HTMLElement) => within(part).findByRole('article', { name: 'Aspartame' }),
  },
  careers: {
    title: 'Career Highlights',
    loaded: (part: HTMLElement) => within(part).findByRole('article', { name: 'QC Analyst' }),
  },
  chart: {
    title: 'Mapping of Product',
    loaded: (part: HTMLElement) => within(part).findByRole('table', { name: /^Number of products per category/ }),
  },
};
type Part = keyof typeof PARTS;

const DASHBOARD: [StaffRole, Part[]][] = [
  ['administrator', ['inbox', 'products', 'careers', 'chart']],
  ['editor', ['products', 'chart']],
  ['sales', ['inbox', 'products', 'chart']],
  ['recruiter', ['inbox', 'careers']],
];

/** The headings of the dashboard's parts, top to bottom. */
const partTitles = () =>
  within(screen.getByRole('main'))
    .getAllByRole('region')
    .map((part) => within(part).getByRole('heading', { level: 2 }).textContent);

describe('the dashboard of each staff role', () => {
  useInboxApi(sampleInbox);

  it.each(DASHBOARD)('shows the %s role only the parts it may read, and asks for no others', async (role, parts) => {
    const refused = recordRefusedRequests(role);
    storeSessionAs(role);
    renderRoute('/admin');

    for (const part of parts) {
      await PARTS[part].loaded(await screen.findByRole('region', { name: PARTS[part].title }));
    }
    expect(partTitles()).toEqual(parts.map((part) => PARTS[part].title));
    expect(refused).toEqual([]);
  });

  it("lists a sales person's unread contact messages and quote requests, not the job applications", async () => {
    storeSessionAs('sales');
    renderRoute('/admin');

    const inbox = await screen.findByRole('region', { name: 'Inbox' });
    expect(await within(inbox).findByRole('link', { name: 'Open the inbox (2 unread)' })).toBeInTheDocument();
    expect(within(inbox).getByRole('link', { name: 'Contact messages 1 unread' })).toBeInTheDocument();
    expect(within(inbox).getByRole('link', { name: 'Quote requests 1 unread' })).toBeInTheDocument();
    expect(within(inbox).queryByRole('link', { name: /^Job applications/ })).not.toBeInTheDocument();
  });

  it("lists a recruiter's unread job applications only", async () => {
    storeSessionAs('recruiter');
    renderRoute('/admin');

    const inbox = await screen.findByRole('region', { name: 'Inbox' });
    expect(await within(inbox).findByRole('link', { name: 'Open the inbox (1 unread)' })).toBeInTheDocument();
    expect(within(inbox).getByRole('link', { name: 'Job applications 1 unread' })).toHaveAttribute(
      'href',
      '/admin/inbox?type=application',
    );
    expect(within(inbox).queryByRole('link', { name: /^(Contact messages|Quote requests)/ })).not.toBeInTheDocument();
  });
});
