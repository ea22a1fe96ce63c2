import { screen, waitFor } from '@testing-library/react';
import { replace } from '../helpers/enter';
import { inboxDb, useInboxApi } from '../helpers/inboxHandlers';
import { renderRoute } from '../helpers/render';
import { storeSession } from '../helpers/session';
import { sampleInbox } from '../../fixtures/client/enquiries';

const lastListQuery = () => Object.fromEntries(inboxDb.requests.list.at(-1) ?? []);

describe("the inbox's days received", () => {
  useInboxApi(sampleInbox);

  it('says when the range ends before it starts, and lists without the days instead of asking for nothing', async () => {
    storeSession();
    renderRoute('/admin/inbox?from=2026-01-25&to=2026-01-12');

    expect(await screen.findByText('Showing 1 to 5 of 6 Entries')).toBeInTheDocument();
    expect(screen.getByLabelText('Received until')).toHaveAccessibleDescription(
      'The end date is before the start date: the dates are not applied.',
    );
    expect(screen.getByLabelText('Received until')).toHaveAttribute('aria-invalid', 'true');
    expect(lastListQuery()).not.toHaveProperty('from');
    expect(lastListQuery()).not.toHaveProperty('to');
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeInTheDocument();
  });

  it('says so in Indonesian too, and applies the range once it is put right', async () => {
    storeSession();
    const { user } = renderRoute('/admin/inbox?from=2026-01-25&to=2026-01-12', { language: 'id' });

    const until = await screen.findByLabelText('Diterima sampai');
    expect(until).toHaveAccessibleDescription('Tanggal akhir sebelum tanggal awal: tanggal tidak diterapkan.');

    await replace(user, until, '2026-01-30');
    await waitFor(() => expect(lastListQuery()).toMatchObject({ from: '2026-01-25', to: '2026-01-30' }));
    expect(until).not.toHaveAttribute('aria-invalid', 'true');
  });
});
