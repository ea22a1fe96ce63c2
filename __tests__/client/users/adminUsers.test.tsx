import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ERROR_CODES } from '@/common/api/error-codes';
import { apiUrl, fail } from '../helpers/envelope';
import { enter } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';
import { useUsersApi, usersDb } from '../helpers/usersHandlers';

const TABLE = 'Users';

async function openUsers(language: 'en' | 'id' = 'en', table = TABLE) {
  // The sample's first administrator: the session is theirs.
  storeSession('admin');
  const view = renderRoute('/admin/users', { language });
  await within(await screen.findByRole('table', { name: table })).findByText('Rina Putri');
  return view;
}

/** A row's cells as the user reads them, without the 'No.' column. */
const cells = (text: string, table = TABLE) =>
  within(rowWith(table, text))
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent);

/** The row's status, the last cell before the actions. */
const statusOf = (name: string) => cells(name).at(-2);

describe('the users screen', () => {
  useUsersApi();

  it('lists every account with its role, last sign-in, two-step sign-in and status', async () => {
    await openUsers();

    expect(screen.getByRole('heading', { name: 'Users' })).toBeInTheDocument();
    expect(cells('Rina Putri')).toEqual([
      'Rina Putri',
      'rina.putri',
      'rina.putri@example.com',
      'Recruiter',
      '—Never signed in',
      'Off',
      'Invited',
      expect.any(String),
    ]);
    expect(cells('Dewi Lestari').slice(3)).toEqual([
      'Sales',
      expect.stringMatching(/2026/),
      'Off',
      'Deactivated',
      expect.any(String),
    ]);
    expect(cells('Budi Santoso').slice(3, 7)).toEqual(['Editor', expect.stringMatching(/2026/), 'Off', 'Active']);
    expect(cells('Sari Wijaya').slice(3, 7)).toEqual(['Administrator', expect.stringMatching(/2026/), 'On', 'Active']);
    expect(screen.getByText('Showing 1 to 5 of 5 Entries')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/admin/users');
  });

  it('offers no role change and no deactivation on the signed-in user’s own row', async () => {
    await openUsers();

    const own = rowWith(TABLE, 'Admin Sinar');
    expect(within(own).getByText('(you)')).toBeInTheDocument();
    expect(within(own).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change role: Sari Wijaya' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Deactivate: Sari Wijaya' })).toBeInTheDocument();
  });

  it('invites a recruiter, checking the name and address first, and lists them as invited', async () => {
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'INVITE USER' });
    expect(within(dialog).getByText(/The link works once, for 72 hours\./)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveAccessibleDescription(
      'This field is required.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'This field is required.',
    );

    await enter(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Agus Salim');
    await enter(user, within(dialog).getByRole('textbox', { name: 'E-mail' }), 'agus@example');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'Enter a valid e-mail address, e.g. rina@example.com.',
    );
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).not.toHaveAccessibleDescription();
    expect(usersDb.mails).toEqual([]);

    await enter(user, within(dialog).getByRole('textbox', { name: 'E-mail' }), '.com');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Recruiter' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    expect(await screen.findByText('Invitation sent to agus@example.com')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(cells('Agus Salim').slice(0, 7)).toEqual([
        'Agus Salim',
        'agus',
        'agus@example.com',
        'Recruiter',
        '—Never signed in',
        'Off',
        'Invited',
      ]),
    );
    expect(usersDb.mails).toEqual([{ email: 'agus@example.com', language: 'en', token: expect.any(String) }]);
  });

  it('shows an address another account has under the e-mail field, and invites nobody', async () => {
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Invite' }));
    const dialog = await screen.findByRole('dialog', { name: 'INVITE USER' });
    await enter(user, within(dialog).getByRole('textbox', { name: 'Name' }), 'Budi Lain');
    await enter(user, within(dialog).getByRole('textbox', { name: 'E-mail' }), 'Budi@sinaraditif.co.id');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
        'Another account already has this e-mail address.',
      ),
    );
    expect(screen.getByRole('dialog', { name: 'INVITE USER' })).toBeInTheDocument();
    expect(usersDb.all()).toHaveLength(5);
    expect(usersDb.mails).toEqual([]);
  });

  it('changes a role', async () => {
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Change role: Budi Santoso' }));
    const dialog = await screen.findByRole('dialog', { name: 'CHANGE ROLE: Budi Santoso' });
    expect(within(dialog).getByRole('combobox', { name: 'Role' })).toHaveTextContent('Editor');
    await user.click(within(dialog).getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Sales' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText("Budi Santoso's role is now Sales.")).toBeInTheDocument();
    await waitFor(() => expect(cells('Budi Santoso')[3]).toBe('Sales'));
    expect(usersDb.findByUsername('budi.santoso')?.role).toBe('sales');
  });

  it('deactivates once confirmed, then reactivates', async () => {
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Deactivate: Budi Santoso' }));
    expect(
      await screen.findByText(
        'Deactivate Budi Santoso? They are signed out everywhere at once; their history is kept.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Budi Santoso is deactivated and signed out everywhere.')).toBeInTheDocument();
    await waitFor(() => expect(statusOf('Budi Santoso')).toBe('Deactivated'));
    expect(usersDb.findByUsername('budi.santoso')?.status).toBe('deactivated');

    await user.click(await screen.findByRole('button', { name: 'Reactivate: Budi Santoso' }));

    expect(await screen.findByText('Budi Santoso can sign in again.')).toBeInTheDocument();
    await waitFor(() => expect(statusOf('Budi Santoso')).toBe('Active'));
    expect(screen.getByRole('button', { name: 'Deactivate: Budi Santoso' })).toBeInTheDocument();
  });

  it('sends an invitation again, only to someone still invited', async () => {
    const { user } = await openUsers();

    expect(screen.queryByRole('button', { name: 'Resend invitation: Budi Santoso' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend invitation: Rina Putri' }));

    expect(
      await screen.findByText('A new invitation was sent to rina.putri@example.com; older links no longer work.'),
    ).toBeInTheDocument();
    expect(usersDb.mails).toEqual([{ email: 'rina.putri@example.com', language: 'en', token: expect.any(String) }]);
    expect(statusOf('Rina Putri')).toBe('Invited');
  });

  it('says so when the invitee has set a password meanwhile', async () => {
    const { user } = await openUsers();
    usersDb.join('rina.putri');

    await user.click(screen.getByRole('button', { name: 'Resend invitation: Rina Putri' }));

    expect(await screen.findByText('This user has already set a password.')).toBeInTheDocument();
    expect(usersDb.mails).toEqual([]);
  });

  it('says why the server refused a change, and changes nothing', async () => {
    // Another administrator was demoted meanwhile: Sari is now the last one.
    server.use(
      http.patch(apiUrl('/admin/users/:id'), () =>
        fail(409, 'The back office must keep at least one active administrator', ERROR_CODES.lastAdministrator),
      ),
    );
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Deactivate: Sari Wijaya' }));
    await user.click(await screen.findByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('The back office must keep at least one active administrator.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(statusOf('Sari Wijaya')).toBe('Active');
    expect(usersDb.findByUsername('sari.wijaya')?.status).toBe('active');
  });

  it('resets two-step sign-in once confirmed, only for someone who has it on', async () => {
    const { user } = await openUsers();

    expect(screen.queryByRole('button', { name: 'Reset two-step sign-in: Budi Santoso' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in: Sari Wijaya' }));
    expect(
      await screen.findByText(
        'Reset two-step sign-in for Sari Wijaya? Their authenticator app and recovery codes stop working, and they ' +
          'will set two-step sign-in up again at their next sign-in.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));

    expect(
      await screen.findByText(
        "Sari Wijaya's two-step sign-in is reset; they will set it up again at their next sign-in.",
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(cells('Sari Wijaya')[5]).toBe('Off'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset two-step sign-in: Sari Wijaya' })).not.toBeInTheDocument();
    expect(usersDb.findByUsername('sari.wijaya')?.twoStep).toBe(false);
  });

  it('resets nothing when the question is answered No', async () => {
    const { user } = await openUsers();

    await user.click(screen.getByRole('button', { name: 'Reset two-step sign-in: Sari Wijaya' }));
    await user.click(await screen.findByRole('button', { name: 'No, cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cells('Sari Wijaya')[5]).toBe('On');
    expect(usersDb.findByUsername('sari.wijaya')?.twoStep).toBe(true);
  });

  it('reads whom two-step sign-in is required for, and saves a new choice at once', async () => {
    usersDb.setTwoStepPolicy('administrators');
    const { user } = await openUsers();
    const policy = screen.getByRole('combobox', { name: 'Two-step sign-in required for' });

    await waitFor(() => expect(policy).toHaveTextContent('Administrators'));
    expect(policy).toHaveAccessibleDescription(
      'Whoever it requires and has not set it up yet does so at their next sign-in, before anything else.',
    );
    await user.click(policy);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Nobody',
      'Administrators',
      'Everyone',
    ]);
    await user.click(screen.getByRole('option', { name: 'Everyone' }));

    expect(await screen.findByText('The two-step sign-in policy is saved.')).toBeInTheDocument();
    expect(usersDb.twoStepPolicy()).toBe('everyone');
    await waitFor(() => expect(policy).toHaveTextContent('Everyone'));
  });

  it('keeps the policy as it was when the server refuses the new one', async () => {
    server.use(
      http.put(apiUrl('/admin/users/two-step-policy'), () => fail(500, 'Database unavailable', ERROR_CODES.internal)),
    );
    const { user } = await openUsers();
    const policy = screen.getByRole('combobox', { name: 'Two-step sign-in required for' });
    await waitFor(() => expect(policy).toHaveTextContent('Nobody'));

    await user.click(policy);
    await user.click(await screen.findByRole('option', { name: 'Everyone' }));

    expect(await screen.findByText('Something went wrong on the server. Please try again later.')).toBeInTheDocument();
    await waitFor(() => expect(policy).toHaveTextContent('Nobody'));
    expect(usersDb.twoStepPolicy()).toBe('nobody');
  });

  it('says a list that cannot be read, and reads it again on Retry', async () => {
    let failures = 1;
    server.use(
      http.get(apiUrl('/admin/users'), () =>
        failures-- > 0 ? fail(500, 'Database unavailable', ERROR_CODES.internal) : undefined,
      ),
    );
    storeSession('admin');
    const { user } = renderRoute('/admin/users');

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('cell', { name: 'Rina Putri' })).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    await openUsers('id', 'Pengguna');

    expect(screen.getByRole('button', { name: 'Undang' })).toBeInTheDocument();
    expect(cells('Rina Putri', 'Pengguna').slice(3, 7)).toEqual([
      'Perekrut',
      '—Belum pernah masuk',
      'Tidak aktif',
      'Diundang',
    ]);
    expect(screen.getByRole('button', { name: 'Nonaktifkan: Budi Santoso' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aktifkan kembali: Dewi Lestari' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kirim ulang undangan: Rina Putri' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Atur ulang verifikasi dua langkah: Sari Wijaya' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Verifikasi dua langkah wajib untuk' })).toBeInTheDocument();
  });
});
