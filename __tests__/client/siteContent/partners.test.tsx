import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { pngFile } from '../../fixtures/client/content';
import { apiUrl, fail } from '../helpers/envelope';
import { enter } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';
import { siteContentDb, siteContentHandlers } from './siteContentHandlers';

const TABLE = 'Partners';

beforeEach(() => {
  siteContentDb.reset();
  server.use(...siteContentHandlers);
  storeSession();
});

describe('admin partners', () => {
  it('adds a partner with its logo, its name in both languages and its website', async () => {
    const { user } = renderRoute('/admin/partners');
    await screen.findByText('Ajinomoto');

    await user.click(screen.getByRole('button', { name: 'Add Partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD PARTNER' });
    await enter(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Daicel');
    await user.click(within(dialog).getByRole('tab', { name: /^Bahasa Indonesia/ }));
    await enter(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Daicel Indonesia');
    await enter(user, within(dialog).getByRole('textbox', { name: 'Website' }), 'https://daicel.example.com');
    await user.upload(within(dialog).getByLabelText('Logo'), pngFile('daicel.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Partner added successfully')).toBeInTheDocument();
    // The seventh partner lands on the table's second page.
    expect(await screen.findByText(/of 7 Entries/)).toBeInTheDocument();
    expect(siteContentDb.writes[0]).toMatchObject({
      method: 'POST',
      path: '/admin/partners',
      body: {
        name: 'Daicel',
        link: 'https://daicel.example.com',
        logo: true,
        translations: { id: { name: 'Daicel Indonesia' } },
      },
    });
  });

  it('edits a partner and moves it up', async () => {
    const { user } = renderRoute('/admin/partners');
    await screen.findByText('Kyowa Hakko');

    await user.click(within(rowWith(TABLE, 'Kyowa Hakko')).getByRole('button', { name: 'Move up: Kyowa Hakko' }));
    expect(await screen.findByText('Order saved')).toBeInTheDocument();
    expect(siteContentDb.writes[0]).toEqual({
      method: 'PUT',
      path: '/admin/partners/order',
      body: { ids: [2, 1, 3, 4, 5, 6] },
    });

    await user.click(within(rowWith(TABLE, 'Kyowa Hakko')).getByRole('button', { name: 'Edit: Kyowa Hakko' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT PARTNER' });
    await enter(user, within(dialog).getByRole('textbox', { name: 'Website' }), 'https://kyowa.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));

    expect(await screen.findByText('Partner edited successfully')).toBeInTheDocument();
    expect(siteContentDb.writes[1]).toMatchObject({
      method: 'PUT',
      path: '/admin/partners/2',
      body: { name: 'Kyowa Hakko', link: 'https://kyowa.example.com', logo: false },
    });
  });

  it('deletes a partner after confirming', async () => {
    const { user } = renderRoute('/admin/partners');
    await screen.findByText('Sanei Gen');

    await user.click(within(rowWith(TABLE, 'Sanei Gen')).getByRole('button', { name: 'Delete: Sanei Gen' }));
    await user.click(await screen.findByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Partner deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Sanei Gen')).not.toBeInTheDocument());
  });

  it('keeps the dialog open and says so when the server refuses the partner', async () => {
    server.use(http.post(apiUrl('/admin/partners'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    const { user } = renderRoute('/admin/partners');
    await screen.findByText('Ajinomoto');

    await user.click(screen.getByRole('button', { name: 'Add Partner' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD PARTNER' });
    await enter(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Daicel');
    await user.upload(within(dialog).getByLabelText('Logo'), pngFile('daicel.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Failed to add partner. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'ADD PARTNER' })).toBeInTheDocument();
  });
});
