import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TOKEN_STORAGE_KEY } from '@/common/constants';
import { apiUrl } from '../helpers/envelope';
import { enter } from '../helpers/enter';
import { account, MAILED_CODE, passwordDb, passwordHandlers, STRONG_PASSWORD } from '../helpers/passwordHandlers';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';

type User = ReturnType<typeof renderRoute>['user'];

async function open(path: string) {
  server.use(...passwordHandlers());
  storeSession(account.username);
  const view = renderRoute(path, { language: 'id' });
  await screen.findByRole('heading', { name: 'Konfirmasi Ganti Password', level: 1 });
  return view;
}

async function typeNewPassword(user: User, password = STRONG_PASSWORD, confirm = password) {
  await enter(user, screen.getByLabelText(/^Password Baru/), password);
  await enter(user, screen.getByLabelText(/^Konfirmasi Password/), confirm);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }));

afterEach(() => passwordDb.reset());

describe('/admin/changepw', () => {
  it("mails a code to the admin's own address on 'Kirim OTP'", async () => {
    const { user } = await open('/admin/changepw');

    await user.click(screen.getByRole('button', { name: 'Kirim OTP' }));

    expect(await screen.findByText('Kode OTP telah dikirim ke email Anda!')).toBeInTheDocument();
    expect(screen.getByText(`Kode OTP dikirim ke ${account.maskedEmail}.`)).toBeInTheDocument();
    expect(passwordDb.codesSent).toBe(1);
    expect(passwordDb.mailLanguages).toEqual(['id']);
  });

  it('changes the password with the code, keeps the user signed in with the fresh token and goes to /admin', async () => {
    const { user, router } = await open('/admin/changepw');

    await typeNewPassword(user);
    await enter(user, screen.getByRole('textbox', { name: 'Digit 1 dari 6' }), MAILED_CODE);
    await submit(user);

    expect(await screen.findByText('Password berhasil diubah!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toMatch(/\.fresh-signature$/);
    expect(passwordDb.password).toBe(STRONG_PASSWORD);
  });

  it("refuses a wrong code with 'Kode OTP yang Anda masukkan tidak valid.'", async () => {
    const { user, router } = await open('/admin/changepw');

    await typeNewPassword(user);
    await enter(user, screen.getByRole('textbox', { name: 'Digit 1 dari 6' }), '000000');
    await submit(user);

    expect(await screen.findByText('Kode OTP yang Anda masukkan tidak valid.')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/changepw');
    expect(passwordDb.password).toBe(account.password);
  });
});

describe('/admin/profile/password', () => {
  async function changeOwn(user: User, current: string) {
    await enter(user, screen.getByLabelText(/^Password Saat Ini/), current);
    await typeNewPassword(user);
    await submit(user);
  }

  it('has show/hide toggles on all three password fields and a way back to the dashboard', async () => {
    const { user, router } = await open('/admin/profile/password');

    expect(screen.getAllByRole('button', { name: 'Tampilkan password' })).toHaveLength(3);

    await user.click(screen.getByRole('link', { name: 'Kembali ke Dashboard' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin');
  });

  it("changes the password: 'Ganti password berhasil!', fresh token, /admin", async () => {
    const { user, router } = await open('/admin/profile/password');

    await changeOwn(user, account.password);

    expect(await screen.findByText('Ganti password berhasil!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toMatch(/\.fresh-signature$/);
    expect(passwordDb.password).toBe(STRONG_PASSWORD);
  });

  it('refuses a wrong current password, saying so under the field', async () => {
    const { user, router } = await open('/admin/profile/password');

    await changeOwn(user, 'Salah#12345');

    expect(
      await screen.findByText('Ganti password gagal! Silakan cek kembali password dan konfirmasi password Anda.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password Saat Ini/)).toHaveAccessibleDescription('Password saat ini salah.');
    expect(currentPath(router)).toBe('/admin/profile/password');
    expect(passwordDb.password).toBe(account.password);
  });

  it('reports a server failure', async () => {
    const { user } = await open('/admin/profile/password');
    server.use(http.post(apiUrl('/admin/users/reset-password'), () => HttpResponse.error()));

    await changeOwn(user, account.password);

    expect(await screen.findByText('Ganti password gagal! Terjadi kesalahan pada server.')).toBeInTheDocument();
    expect(passwordDb.password).toBe(account.password);
  });

  it('sends nothing without the current password or with a weak new one', async () => {
    const { user } = await open('/admin/profile/password');

    await submit(user);

    expect(screen.getByText('Masukkan password Anda saat ini.')).toBeInTheDocument();
    expect(screen.getByText('Password terlalu pendek (minimal 8 karakter).')).toBeInTheDocument();
    expect(passwordDb.password).toBe(account.password);
  });
});
