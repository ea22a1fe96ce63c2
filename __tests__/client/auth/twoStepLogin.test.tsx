import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { TOKEN_STORAGE_KEY, USERNAME_STORAGE_KEY } from '@/common/constants';
import { PASSWORD_ERROR_CODES } from '@/common/password-errors';
import { enter } from '../helpers/enter';
import { apiUrl, fail } from '../helpers/envelope';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import {
  AUTHENTICATOR_CODE,
  RECOVERY_CODE,
  twoStepAccount,
  twoStepLogin,
  useTwoStepLoginApi,
} from '../helpers/twoStepLoginHandlers';

const WRONG_CODE = 'This code is wrong or was already used. Check your authenticator app and try again.';
const EXPIRED = 'The sign-in took too long. Please enter your username and password again.';

async function openLogin(language: 'en' | 'id' = 'en') {
  const view = renderRoute('/login', { language });
  await screen.findByRole('heading', { name: language === 'en' ? 'Sign in' : 'Masuk' });
  return view;
}

type User = ReturnType<typeof renderRoute>['user'];

/** The password step of the two-step account; resolves once the second step shows. */
async function passPasswordStep(user: User) {
  await enter(user, screen.getByLabelText(/^Username/), twoStepAccount.username);
  await enter(user, screen.getByLabelText(/^Password/), twoStepAccount.password);
  await user.click(screen.getByRole('button', { name: 'Login' }));
  return screen.findByRole('heading', { name: 'Two-step sign-in' });
}

const codeField = () => screen.getByRole('textbox', { name: /^Code/ });

async function verify(user: User, code: string) {
  await enter(user, codeField(), code);
  await user.click(screen.getByRole('button', { name: 'Verify' }));
}

describe('two-step sign-in on /login', () => {
  useTwoStepLoginApi();

  it('asks for a code after the password, then signs in and lands on the dashboard like any sign-in', async () => {
    const { user, router } = await openLogin();

    await passPasswordStep(user);

    expect(screen.getByText('Signing in as sari')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    const field = codeField();
    expect(field).toHaveFocus();
    expect(field).toHaveAttribute('inputmode', 'text');
    expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    expect(field).toHaveAccessibleDescription(
      'Enter the 6-digit code from your authenticator app, or one of your recovery codes',
    );
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    await verify(user, AUTHENTICATOR_CODE);

    expect(await screen.findByText('Signed in successfully!')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(window.localStorage.getItem(USERNAME_STORAGE_KEY)).toBe('sari');
    expect(twoStepLogin.sentCodes).toEqual([{ challenge: 'challenge-1', code: AUTHENTICATOR_CODE }]);
  });

  it('takes a recovery code instead of the app’s', async () => {
    const { user, router } = await openLogin();
    await passPasswordStep(user);

    await verify(user, ` ${RECOVERY_CODE} `);

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin');
    expect(twoStepLogin.sentCodes).toEqual([{ challenge: 'challenge-1', code: RECOVERY_CODE }]);
  });

  it('says a wrong code under the field and stays on the step, so the right one still signs in', async () => {
    const { user, router } = await openLogin();
    await passPasswordStep(user);

    await verify(user, '135791');

    await waitFor(() => expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(WRONG_CODE)));
    expect(codeField()).toBeInvalid();
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    // Something that cannot be a code is refused before it is sent.
    await user.clear(codeField());
    await verify(user, '12');
    expect(codeField()).toHaveAccessibleDescription(expect.stringContaining(WRONG_CODE));
    expect(twoStepLogin.sentCodes).toHaveLength(1);

    await user.clear(codeField());
    expect(codeField()).not.toHaveAccessibleDescription(expect.stringContaining(WRONG_CODE));
    await verify(user, AUTHENTICATOR_CODE);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
  });

  it('goes back to the password step when the challenge has expired, keeping the username', async () => {
    const { user } = await openLogin();
    await passPasswordStep(user);
    twoStepLogin.expireChallenges();

    await verify(user, AUTHENTICATOR_CODE);

    expect(await screen.findByText(EXPIRED)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('sari');
    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveValue('');
    expect(password).toHaveFocus();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();

    // A new password step gives a new challenge.
    await enter(user, password, twoStepAccount.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { name: 'Two-step sign-in' });
    await verify(user, AUTHENTICATOR_CODE);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(twoStepLogin.sentCodes.map(({ challenge }) => challenge)).toEqual(['challenge-1', 'challenge-2']);
  });

  it('goes back to the password step on Back', async () => {
    const { user } = await openLogin();
    await passPasswordStep(user);

    await user.click(screen.getByRole('button', { name: 'Back' }));

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('sari');
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
    expect(twoStepLogin.sentCodes).toEqual([]);
  });

  it('says how long to wait when too many attempts lock the sign-in, and stays on the step', async () => {
    server.use(
      http.post(apiUrl('/auth/login/two-step'), () =>
        fail(429, 'Too many attempts', PASSWORD_ERROR_CODES.signInLocked, undefined, { seconds: 290 }),
      ),
    );
    const { user } = await openLogin();
    await passPasswordStep(user);

    await verify(user, AUTHENTICATOR_CODE);

    expect(
      await screen.findByText('Too many failed sign-in attempts from this device. You can try again in 5 minutes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Two-step sign-in' })).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    const { user } = await openLogin('id');
    await enter(user, screen.getByLabelText(/^Username/), twoStepAccount.username);
    await enter(user, screen.getByLabelText(/^Password/), twoStepAccount.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Verifikasi dua langkah' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Kode/ })).toHaveAccessibleDescription(
      'Masukkan 6 digit kode dari aplikasi autentikator Anda, atau salah satu kode pemulihan Anda',
    );
    expect(screen.getByRole('button', { name: 'Verifikasi' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Kembali' })).toBeInTheDocument();
  });
});
