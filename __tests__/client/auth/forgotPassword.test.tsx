import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../helpers/envelope';
import { enter } from '../helpers/enter';
import { account, MAILED_CODE, passwordDb, passwordHandlers, STRONG_PASSWORD } from '../helpers/passwordHandlers';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

type User = ReturnType<typeof renderRoute>['user'];

/** /forgetpass as /login's 'Reset Password' leaves it: the address in the location state. */
async function openForgotPassword() {
  server.use(...passwordHandlers());
  const view = renderRoute('/login', { language: 'id' });
  await screen.findByRole('heading', { name: 'Masuk' });
  await act(() => view.router.navigate('/forgetpass', { state: { email: account.email } }));
  await screen.findByRole('heading', { name: 'Konfirmasi Ganti Password', level: 1 });
  return view;
}

interface FormValues {
  password?: string;
  confirm?: string;
  code?: string;
}

async function fillForm(
  user: User,
  { password = STRONG_PASSWORD, confirm = password, code = MAILED_CODE }: FormValues = {},
) {
  await enter(user, screen.getByLabelText(/^Password Baru/), password);
  await enter(user, screen.getByLabelText(/^Konfirmasi Password/), confirm);
  await enter(user, screen.getByRole('textbox', { name: 'Digit 1 dari 6' }), code);
}

const submit = (user: User) => user.click(screen.getByRole('button', { name: 'Submit' }));

afterEach(() => passwordDb.reset());

describe('/forgetpass', () => {
  it('shows where the code went', async () => {
    await openForgotPassword();

    expect(screen.getByText(`Kode OTP dikirim ke ${account.email}.`)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Email/)).not.toBeInTheDocument();
  });

  it("sets the password with the right code: 'Password berhasil diubah!' and back to /login", async () => {
    const { user, router } = await openForgotPassword();

    await fillForm(user);
    await submit(user);

    expect(await screen.findByText('Password berhasil diubah!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    expect(passwordDb.password).toBe(STRONG_PASSWORD);
  });

  it("refuses a wrong code: 'Kode OTP yang Anda masukkan tidak valid.', boxes emptied, password unchanged", async () => {
    const { user, router } = await openForgotPassword();

    await fillForm(user, { code: '111111' });
    await submit(user);

    expect(await screen.findByText('Kode OTP yang Anda masukkan tidak valid.')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/forgetpass');
    expect(screen.getByRole('textbox', { name: 'Digit 1 dari 6' })).toHaveValue('');
    expect(passwordDb.password).toBe(account.password);
  });

  it('sends nothing while the password is weak, the confirmation differs or the code is incomplete', async () => {
    const { user } = await openForgotPassword();
    let calls = 0;
    server.use(
      http.post(apiUrl('/auth/reset-password'), () => {
        calls += 1;
        return HttpResponse.json({ error: false, message: 'ok' });
      }),
    );

    await submit(user);
    expect(screen.getByText('Password terlalu pendek (minimal 8 karakter).')).toBeInTheDocument();
    expect(screen.getByText('Masukkan keenam digit kode OTP.')).toBeInTheDocument();

    await enter(user, screen.getByLabelText(/^Password Baru/), STRONG_PASSWORD);
    await enter(user, screen.getByLabelText(/^Konfirmasi Password/), 'Lain#12345');
    await enter(user, screen.getByRole('textbox', { name: 'Digit 1 dari 6' }), '4829');
    await submit(user);

    expect(screen.getByText('Password tidak cocok.')).toBeInTheDocument();
    expect(screen.getByText('Masukkan keenam digit kode OTP.')).toBeInTheDocument();
    expect(calls).toBe(0);
  });

  it('asks the server for a new code', async () => {
    const { user } = await openForgotPassword();

    await user.click(screen.getByRole('button', { name: 'Kirim OTP' }));

    expect(
      await screen.findByText(
        'Jika ada akun dengan email ini, kode telah dikirim ke email tersebut. Silakan cek email Anda untuk reset password.',
      ),
    ).toBeInTheDocument();
    expect(passwordDb.codesSent).toBe(1);
  });

  it('reports a server failure on submit', async () => {
    const { user } = await openForgotPassword();
    server.use(http.post(apiUrl('/auth/reset-password'), () => HttpResponse.error()));

    await fillForm(user);
    await submit(user);

    expect(await screen.findByText('Ganti password gagal! Terjadi kesalahan pada server.')).toBeInTheDocument();
  });

  it('asks for the address when opened without one (e.g. from the link in the mail)', async () => {
    server.use(...passwordHandlers());
    const { user, router } = renderRoute('/forgetpass', { language: 'id' });
    await screen.findByRole('heading', { name: 'Konfirmasi Ganti Password', level: 1 });

    await user.click(screen.getByRole('button', { name: 'Kirim OTP' }));
    expect(screen.getByText('Email tidak boleh kosong.')).toBeInTheDocument();
    expect(passwordDb.codesSent).toBe(0);

    await enter(user, screen.getByLabelText(/^Email/), account.email);
    await user.click(screen.getByRole('button', { name: 'Kirim OTP' }));
    expect(
      await screen.findByText(
        'Jika ada akun dengan email ini, kode telah dikirim ke email tersebut. Silakan cek email Anda untuk reset password.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(`Kode OTP dikirim ke ${account.email}.`)).toBeInTheDocument();

    await fillForm(user);
    await submit(user);
    expect(await screen.findByText('Password berhasil diubah!')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    expect(passwordDb.password).toBe(STRONG_PASSWORD);
  });
});
