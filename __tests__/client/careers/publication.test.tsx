import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { makeCareer } from '../../fixtures/client/careers';
import { recordApiRequests } from '../helpers/apiRequests';
import { careersDb } from '../helpers/careersDb';
import { enter } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';
import { scheduleNewItem, schedulePastTime } from '../helpers/scheduling';
import { shownTime } from '../helpers/shownTime';

const TABLE = 'Manage Careers';
/** The company's date and time, as the back office shows a publication time. */
const PUBLISH_AT = '2030-03-05T02:30:00.000Z';
const UNPUBLISH_AT = '2030-04-01T10:00:00.000Z';
const draft = { ...makeCareer(1, { name: 'Fermentation Analyst' }), state: 'draft' as const };
const scheduled = {
  ...makeCareer(2, { name: 'Warehouse Lead' }),
  state: 'scheduled' as const,
  publish_at: PUBLISH_AT,
  unpublish_at: null,
};
const live = { ...makeCareer(3, { name: 'Sales Engineer' }), state: 'published' as const };
const seasonal = {
  ...makeCareer(4, { name: 'Harvest Driver' }),
  state: 'published' as const,
  publish_at: '2024-03-05T08:00:00.000Z',
  unpublish_at: UNPUBLISH_AT,
};

beforeEach(() => {
  storeSession();
});

/** Opens 'ADD VACANCY' and fills in what every career needs. */
async function fillNewCareer(user: UserEvent, name = 'QC Analyst') {
  await user.click(await screen.findByRole('button', { name: 'Add Career' }));
  const dialog = await screen.findByRole('dialog', { name: 'ADD VACANCY' });
  await enter(user, within(dialog).getByRole('textbox', { name: /^Vacancy Name/ }), name);
  await enter(user, within(dialog).getByRole('textbox', { name: /^Vacancy Position/ }), 'Laboratory');
  return dialog;
}

async function openEdit(user: UserEvent, name: string) {
  await screen.findByRole('heading', { level: 1, name });
  await user.click(screen.getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit Vacancy' });
}

describe('publication state in the careers list', () => {
  it('shows each career’s state in words, with the time of a schedule or of the end of a publication', async () => {
    careersDb.seed([draft, scheduled, live, seasonal]);
    renderRoute('/admin/karir');
    await screen.findByText('Fermentation Analyst');

    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'Fermentation Analyst')).getByText('Draft')).toBeInTheDocument();
    expect(
      within(rowWith(TABLE, 'Warehouse Lead')).getByText(`Scheduled · ${shownTime(PUBLISH_AT)}`),
    ).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'Sales Engineer')).getByText('Published')).toBeInTheDocument();
    expect(
      within(rowWith(TABLE, 'Harvest Driver')).getByText(`Published · until ${shownTime(UNPUBLISH_AT)}`),
    ).toBeInTheDocument();
  });

  it('says the states in Indonesian', async () => {
    careersDb.seed([draft, scheduled, live]);
    renderRoute('/admin/karir', { language: 'id' });
    await screen.findByText('Fermentation Analyst');

    expect(within(rowWith('Kelola Karir', 'Fermentation Analyst')).getByText('Draf')).toBeInTheDocument();
    expect(
      within(rowWith('Kelola Karir', 'Warehouse Lead')).getByText(`Terjadwal · ${shownTime(PUBLISH_AT, 'id')}`),
    ).toBeInTheDocument();
    expect(within(rowWith('Kelola Karir', 'Sales Engineer')).getByText('Terbit')).toBeInTheDocument();
  });

  it('filters by state: the server is asked for state=draft, and the filter stays in the address', async () => {
    careersDb.seed([draft, scheduled, live]);
    const requests = recordApiRequests();
    const { user, router } = renderRoute('/admin/karir');
    await screen.findByText('Sales Engineer');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'All',
      'Draft',
      'Scheduled',
      'Published',
    ]);
    await user.click(screen.getByRole('option', { name: 'Draft' }));

    await waitFor(() => expect(screen.queryByText('Sales Engineer')).not.toBeInTheDocument());
    expect(screen.getByText('Fermentation Analyst')).toBeInTheDocument();
    expect(screen.queryByText('Warehouse Lead')).not.toBeInTheDocument();
    expect(requests.filter((request) => request.startsWith('/admin/careers?'))).toContainEqual(
      expect.stringMatching(/[?&]state=draft(&|$)/),
    );
    expect(router.state.location.search).toBe('?state=draft');
  });

  it('opens filtered from the address, and says when no career is in that state', async () => {
    careersDb.seed([draft, live]);
    const requests = recordApiRequests();
    renderRoute('/admin/karir?state=scheduled');

    expect(await screen.findByText('No vacancies in this state.')).toBeInTheDocument();
    expect(requests).toContainEqual(expect.stringMatching(/^\/admin\/careers\?.*state=scheduled/));
  });
});

describe('adding a career with its publication', () => {
  it("offers 'Publish' and 'Save draft' instead of a status; 'Save draft' sends state=draft", async () => {
    const { user } = renderRoute('/admin/karir');
    await screen.findByText('No vacancies yet. Add the first one.');
    const dialog = await fillNewCareer(user);

    expect(within(dialog).queryByRole('combobox', { name: /Vacancy Status/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('group', { name: 'Publication' })).toHaveTextContent('Draft');
    expect(within(dialog).getByRole('button', { name: 'Publish' })).toHaveAttribute('type', 'submit');
    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

    expect(await screen.findByText('Career added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await within(rowWith(TABLE, 'QC Analyst')).findByText('Draft')).toBeInTheDocument();
    const [sent] = careersDb.received();
    expect(sent).toMatchObject({ name: 'QC Analyst', position: 'Laboratory', state: 'draft' });
    expect(sent).not.toHaveProperty('status');
    expect(sent).not.toHaveProperty('publish_at');
  });

  it("checks 'Save draft' like 'Publish': the required fields first, nothing sent meanwhile", async () => {
    const { user } = renderRoute('/admin/karir');
    await user.click(await screen.findByRole('button', { name: 'Add Career' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD VACANCY' });

    await user.click(within(dialog).getByRole('button', { name: 'Save draft' }));

    expect(within(dialog).getByRole('textbox', { name: /^Vacancy Name/ })).toBeInvalid();
    expect(careersDb.received()).toEqual([]);
  });

  it("schedules it: the time chosen goes as an ISO time with state=scheduled, by 'Schedule'", async () => {
    const { user } = renderRoute('/admin/karir');
    const dialog = await fillNewCareer(user);

    const publishAt = await scheduleNewItem(user, dialog, { time: '2030-01-02T09:30', sent: careersDb.received });

    expect(await screen.findByText('Career added successfully')).toBeInTheDocument();
    expect(careersDb.received()).toEqual([expect.objectContaining({ state: 'scheduled', publish_at: publishAt })]);
    expect(
      await within(rowWith(TABLE, 'QC Analyst')).findByText(`Scheduled · ${shownTime(publishAt)}`),
    ).toBeInTheDocument();
  });

  it("shows the server's refusal of a publish time that has gone by under the field, and keeps the dialog", async () => {
    const { user } = renderRoute('/admin/karir');
    const dialog = await fillNewCareer(user);

    await schedulePastTime(user, dialog, 'Failed to add career');

    expect(careersDb.all()).toEqual([]);
  });
});

describe('editing a career’s publication', () => {
  it("shows a published career's state; 'Unpublish' sends state=draft and the page then says Draft", async () => {
    careersDb.seed([seasonal]);
    const { user } = renderRoute('/admin/karir/detail/4');
    const dialog = await openEdit(user, 'Harvest Driver');
    expect(screen.getAllByText(`Published · until ${shownTime(UNPUBLISH_AT)}`)).not.toHaveLength(0);

    expect(within(dialog).queryByRole('button', { name: 'Publish' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Unpublish' }));

    expect(await screen.findByText('Data updated successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Draft')).toBeInTheDocument();
    expect(careersDb.received()).toEqual([expect.objectContaining({ state: 'draft', unpublish_at: '' })]);
    expect(careersDb.find(4)).toMatchObject({ state: 'draft', status: false, unpublish_at: null });
  });

  it("'Save' keeps the state: nothing about the publication is sent when it is left as it was", async () => {
    careersDb.seed([scheduled]);
    const { user } = renderRoute('/admin/karir/detail/2');
    const dialog = await openEdit(user, 'Warehouse Lead');

    expect(within(dialog).getByRole('button', { name: 'Publish' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Data updated successfully')).toBeInTheDocument();
    const [sent] = careersDb.received();
    expect(sent).toMatchObject({ name: 'Warehouse Lead' });
    expect(sent).not.toHaveProperty('state');
    expect(sent).not.toHaveProperty('status');
    expect(sent).not.toHaveProperty('publish_at');
    expect(careersDb.find(2)).toMatchObject({ state: 'scheduled', publish_at: PUBLISH_AT });
  });

  it("publishes a draft with 'Terbitkan', in Indonesian", async () => {
    careersDb.seed([draft]);
    const { user } = renderRoute('/admin/karir/detail/1', { language: 'id' });
    await screen.findByRole('heading', { level: 1, name: 'Fermentation Analyst' });
    expect(screen.getByText('Draf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Lowongan' });
    await user.click(within(dialog).getByRole('button', { name: 'Terbitkan' }));

    expect(await screen.findByText('Data berhasil diperbarui')).toBeInTheDocument();
    expect(await screen.findByText('Terbit')).toBeInTheDocument();
    expect(careersDb.received()).toEqual([expect.objectContaining({ state: 'published' })]);
    expect(careersDb.find(1)).toMatchObject({ state: 'published', status: true });
  });
});
