import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../helpers/envelope';
import { enter } from '../helpers/enter';
import { account, passwordDb, passwordHandlers } from '../helpers/passwordHandlers';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { preferReducedMotion } from '../helpers/motionPreferences';

async function openLogin(language: 'id' | 'en' = 'id') {
  server.use(...passwordHandlers());
  const view = renderRoute('/login', { language });
  await screen.findByRole('heading', { name: language === 'id' ? 'Masuk' : 'Sign in' });
  return view;
}

async function flipToReset(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(screen.getByRole('button', { name: 'Lupa Password?' }));
  return screen.getByRole('heading', { name: 'Reset Password' });
}

afterEach(() => passwordDb.reset());

describe('login card flip', () => {
  it('shows only the login side at first, with the reset side inert and hidden', async () => {
    await openLogin();

    expect(screen.queryByRole('heading', { name: 'Reset Password' })).not.toBeInTheDocument();
    const resetHeading = screen.getByRole('heading', { name: 'Reset Password', hidden: true });
    expect(resetHeading.closest('[inert]')).not.toBeNull();
    expect(screen.getByLabelText(/^Email/).closest('[inert]')).not.toBeNull();
    expect(resetHeading.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByLabelText(/^Username/).closest('[inert]')).toBeNull();
  });

  it("turns to 'Reset Password' on 'Lupa Password?', moving focus to the e-mail, and back on 'Kembali ke Login'", async () => {
    const { user } = await openLogin();

    const heading = await flipToReset(user);

    expect(heading.closest('[inert]')).toBeNull();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(screen.getByText('*Masukkan email yang valid untuk reset password')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reset Password' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Masuk' })).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/).closest('[inert]')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Kembali ke Login' }));

    expect(screen.getByRole('heading', { name: 'Masuk' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Lupa Password?' })).toHaveFocus();
    expect(screen.queryByRole('heading', { name: 'Reset Password' })).not.toBeInTheDocument();
  });

  it('still flips (as a crossfade) when the system asks for reduced motion', async () => {
    const restore = preferReducedMotion();
    try {
      const { user } = await openLogin();

      await flipToReset(user);

      expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    } finally {
      restore();
    }
  });

  it("says 'Email tidak boleh kosong.' for an empty address and sends nothing", async () => {
    const { user } = await openLogin();
    await flipToReset(user);

    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      expect.stringContaining('Email tidak boleh kosong.'),
    );
    expect(passwordDb.codesSent).toBe(0);
  });

  it.each(['admin', 'admin@', 'admin@sinaraditif', 'ad min@sinaraditif.co.id'])(
    "says 'Format email tidak valid.' for %s and sends nothing",
    async (email) => {
      const { user } = await openLogin();
      await flipToReset(user);

      await enter(user, screen.getByLabelText(/^Email/), email);
      await user.click(screen.getByRole('button', { name: 'Reset Password' }));

      expect(screen.getByText('Format email tidak valid.')).toBeInTheDocument();
      expect(passwordDb.codesSent).toBe(0);
    },
  );

  it('mails a code to a known address, says so and goes on to /forgetpass showing where it went', async () => {
    const { user, router } = await openLogin();
    await flipToReset(user);

    await enter(user, screen.getByLabelText(/^Email/), account.email);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(
      await screen.findByText(
        'Jika ada akun dengan email ini, kode telah dikirim ke email tersebut. Silakan cek email Anda untuk reset password.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Konfirmasi Ganti Password', level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/forgetpass');
    expect(screen.getByText(`Kode OTP dikirim ke ${account.email}.`)).toBeInTheDocument();
    expect(passwordDb.codesSent).toBe(1);
    expect(passwordDb.mailLanguages).toEqual(['id']);
  });

  it('goes on the same way for an address no account has, showing the address typed', async () => {
    const { user, router } = await openLogin();
    await flipToReset(user);

    await enter(user, screen.getByLabelText(/^Email/), 'nobody@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(
      await screen.findByText(
        'Jika ada akun dengan email ini, kode telah dikirim ke email tersebut. Silakan cek email Anda untuk reset password.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Konfirmasi Ganti Password', level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/forgetpass');
    expect(screen.getByText('Kode OTP dikirim ke nobody@example.com.')).toBeInTheDocument();
    expect(passwordDb.codesSent).toBe(0);
  });

  it("says 'Terjadi kesalahan pada server.' when the call fails", async () => {
    const { user, router } = await openLogin();
    server.use(http.post(apiUrl('/auth/check-email'), () => HttpResponse.error()));
    await flipToReset(user);

    await enter(user, screen.getByLabelText(/^Email/), account.email);
    await user.click(screen.getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText('Terjadi kesalahan pada server.')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
  });

  it('reads in English too', async () => {
    const { user } = await openLogin('en');

    await user.click(screen.getByRole('button', { name: 'Forgot Password?' }));

    const card = screen.getByRole('heading', { name: 'Reset Password' }).closest('.MuiCard-root') as HTMLElement;
    expect(within(card).getByText('*Enter a valid email to reset your password')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Back to Login' })).toBeInTheDocument();
  });
});
