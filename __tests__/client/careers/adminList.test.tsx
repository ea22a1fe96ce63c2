import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { careerList, daysAgo } from '../../fixtures/client/careers';
import { careersDb } from '../helpers/careersDb';
import { apiUrl, fail } from '../helpers/envelope';
import { enter } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowNumbers, rowWith } from '../helpers/table';

const TABLE = 'Manage Careers';

async function openList(language: 'en' | 'id' = 'en') {
  storeSession();
  const view = renderRoute('/admin/karir', { language });
  await screen.findByRole('table', { name: language === 'en' ? TABLE : 'Kelola Karir' });
  return view;
}

/** Careers 1..count added one a day in that order, so the newest is the last one. */
const addedInOrder = (count: number) =>
  careerList(count).map((career) => ({ ...career, created_at: daysAgo(count - career.id) }));

describe('admin careers list', () => {
  beforeEach(() => {
    careersDb.seed(addedInOrder(12));
  });

  it('pages through 12 careers five at a time', async () => {
    const { user, router } = await openList();

    expect(await screen.findByText('Showing 1 to 5 of 12 Entries')).toBeInTheDocument();
    expect(rowNumbers(TABLE)).toEqual(['1', '2', '3', '4', '5']);
    expect(screen.getByRole('button', { name: 'Prev' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 6 to 10 of 12 Entries')).toBeInTheDocument();
    expect(rowNumbers(TABLE)).toEqual(['6', '7', '8', '9', '10']);
    expect(router.state.location.search).toBe('?page=2');
    expect(screen.getByRole('button', { name: 'Prev' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Showing 11 to 12 of 12 Entries')).toBeInTheDocument();
    expect(rowNumbers(TABLE)).toEqual(['11', '12']);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('shows each career with its detail link and its publication state', async () => {
    await openList();
    await screen.findByText('Career 12');

    expect(within(rowWith(TABLE, 'Career 12')).getByText('Draft')).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'Career 11')).getByText('Published')).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'Career 11')).getByText('Position 11')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Detail: Career 11' })).toHaveAttribute('href', '/admin/karir/detail/11');
  });

  it("opens 'TAMBAH LOWONGAN' from 'Tambah Karir' in Indonesian", async () => {
    const { user } = await openList('id');

    await user.click(screen.getByRole('button', { name: 'Tambah Karir' }));

    const dialog = await screen.findByRole('dialog', { name: 'TAMBAH LOWONGAN' });
    expect(within(dialog).getByRole('textbox', { name: /^Nama Lowongan/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Posisi Lowongan/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /^Deskripsi/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Terbitkan' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Simpan draf' })).toBeInTheDocument();
  });

  it('adds a career and the table refreshes itself with the new row and total', async () => {
    const { user } = await openList();
    await screen.findByText('Showing 1 to 5 of 12 Entries');

    await user.click(screen.getByRole('button', { name: 'Add Career' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD VACANCY' });
    await enter(user, within(dialog).getByRole('textbox', { name: /^Vacancy Name/ }), 'QA Analyst');
    await enter(user, within(dialog).getByRole('textbox', { name: /^Vacancy Position/ }), 'Laboratory');
    await enter(user, within(dialog).getByRole('textbox', { name: /^Description/ }), 'Lab work');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Career added successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Showing 1 to 5 of 13 Entries')).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'QA Analyst')).getByText('Laboratory')).toBeInTheDocument();
    expect(within(rowWith(TABLE, 'QA Analyst')).getByText('Published')).toBeInTheDocument();
  });

  it('clears the form when the modal is closed and opened again', async () => {
    const { user } = await openList();

    await user.click(screen.getByRole('button', { name: 'Add Career' }));
    let dialog = await screen.findByRole('dialog', { name: 'ADD VACANCY' });
    await enter(user, within(dialog).getByRole('textbox', { name: /^Vacancy Name/ }), 'Draft');
    await enter(user, within(dialog).getByRole('textbox', { name: /^Vacancy Position/ }), 'Temp');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add Career' }));
    dialog = await screen.findByRole('dialog', { name: 'ADD VACANCY' });
    expect(within(dialog).getByRole('textbox', { name: /^Vacancy Name/ })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: /^Vacancy Position/ })).toHaveValue('');
    expect(within(dialog).getByRole('textbox', { name: /^Description/ })).toHaveValue('');
  });

  it("says 'Failed to add career' when the server answers 500, keeping the modal open", async () => {
    server.use(http.post(apiUrl('/admin/careers'), () => fail(500, 'Internal error', 'INTERNAL')));
    const { user } = await openList();

    await user.click(screen.getByRole('button', { name: 'Add Career' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD VACANCY' });
    await enter(user, within(dialog).getByRole('textbox', { name: /^Vacancy Name/ }), 'QA Analyst');
    await enter(user, within(dialog).getByRole('textbox', { name: /^Vacancy Position/ }), 'Laboratory');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText('Failed to add career')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'ADD VACANCY' })).toBeInTheDocument();
    expect(careersDb.all()).toHaveLength(12);
  });
});
