import { screen, within } from '@testing-library/react';
import type { StaffRole } from '@/common/staff-access';
import { sampleInbox } from '../../fixtures/client/enquiries';
import { pathsOf, recordApiRequests } from '../helpers/apiRequests';
import { inboxDb, inboxHandlers } from '../helpers/inboxHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSessionAs } from '../helpers/session';

const CATALOGUE = ['Manage Products', 'Manage Categories', 'Industries', 'Applications'];
const CONTENT = ['Manage Gallery', 'Manage Articles', 'Home Page', 'Carousel Slides', 'Partners', 'About Page'];

/** The sidebar's entries each role sees, in order. */
const SIDEBAR: [StaffRole, string[]][] = [
  [
    'administrator',
    ['Dashboard', 'Inbox', 'Manage Careers', ...CATALOGUE, ...CONTENT, 'Site Settings', 'Users', 'Activity', 'Trash'],
  ],
  ['editor', ['Dashboard', ...CATALOGUE, ...CONTENT, 'Trash']],
  ['sales', ['Dashboard', 'Inbox', ...CATALOGUE]],
  ['recruiter', ['Dashboard', 'Inbox', 'Manage Careers', 'Trash']],
];

/** The sidebar's links into the back office (the logo leads to the site), by what they read. */
async function sidebarEntries(): Promise<string[]> {
  const sidebar = await screen.findByRole('navigation', { name: 'Admin navigation' });
  return within(sidebar)
    .getAllByRole('link')
    .filter((link) => link.getAttribute('href')?.startsWith('/admin'))
    .map((link) => link.textContent ?? '');
}

describe('the sidebar of each staff role', () => {
  // Nothing waits unread (the shared handlers' answer), so each entry reads its name alone.
  it.each(SIDEBAR)('shows the %s role the screens it may open, and no others', async (role, entries) => {
    storeSessionAs(role);
    renderRoute('/admin');

    expect(await sidebarEntries()).toEqual(entries);
  });

  it('counts on the Inbox entry only the kinds of enquiry the role sees', async () => {
    inboxDb.seed(sampleInbox());
    server.use(...inboxHandlers());
    storeSessionAs('sales');
    renderRoute('/admin');

    const sidebar = await screen.findByRole('navigation', { name: 'Admin navigation' });
    // One contact message and one quote request wait unread; the unread job application is not theirs to see.
    expect(await within(sidebar).findByRole('link', { name: 'Inbox 2 unread' })).toHaveAttribute(
      'href',
      '/admin/inbox',
    );
  });

  it('never asks for the unread count for a role that may not open the inbox', async () => {
    const requests = recordApiRequests();
    storeSessionAs('editor');
    renderRoute('/admin');

    // The dashboard's newest products: by then the sidebar, drawn with it, would long have asked.
    expect(await screen.findByRole('article', { name: 'Aspartame' })).toBeInTheDocument();
    expect(pathsOf(requests)).not.toContain('/admin/enquiries/unread');
  });
});
