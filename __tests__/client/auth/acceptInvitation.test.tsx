import { screen } from '@testing-library/react';
import { http } from 'msw';
import { ERROR_CODES } from '@/common/api/error-codes';
import { apiUrl, fail } from '../helpers/envelope';
import { enter } from '../helpers/enter';
import { STRONG_PASSWORD } from '../helpers/passwordHandlers';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { GOOD_TOKEN, useUsersApi, usersDb } from '../helpers/usersHandlers';

type User = ReturnType<typeof renderRoute>['user'];

const INVALID = 'This invitation link is no longer valid. Ask an administrator to send a new one.';

async function openInvitation(token = GOOD_TOKEN, language: 'en' | 'id' = 'en') {
  const view = renderRoute(`/invitation?token=${token}`, { language });
  return view;
}

async function fillPasswords(user: User, password: string, confirm = password) {
  await enter(user, screen.getByLabelText(/^New Password/), password);
  await enter(user, screen.getByLabelText(/^Confirm Password/), confirm);
}

describe('/invitation', () => {
  useUsersApi();

  it('greets the invitee with their username, and sets their password', async () => {
    const { user, router } = await openInvitation();

    expect(await screen.findByRole('heading', { name: 'Set your password', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Welcome, Rina Putri — your username is rina.putri.')).toBeInTheDocument();
    await fillPasswords(user, STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toBeInTheDocument();
    expect(
      screen.getByText('Your password is set. Sign in with your username rina.putri and your new password.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    expect(usersDb.findByUsername('rina.putri')?.status).toBe('active');

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
  });

  it('refuses a weak password with the rule it breaks, and a confirmation that differs, sending nothing', async () => {
    let sent = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/accept-invitation')) sent += 1;
    });
    const { user } = await openInvitation();
    await screen.findByText('Welcome, Rina Putri — your username is rina.putri.');

    await fillPasswords(user, 'short', 'shorter');
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(screen.getByLabelText(/^New Password/)).toHaveAccessibleDescription(
      'Password too short (at least 8 characters).',
    );
    expect(screen.getByLabelText(/^Confirm Password/)).toHaveAccessibleDescription('Passwords do not match.');
    expect(sent).toBe(0);
    expect(usersDb.findByUsername('rina.putri')?.status).toBe('invited');
  });

  it('says a link that was used, replaced or is too old is no longer valid, and asks for nothing', async () => {
    await openInvitation('spent-token');

    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invitation link not valid' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });

  it('says so of a link without its token, without asking the server', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.includes('/auth/')) asked.push(request.url);
    });
    renderRoute('/invitation');

    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    expect(asked).toEqual([]);
  });

  it('says so when the link is spent while the form is open', async () => {
    const { user } = await openInvitation();
    await screen.findByText('Welcome, Rina Putri — your username is rina.putri.');
    server.use(
      http.post(apiUrl('/auth/accept-invitation'), () =>
        fail(410, 'This invitation link is no longer valid', ERROR_CODES.invitationInvalid),
      ),
    );

    await fillPasswords(user, STRONG_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));

    expect(await screen.findByText(INVALID)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
  });

  it('shows that the link is being checked, then greets in Indonesian', async () => {
    await openInvitation(GOOD_TOKEN, 'id');

    // Announced while the server checks the link.
    expect((await screen.findByText('Memeriksa tautan undangan Anda…')).closest('[role="status"]')).not.toBeNull();
    expect(await screen.findByText('Selamat datang, Rina Putri — username Anda rina.putri.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Buat password Anda' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Password Baru/)).toBeInTheDocument();
  });
});
