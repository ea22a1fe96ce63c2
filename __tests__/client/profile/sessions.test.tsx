import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ERROR_CODES } from '@/common/api/error-codes';
import { apiUrl, fail } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';
import { profileDb, sampleSessions, useProfileApi } from './profileHandlers';

const TABLE = 'Sessions';

async function openSessions(language: 'en' | 'id' = 'en', table = TABLE) {
  storeSession('admin');
  const view = renderRoute('/admin/profile', { language });
  // A file's first render is slow on busy shared cores: the page, then its sessions, each in their own wait.
  await screen.findByRole('heading', { name: language === 'en' ? 'Profile' : 'Profil', level: 1 });
  await within(await screen.findByRole('table', { name: table })).findByText('203.0.113.7');
  return view;
}

/** A row's cells as the user reads them, without the 'No.' column. */
const cells = (text: string, table = TABLE) =>
  within(rowWith(table, text))
    .getAllByRole('cell')
    .slice(1)
    .map((cell) => cell.textContent);

describe('the profile: sessions', () => {
  useProfileApi();

  it('lists every signed-in browser in words, this one marked, with when it signed in and was last seen', async () => {
    await openSessions();

    expect(cells('203.0.113.7')).toEqual([
      'Chrome on WindowsThis device',
      '203.0.113.7',
      expect.stringMatching(/2026/),
      '2 hours ago',
      '',
    ]);
    expect(cells('198.51.100.23').slice(0, 4)).toEqual([
      'Safari on iOS',
      '198.51.100.23',
      expect.stringMatching(/2026/),
      '3 days ago',
    ]);
    expect(cells('192.0.2.44')[0]).toBe('Firefox on Linux');
    expect(within(rowWith(TABLE, '203.0.113.7')).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign out: Safari on iOS' })).toBeInTheDocument();
    // The User-Agent as the browser sent it, on pointing at the device.
    expect(within(rowWith(TABLE, '192.0.2.44')).getByText('Firefox on Linux')).toHaveAttribute(
      'title',
      sampleSessions()[2]!.device,
    );
  });

  it('signs one other session out once confirmed', async () => {
    const { user } = await openSessions();

    await user.click(screen.getByRole('button', { name: 'Sign out: Safari on iOS' }));
    expect(
      await screen.findByText('Sign out Safari on iOS? It must sign in again to use the back office.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Safari on iOS is signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('198.51.100.23')).not.toBeInTheDocument());
    expect(profileDb.requests.signedOut).toEqual([12]);
    expect(screen.getByText('192.0.2.44')).toBeInTheDocument();
  });

  it('signs out everywhere else once confirmed, and says how many', async () => {
    const { user } = await openSessions();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    expect(
      await screen.findByText('Sign out the 2 other sessions? Only this browser stays signed in.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('2 other sessions are signed out.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('198.51.100.23')).not.toBeInTheDocument());
    expect(screen.queryByText('192.0.2.44')).not.toBeInTheDocument();
    expect(screen.getByText('203.0.113.7')).toBeInTheDocument();
    expect(profileDb.requests.signedOutOthers).toBe(1);
    // Nothing is left to sign out.
    expect(screen.queryByRole('button', { name: 'Sign out everywhere else' })).not.toBeInTheDocument();
  });

  it('asks nothing when cancelled', async () => {
    const { user } = await openSessions();

    await user.click(screen.getByRole('button', { name: 'Sign out everywhere else' }));
    await user.click(await screen.findByRole('button', { name: 'No, cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(profileDb.requests.signedOutOthers).toBe(0);
    expect(screen.getByText('198.51.100.23')).toBeInTheDocument();
  });

  it('says so when the session had already ended, and shows the list as it now is', async () => {
    const { user } = await openSessions();
    server.use(
      http.delete(apiUrl('/admin/profile/sessions/:id'), () => fail(404, 'Session not found', ERROR_CODES.notFound)),
    );

    await user.click(screen.getByRole('button', { name: 'Sign out: Firefox on Linux' }));
    await user.click(await screen.findByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('The item was not found. It may have been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says a list that cannot be read, and reads it again on Retry', async () => {
    let failures = 1;
    server.use(
      http.get(apiUrl('/admin/profile/sessions'), () =>
        failures-- > 0 ? fail(500, 'Database unavailable', ERROR_CODES.internal) : undefined,
      ),
    );
    storeSession('admin');
    const { user } = renderRoute('/admin/profile');

    const sessions = await screen.findByRole('region', { name: TABLE });
    await user.click(await within(sessions).findByRole('button', { name: 'Try again' }));

    expect(await within(sessions).findByText('203.0.113.7')).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    await openSessions('id', 'Sesi');

    expect(cells('203.0.113.7', 'Sesi').slice(0, 2)).toEqual(['Chrome di WindowsPerangkat ini', '203.0.113.7']);
    expect(cells('198.51.100.23', 'Sesi')[3]).toBe('3 hari yang lalu');
    expect(screen.getByRole('button', { name: 'Keluarkan: Safari di iOS' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Keluar dari semua perangkat lain' })).toBeInTheDocument();
  });
});
