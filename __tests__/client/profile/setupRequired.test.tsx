import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { ERROR_CODES } from '@/common/api/error-codes';
import type { TokenOwner } from '@/common/api/auth';
import { loadStoredAuth } from '@/client/app/authStorage';
import { makeStore } from '@/client/app/store';
import { authApi } from '@/client/features/auth/authApi';
import { recordApiRequests } from '../helpers/apiRequests';
import { enter } from '../helpers/enter';
import { apiUrl, fail } from '../helpers/envelope';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { useUsersApi } from '../helpers/usersHandlers';
import { APP_CODE, profileDb, useProfileApi } from './profileHandlers';

const NOTICE = 'Your administrator requires two-step sign-in. Set it up on your profile to continue.';

describe('a user the site waits for to set up two-step sign-in', () => {
  useUsersApi();
  useProfileApi(() => ({ waitsForSetup: true }));

  it('sees the notice instead of any other screen, which asks the server nothing', async () => {
    const requests = recordApiRequests();
    storeSession('admin');
    const { router } = renderRoute('/admin/users');

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Set up two-step sign-in', level: 1 })).toBeInTheDocument();
    expect(within(main).getByText(NOTICE)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/admin/profile');
    expect(within(main).queryByRole('table')).not.toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/users');
    expect(requests.filter((request) => request.startsWith('/admin/users'))).toEqual([]);
  });

  it('sets it up on the profile, after which the other screens open', async () => {
    storeSession('admin');
    const { user } = renderRoute('/admin');

    await user.click(await screen.findByRole('link', { name: 'Go to my profile' }));
    const twoStep = await screen.findByRole('region', { name: 'Two-step sign-in' });
    expect(
      within(twoStep).getByText(
        'Your administrator requires two-step sign-in for your account. Set it up to continue using the back office.',
      ),
    ).toBeInTheDocument();
    await user.click(within(twoStep).getByRole('button', { name: 'Set up' }));
    const dialog = await screen.findByRole('dialog', { name: 'SET UP TWO-STEP SIGN-IN' });
    await enter(user, within(dialog).getByRole('textbox', { name: '6-digit code' }), APP_CODE);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await user.click(await within(dialog).findByRole('button', { name: 'I have saved them' }));
    expect(profileDb.setupRequired()).toBe(false);

    await user.click(screen.getByRole('link', { name: 'Users' }));

    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });

  it('still opens the password page', async () => {
    storeSession('admin');
    renderRoute('/admin/profile/password');

    expect(await screen.findByRole('heading', { name: 'Confirm Password Change', level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
  });
});

describe('a user the site comes to require two-step sign-in of while they work', () => {
  useUsersApi();
  useProfileApi();

  it('is shown the notice as soon as the server refuses a request for it', async () => {
    storeSession('admin');
    const { user } = renderRoute('/admin/users');
    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();

    profileDb.requireSetup();
    server.use(
      http.get(apiUrl('/admin/activity'), () =>
        fail(403, 'Set up two-step sign-in on your profile first', ERROR_CODES.twoStepSetupRequired),
      ),
    );
    await user.click(screen.getByRole('link', { name: 'Activity' }));

    const main = await screen.findByRole('main');
    expect(await within(main).findByText(NOTICE)).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Go to my profile' })).toHaveAttribute('href', '/admin/profile');
  });
});

describe('a validate-token answer that does not say (a QA snapshot made before it did)', () => {
  useUsersApi();
  useProfileApi(() => ({ waitsForSetup: true }));

  it('opens every screen', async () => {
    const token = storeSession('admin');
    // The replayed answer, as captured: without `two_step_setup_required`.
    const captured = makeStore({ auth: loadStoredAuth(window.localStorage) });
    await captured.dispatch(
      authApi.util.upsertQueryData('validateToken', token, { username: 'admin', role: 'administrator' } as TokenOwner),
    );
    const requests = recordApiRequests();
    renderRoute('/admin/users', { preloadedState: captured.getState() });

    expect(await screen.findByRole('table', { name: 'Users' })).toBeInTheDocument();
    expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
    // The captured answer stands: the server (which would now say the setup is required) was not asked again.
    expect(requests).not.toContain('/auth/validate-token');
  });
});
