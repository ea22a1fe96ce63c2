import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TOKEN_STORAGE_KEY, USERNAME_STORAGE_KEY } from '@/common/constants';
import { deferred } from '../helpers/deferred';
import { enter } from '../helpers/enter';
import { apiUrl } from '../helpers/envelope';
import { validCredentials } from '../helpers/handlers';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { makeToken } from '../helpers/session';

async function openLogin() {
  const view = renderRoute('/login', { language: 'id' });
  await screen.findByRole('heading', { name: 'Masuk' });
  return view;
}

async function signIn(user: ReturnType<typeof renderRoute>['user'], username: string, password: string) {
  await enter(user, screen.getByLabelText(/^Username/), username);
  await enter(user, screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
}

describe('login screen (Indonesian)', () => {
  it('stores the session, greets the user and lands on the dashboard', async () => {
    const { user, router } = await openLogin();

    await signIn(user, validCredentials.username, validCredentials.password);

    expect(await screen.findByText('Login berhasil!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(window.localStorage.getItem(USERNAME_STORAGE_KEY)).toBe(validCredentials.username);
  });

  it('says the credentials are wrong when the server answers 401', async () => {
    const { user, router } = await openLogin();

    await signIn(user, validCredentials.username, 'wrong-password');

    expect(await screen.findByText('Login gagal! Silakan cek kembali username dan password Anda.')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('reports a server problem when the network fails', async () => {
    server.use(http.post(apiUrl('/auth/login'), () => HttpResponse.error()));
    const { user } = await openLogin();

    await signIn(user, validCredentials.username, validCredentials.password);

    expect(await screen.findByText('Login gagal! Terjadi kesalahan pada server.')).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });

  it('disables the button and shows a spinner while the request is on its way', async () => {
    const answer = deferred();
    server.use(
      http.post(apiUrl('/auth/login'), async () => {
        await answer.promise;
      }),
    );
    const { user } = await openLogin();

    await signIn(user, validCredentials.username, validCredentials.password);

    expect(await screen.findByRole('progressbar', { name: 'Mengirim' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Login/ })).toBeDisabled();
    answer.resolve();
    expect(await screen.findByText('Login berhasil!')).toBeInTheDocument();
  });

  it('switches to the language the user set on their profile, and keeps the page’s when they set none', async () => {
    server.use(
      http.post(apiUrl('/auth/login'), () =>
        HttpResponse.json({
          error: false,
          message: 'Login successful',
          data: {
            token: { access_token: makeToken(validCredentials.username), token_type: 'Bearer', expires_in: 3600 },
            language: 'en',
          },
        }),
      ),
    );
    const { user } = await openLogin();

    await signIn(user, validCredentials.username, validCredentials.password);

    expect(await screen.findByRole('link', { name: 'Manage Careers' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'en');
  });

  it('shows and hides the password', async () => {
    const { user } = await openLogin();
    const password = screen.getByLabelText(/^Password/);
    await enter(user, password, 'Rahasia');

    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Tampilkan password' }));
    expect(password).toHaveAttribute('type', 'text');
    expect(password).toHaveValue('Rahasia');
    await user.click(screen.getByRole('button', { name: 'Sembunyikan password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('keeps the button enabled again after a failed attempt', async () => {
    const { user } = await openLogin();

    await signIn(user, validCredentials.username, 'wrong-password');

    await screen.findByText('Login gagal! Silakan cek kembali username dan password Anda.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
  });
});
