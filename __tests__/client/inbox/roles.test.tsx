import { screen, within } from '@testing-library/react';
import type { StaffRole } from '@/common/staff-access';
import { sampleInbox } from '../../fixtures/client/enquiries';
import { inboxDb, useInboxApi } from '../helpers/inboxHandlers';
import { recordRefusedRequests } from '../helpers/refusedRequests';
import { renderRoute } from '../helpers/render';
import { storeSessionAs } from '../helpers/session';

const TABLE = 'Inbox';

async function openInbox(role: StaffRole, path = '/admin/inbox') {
  storeSessionAs(role);
  const view = renderRoute(path);
  await screen.findByRole('table', { name: TABLE });
  return view;
}

/** The choices of the type filter, as its list offers them. */
async function typeChoices(user: ReturnType<typeof renderRoute>['user']): Promise<string[]> {
  await user.click(screen.getByRole('combobox', { name: 'Type' }));
  const list = await screen.findByRole('listbox');
  return within(list)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

const senders = () =>
  within(screen.getByRole('table', { name: TABLE }))
    .queryAllByRole('link')
    .map((link) => link.textContent);

describe('the inbox of each staff role', () => {
  useInboxApi(sampleInbox);

  it('offers a sales person the contact messages and quote requests to filter by, not the job applications', async () => {
    const { user } = await openInbox('sales');

    expect(await screen.findByText('Showing 1 to 5 of 5 Entries')).toBeInTheDocument();
    expect(senders()).not.toContain('Andi Wijaya');
    expect(await typeChoices(user)).toEqual(['All types', 'Contact message', 'Quote request']);
  });

  it('offers a recruiter the job applications alone', async () => {
    const { user } = await openInbox('recruiter');

    expect(await screen.findByText('Showing 1 to 1 of 1 Entries')).toBeInTheDocument();
    expect(senders()).toEqual(['Andi Wijaya']);
    expect(await typeChoices(user)).toEqual(['All types', 'Job application']);
  });

  it('does not ask for a kind the role does not see when the URL names it', async () => {
    const refused = recordRefusedRequests('sales');
    await openInbox('sales', '/admin/inbox?type=application');

    expect(await screen.findByText('Showing 1 to 5 of 5 Entries')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('All types');
    expect(inboxDb.requests.list.map((query) => query.get('type'))).not.toContain('application');
    expect(refused).toEqual([]);
  });

  it("offers a recruiter an application's CV", async () => {
    storeSessionAs('recruiter');
    renderRoute('/admin/inbox/detail/3');

    expect(await screen.findByRole('heading', { name: 'Andi Wijaya', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CV (andi-wijaya-cv.pdf, 240 kB)' })).toBeInTheDocument();
  });
});
