import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '../helpers/envelope';
import { enter } from '../helpers/enter';
import { account, passwordDb, passwordHandlers } from '../helpers/passwordHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';

type Language = 'en' | 'id';

/** A 429 that says how long to wait, as the server answers it. */
const refusedFor = (code: string, seconds: number) =>
  HttpResponse.json(
    { error: true, message: 'Wait', code, params: { seconds } },
    { status: 429, headers: { 'retry-after': String(seconds) } },
  );

const HEADINGS = { en: 'Confirm Password Change', id: 'Konfirmasi Ganti Password' };

async function openCodeScreen(path: string, language: Language) {
  server.use(...passwordHandlers());
  if (path.startsWith('/admin')) storeSession(account.username);
  const view = renderRoute(path, { language });
  if (path === '/forgetpass') {
    await screen.findByRole('heading', { name: HEADINGS[language], level: 1 });
    await enter(view.user, screen.getByLabelText(/^Email/), account.email);
  }
  await screen.findByRole('heading', { name: HEADINGS[language], level: 1 });
  return view;
}

afterEach(() => passwordDb.reset());

describe('asking for a code again too soon', () => {
  it.each([
    [
      '/admin/changepw',
      '/admin/auth/send-code',
      'en',
      'Send OTP',
      'A code was already sent to your e-mail. You can ask for a new one in 42 seconds.',
      'Send OTP again in 42 s',
    ],
  ] as const)(
    '%s says when a new code can be asked for and waits it out on the button (%s, %s)',
    async (path, route, language, send, message, counting) => {
      const { user } = await openCodeScreen(path, language);
      server.use(http.post(apiUrl(route), () => refusedFor('CODE_RECENTLY_SENT', 42)));

      await user.click(screen.getByRole('button', { name: send }));

      expect(await screen.findByText(message)).toBeInTheDocument();
      expect(screen.getByRole('button', { name: counting })).toBeDisabled();
      expect(passwordDb.codesSent).toBe(0);
    },
  );

  it('says it in minutes for a long wait', async () => {
    const { user } = await openCodeScreen('/admin/changepw', 'id');
    server.use(http.post(apiUrl('/admin/auth/send-code'), () => refusedFor('CODE_RECENTLY_SENT', 170)));

    await user.click(screen.getByRole('button', { name: 'Kirim OTP' }));

    expect(
      await screen.findByText('Kode sudah dikirim ke email Anda. Anda dapat meminta kode baru dalam 3 menit.'),
    ).toBeInTheDocument();
  });
});

describe('waiting after wrong passwords', () => {
  async function signIn(language: Language) {
    const { user } = renderRoute('/login', { language });
    await screen.findByRole('heading', { name: language === 'id' ? 'Masuk' : 'Sign in' });
    await enter(user, screen.getByLabelText(/^Username/), account.username);
    await enter(user, screen.getByLabelText(/^Password/), 'Salah#12345');
    await user.click(screen.getByRole('button', { name: 'Login' }));
  }

  it.each([
    ['id', 42, 'Terlalu banyak password salah dari perangkat ini. Anda dapat mencoba lagi dalam 42 detik.'],
    ['en', 600, 'Too many wrong passwords from this device. You can try again in 10 minutes.'],
  ] as const)('the sign-in screen says how long to wait (%s, %i s)', async (language, seconds, message) => {
    server.use(http.post(apiUrl('/auth/login'), () => refusedFor('SIGN_IN_LOCKED', seconds)));

    await signIn(language);

    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('the sign-in screen says the server is busy when it answers 503 SERVER_BUSY', async () => {
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json(
          { error: true, message: 'Busy', code: 'SERVER_BUSY', params: { seconds: 1 } },
          { status: 503, headers: { 'retry-after': '1' } },
        ),
      ),
    );

    await signIn('en');

    expect(await screen.findByText('The server is busy. Please try again in a moment.')).toBeInTheDocument();
  });

  it('the profile password screen says how long to wait after wrong current passwords', async () => {
    server.use(...passwordHandlers());
    storeSession(account.username);
    const { user } = renderRoute('/admin/profile/password', { language: 'id' });
    await screen.findByRole('heading', { name: HEADINGS.id, level: 1 });
    server.use(http.post(apiUrl('/admin/users/reset-password'), () => refusedFor('SIGN_IN_LOCKED', 300)));

    await enter(user, screen.getByLabelText(/^Password Saat Ini/), 'Salah#12345');
    await enter(user, screen.getByLabelText(/^Password Baru/), 'Baru-Sandi#2025');
    await enter(user, screen.getByLabelText(/^Konfirmasi Password/), 'Baru-Sandi#2025');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(
      await screen.findByText(
        'Terlalu banyak password salah dari perangkat ini. Anda dapat mencoba lagi dalam 5 menit.',
      ),
    ).toBeInTheDocument();
  });
});
