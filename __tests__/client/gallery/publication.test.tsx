import { screen, waitFor, within } from '@testing-library/react';
import { makePhoto, pngFile } from '../../fixtures/client/content';
import { DRAFT } from '../../fixtures/client/publication';
import { recordApiRequests } from '../helpers/apiRequests';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { enter } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';
import { shownTime } from '../helpers/shownTime';

const TABLE = 'Manage Gallery';
const PUBLISH_AT = '2030-03-05T02:30:00.000Z';
/** The company's date and time, as the back office shows a publication time. */
const draft = makePhoto(1, { name: 'Warehouse opening', ...DRAFT });
const scheduled = makePhoto(2, { name: 'Laboratory', state: 'scheduled', publish_at: PUBLISH_AT, unpublish_at: null });
const live = makePhoto(3, { name: 'Head office' });

beforeEach(() => {
  contentDb.reset();
  server.use(...contentHandlers);
  storeSession();
});

describe('publication of gallery photos', () => {
  it('shows each photo’s state in the list', async () => {
    contentDb.seed({ photos: [draft, scheduled, live] });
    renderRoute('/admin/galeri');
    await screen.findByText('Head office');

    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'Warehouse opening')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'Laboratory')).getByText(`Scheduled · ${shownTime(PUBLISH_AT)}`)).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'Head office')).getByText('Published')).toBeInTheDocument();
  });

  it('filters by state, asking the server for it and keeping it in the address', async () => {
    contentDb.seed({ photos: [draft, scheduled, live] });
    const requests = recordApiRequests();
    const { user, router } = renderRoute('/admin/galeri', { language: 'id' });
    await screen.findByText('Head office');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Terjadwal' }));

    await waitFor(() => expect(screen.queryByText('Head office')).not.toBeInTheDocument());
    expect(screen.getByText('Laboratory')).toBeInTheDocument();
    expect(screen.queryByText('Warehouse opening')).not.toBeInTheDocument();
    expect(requests).toContainEqual(expect.stringMatching(/^\/admin\/galleries\?.*state=scheduled/));
    expect(router.state.location.search).toBe('?state=scheduled');
  });

  it('says when no photo is in the state asked for', async () => {
    contentDb.seed({ photos: [live] });
    renderRoute('/admin/galeri?state=draft');

    expect(await screen.findByText('No photos in this state.')).toBeInTheDocument();
  });

  it("adds a photo as a draft with 'Save draft', which the list then shows", async () => {
    const { user } = renderRoute('/admin/galeri');
    await user.click(await screen.findByRole('button', { name: 'Add Photo' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD PHOTO' });
    await enter(user, within(dialog).getByRole('textbox', { name: /^Photo Title/ }), 'Warehouse');
    await user.upload(within(dialog).getByLabelText('Photo'), pngFile('plant.png'));

    expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveAttribute('type', 'submit');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Photo added successfully')).toBeInTheDocument();
    expect(await within(rowWith(TABLE, 'Warehouse')).findByText('Draft')).toBeInTheDocument();
    expect(contentDb.sentForms()).toEqual([expect.objectContaining({ name: 'Warehouse', state: 'draft' })]);
  });

  it("publishes a draft from 'EDIT PHOTO', and 'Publish changes' then leaves its publication alone", async () => {
    contentDb.seed({ photos: [draft] });
    const { user } = renderRoute('/admin/galeri');
    await screen.findByText('Warehouse opening');

    await user.click(screen.getByRole('button', { name: 'Edit: Warehouse opening' }));
    let dialog = await screen.findByRole('dialog', { name: 'EDIT PHOTO' });
    expect(within(dialog).getByRole('group', { name: 'Publication' })).toHaveTextContent('Draft');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Photo edited successfully')).toBeInTheDocument();
    expect(await within(rowWith(TABLE, 'Warehouse opening')).findByText('Published')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Edit: Warehouse opening' }));
    dialog = await screen.findByRole('dialog', { name: 'EDIT PHOTO' });
    expect(within(dialog).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish changes' }));
    await waitFor(() => expect(contentDb.sentForms()).toHaveLength(2));

    const [published, saved] = contentDb.sentForms();
    expect(published).toMatchObject({ state: 'published' });
    expect(saved).not.toHaveProperty('state');
    expect(contentDb.photos()[0]).toMatchObject({ state: 'published' });
  });
});
