import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { pngFile } from '../../fixtures/client/content';
import { apiUrl, fail } from '../helpers/envelope';
import { enter, replace } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';
import { siteContentDb, siteContentHandlers } from './siteContentHandlers';

const TABLE = 'Carousel Slides';

beforeEach(() => {
  siteContentDb.reset();
  server.use(...siteContentHandlers);
  storeSession();
});

describe('admin carousel slides', () => {
  it('lists the slides in order with their image, title and a badge for a missing translation', async () => {
    renderRoute('/admin/slides');

    expect(await screen.findByRole('heading', { level: 1, name: TABLE })).toBeInTheDocument();
    await screen.findByText('Food and beverage additives');
    expect(within(rowWith(TABLE, 'Cosmetic ingredients')).getByText('ID missing')).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'Food and beverage additives')).queryByText(/missing/)).not.toBeInTheDocument();
    expect(
      within(rowWith(TABLE, 'Food and beverage additives')).getByRole('button', {
        name: 'Move up: Food and beverage additives',
      }),
    ).toBeDisabled();
  });

  it('moves a slide down: every id is sent in the new order', async () => {
    const { user } = renderRoute('/admin/slides');
    await screen.findByText('Food and beverage additives');

    await user.click(
      within(rowWith(TABLE, 'Food and beverage additives')).getByRole('button', {
        name: 'Move down: Food and beverage additives',
      }),
    );

    expect(await screen.findByText('Order saved')).toBeInTheDocument();
    expect(siteContentDb.writes).toEqual([{ method: 'PUT', path: '/admin/slides/order', body: { ids: [12, 11, 13] } }]);
    await waitFor(() =>
      expect(
        within(rowWith(TABLE, 'Food and beverage additives')).getByRole('button', {
          name: 'Move down: Food and beverage additives',
        }),
      ).toBeEnabled(),
    );
  });

  it('adds a slide only with an image, keeping the texts of both language tabs', async () => {
    const { user } = renderRoute('/admin/slides');
    await screen.findByText('Food and beverage additives');

    await user.click(screen.getByRole('button', { name: 'Add Slide' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD SLIDE' });
    await enter(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'New season');
    await enter(user, within(dialog).getByRole('textbox', { name: /^Image description/ }), 'A field of flowers');
    await user.click(within(dialog).getByRole('tab', { name: /^Bahasa Indonesia/ }));
    await enter(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Musim baru');
    await user.click(within(dialog).getByRole('tab', { name: /^English/ }));
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('New season');
    await enter(user, within(dialog).getByRole('textbox', { name: 'Button link' }), '/tentang');

    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));
    expect(await within(dialog).findByText('Please select a file to upload.')).toBeInTheDocument();
    expect(siteContentDb.writes).toEqual([]);

    await user.upload(within(dialog).getByLabelText('Image'), pngFile('flowers.png'));
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Slide added successfully')).toBeInTheDocument();
    expect(await screen.findByText('New season')).toBeInTheDocument();
    expect(siteContentDb.writes).toHaveLength(1);
    expect(siteContentDb.writes[0]).toMatchObject({
      method: 'POST',
      path: '/admin/slides',
      body: {
        title: 'New season',
        alt_text: 'A field of flowers',
        button_link: '/tentang',
        image: true,
        translations: { id: { title: 'Musim baru' } },
      },
    });
  });

  it('edits a slide without sending a new image', async () => {
    const { user } = renderRoute('/admin/slides');
    await screen.findByText('Technical service');

    await user.click(
      within(rowWith(TABLE, 'Technical service')).getByRole('button', { name: 'Edit: Technical service' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'EDIT SLIDE' });
    const title = within(dialog).getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Technical service');
    await replace(user, title, 'Laboratory support');
    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));

    expect(await screen.findByText('Slide edited successfully')).toBeInTheDocument();
    expect(await screen.findByText('Laboratory support')).toBeInTheDocument();
    expect(siteContentDb.writes[0]).toMatchObject({
      method: 'PUT',
      path: '/admin/slides/13',
      body: { title: 'Laboratory support', image: false, translations: { id: { title: 'Layanan teknis' } } },
    });
  });

  it('deletes a slide after confirming', async () => {
    const { user } = renderRoute('/admin/slides');
    await screen.findByText('Cosmetic ingredients');

    await user.click(
      within(rowWith(TABLE, 'Cosmetic ingredients')).getByRole('button', { name: 'Delete: Cosmetic ingredients' }),
    );
    expect(await screen.findByText('Are you sure you want to delete this slide?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Slide deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Cosmetic ingredients')).not.toBeInTheDocument());
    expect(siteContentDb.state.slides.map(({ id }) => id)).toEqual([11, 13]);
  });

  it('says when the slides cannot load, with a retry', async () => {
    server.use(http.get(apiUrl('/admin/slides'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    renderRoute('/admin/slides');

    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('shows an empty table with its invitation when there are no slides', async () => {
    siteContentDb.state.slides = [];
    renderRoute('/admin/slides');
    expect(await screen.findByText('No slides yet. Add the first one.')).toBeInTheDocument();
  });
});
