import { act, screen, within } from '@testing-library/react';
import { UNREAD_ENQUIRIES_POLL_MS } from '@/client/features/inbox/unreadEnquiriesApi';
import { makeEnquiry, sampleInbox } from '../../fixtures/client/enquiries';
import { inboxDb, useInboxApi } from '../helpers/inboxHandlers';
import { currentPath, renderRoute } from '../helpers/render';
import { storeSession } from '../helpers/session';

const sidebar = () => screen.findByRole('navigation', { name: 'Admin navigation' });

describe('the unread enquiries', () => {
  useInboxApi(sampleInbox);
  afterEach(() => jest.useRealTimers());

  it("counts them on the sidebar's Inbox entry, read out as '3 unread'", async () => {
    storeSession();
    renderRoute('/admin/karir');

    const inbox = await within(await sidebar()).findByRole('link', { name: 'Inbox 3 unread' });
    expect(inbox).toHaveAttribute('href', '/admin/inbox');
    expect(within(inbox).getByText('3')).toBeInTheDocument();
  });

  it('shows no badge when nothing waits unread', async () => {
    inboxDb.seed(sampleInbox().map((enquiry) => ({ ...enquiry, read: true })));
    storeSession();
    renderRoute('/admin', { language: 'id' });

    // The dashboard reads the same counts as the sidebar.
    await screen.findByRole('link', { name: 'Buka kotak masuk (0 belum dibaca)' });
    const navigation = screen.getByRole('navigation', { name: 'Navigasi admin' });
    expect(within(navigation).getByRole('link', { name: 'Kotak Masuk' })).toBeInTheDocument();
  });

  it('follows new enquiries every minute while the back office is open', async () => {
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    storeSession();
    renderRoute('/admin/karir');
    await within(await sidebar()).findByRole('link', { name: 'Inbox 3 unread' });

    inboxDb.add(makeEnquiry(7, { type: 'quote', status: 'new', read: false, created_at: new Date().toISOString() }));
    act(() => jest.advanceTimersByTime(UNREAD_ENQUIRIES_POLL_MS));

    expect(await within(await sidebar()).findByRole('link', { name: 'Inbox 4 unread' })).toBeInTheDocument();
  });

  it('lists them per type on the dashboard, each leading to the inbox filtered to that type', async () => {
    storeSession();
    const { user, router } = renderRoute('/admin');

    const card = await screen.findByRole('region', { name: 'Inbox' });
    expect(await within(card).findByRole('link', { name: 'Contact messages 1 unread' })).toHaveAttribute(
      'href',
      '/admin/inbox?type=contact',
    );
    expect(within(card).getByRole('link', { name: 'Quote requests 1 unread' })).toHaveAttribute(
      'href',
      '/admin/inbox?type=quote',
    );
    expect(within(card).getByRole('link', { name: 'Job applications 1 unread' })).toHaveAttribute(
      'href',
      '/admin/inbox?type=application',
    );
    expect(within(card).getByRole('link', { name: 'Open the inbox (3 unread)' })).toHaveAttribute(
      'href',
      '/admin/inbox',
    );

    await user.click(within(card).getByRole('link', { name: 'Job applications 1 unread' }));

    expect(await screen.findByRole('link', { name: 'Andi Wijaya' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/inbox');
    expect(screen.getByRole('combobox', { name: 'Type' })).toHaveTextContent('Job application');
    expect(screen.queryByRole('link', { name: 'Siti Rahayu' })).not.toBeInTheDocument();
  });

  it('counts them in Indonesian on the dashboard', async () => {
    inboxDb.seed([...sampleInbox(), makeEnquiry(8, { type: 'quote', status: 'new', read: false })]);
    storeSession();
    renderRoute('/admin', { language: 'id' });

    const card = await screen.findByRole('region', { name: 'Kotak Masuk' });
    expect(await within(card).findByRole('link', { name: 'Permintaan penawaran 2 belum dibaca' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Buka kotak masuk (4 belum dibaca)' })).toBeInTheDocument();
  });
});
