import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { ERROR_CODES } from '@/common/api/error-codes';
import { apiUrl, fail } from '../helpers/envelope';
import { enter, replace } from '../helpers/enter';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { profileDb, TAKEN_EMAIL, useProfileApi } from './profileHandlers';

async function openProfile(language: 'en' | 'id' = 'en') {
  storeSession('admin');
  const view = renderRoute('/admin/profile', { language });
  // A file's first render is slow on busy shared cores: the page, then its account, each in their own wait.
  await screen.findByRole('heading', { name: language === 'en' ? 'Profile' : 'Profil', level: 1 });
  await screen.findByRole('form', { name: language === 'en' ? 'Account' : 'Akun' });
  return view;
}

const field = (name: string) => within(screen.getByRole('form', { name: 'Account' })).getByRole('textbox', { name });
const save = (user: ReturnType<typeof renderRoute>['user']) => user.click(screen.getByRole('button', { name: 'Save' }));

describe('the profile: account', () => {
  useProfileApi();

  it('shows the signed-in user’s account, the way to change the password, and is in the account menu', async () => {
    storeSession('admin');
    const { user, router } = renderRoute('/admin');

    await user.click(await screen.findByRole('button', { name: 'Hi, admin!' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Profile' }));

    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/profile');
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Admin Sinar');
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('admin@sinaraditif.co.id');
    expect(screen.getByRole('combobox', { name: 'Interface language' })).toHaveTextContent('English');
    expect(screen.getByText('Username: admin · Role: Administrator')).toBeInTheDocument();
    for (const section of ['Account', 'Password', 'Two-step sign-in', 'Sessions']) {
      expect(screen.getByRole('region', { name: section })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/admin/profile/password');
  });

  it('saves a new name and address, sending only what changed', async () => {
    const { user } = await openProfile();

    await replace(user, field('Name'), 'Admin Utama');
    await replace(user, field('E-mail'), 'utama@sinaraditif.co.id');
    await save(user);

    expect(await screen.findByText('Your account is saved.')).toBeInTheDocument();
    expect(profileDb.requests.changes).toEqual([{ name: 'Admin Utama', email: 'utama@sinaraditif.co.id' }]);
    expect(field('Name')).toHaveValue('Admin Utama');
  });

  it('checks the fields before sending, and says under the e-mail when another account has the address', async () => {
    const { user } = await openProfile();

    await user.clear(field('Name'));
    await replace(user, field('E-mail'), 'admin@example');
    await save(user);
    expect(field('Name')).toHaveAccessibleDescription('This field is required.');
    expect(field('E-mail')).toHaveAccessibleDescription('Enter a valid e-mail address, e.g. rina@example.com.');
    expect(profileDb.requests.changes).toEqual([]);

    await enter(user, field('Name'), 'Admin Sinar');
    await replace(user, field('E-mail'), TAKEN_EMAIL);
    await save(user);

    await waitFor(() =>
      expect(field('E-mail')).toHaveAccessibleDescription('Another account already has this e-mail address.'),
    );
    expect(profileDb.requests.changes).toEqual([{ email: TAKEN_EMAIL }]);
    expect(profileDb.profile().email).toBe('admin@sinaraditif.co.id');
  });

  it('saves a new interface language and switches the back office to it at once', async () => {
    const { user, store } = await openProfile();

    await user.click(screen.getByRole('combobox', { name: 'Interface language' }));
    await user.click(await screen.findByRole('option', { name: 'Bahasa Indonesia' }));
    await save(user);

    expect(await screen.findByRole('heading', { name: 'Profil', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Akun Anda tersimpan.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Bahasa antarmuka' })).toHaveTextContent('Bahasa Indonesia');
    expect(profileDb.requests.changes).toEqual([{ language: 'id' }]);
    expect(store.getState().ui.language).toBe('id');
    expect(document.cookie).toContain('lang=id');
    expect(document.documentElement).toHaveAttribute('lang', 'id');
  });

  it('says an account that cannot be read, and reads it again on Retry', async () => {
    let failures = 1;
    server.use(
      http.get(apiUrl('/admin/profile'), () =>
        failures-- > 0 ? fail(500, 'Database unavailable', ERROR_CODES.internal) : undefined,
      ),
    );
    storeSession('admin');
    const { user } = renderRoute('/admin/profile');

    await user.click(await screen.findByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Admin Sinar');
  });

  it('speaks Indonesian', async () => {
    await openProfile('id');

    expect(screen.getByRole('heading', { name: 'Profil', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nama' })).toHaveValue('Admin Sinar');
    expect(screen.getByRole('region', { name: 'Verifikasi dua langkah' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Aktifkan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ganti Password' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Sesi' })).toBeInTheDocument();
  });
});
