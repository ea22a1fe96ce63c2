import { screen, within } from '@testing-library/react';
import { useInboxApi } from '../helpers/inboxHandlers';
import { renderRoute } from '../helpers/render';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';
import { sampleInbox } from '../../fixtures/client/enquiries';

describe("the inbox table's e-mail addresses", () => {
  useInboxApi(sampleInbox);

  it('break only after the @ or before a dot, never inside a word', async () => {
    storeSession();
    renderRoute('/admin/inbox');
    await screen.findByText('Showing 1 to 5 of 6 Entries');

    const address = within(rowWith('Inbox', 'Siti Rahayu')).getByText('siti@kosmetika.id');
    expect(getComputedStyle(address).overflowWrap).toBe('normal');
    expect(getComputedStyle(address.closest('td')!).overflowWrap).toBe('anywhere');
    expect(address.innerHTML).toBe('siti@<wbr>kosmetika<wbr>.id');
  });
});
