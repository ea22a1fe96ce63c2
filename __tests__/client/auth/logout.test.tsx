import { screen, waitFor } from '@testing-library/react';
import { LOGOUT_FLAG_STORAGE_KEY, TOKEN_STORAGE_KEY, USERNAME_STORAGE_KEY } from '@/common/constants';
import { currentPath, renderRoute } from '../helpers/render';
import { storeSession } from '../helpers/session';

describe('/logout', () => {
  it('flags the logout, forgets the session and ends on the login screen', async () => {
    storeSession('rina');
    const { router, store } = renderRoute('/logout');

    // The login screen clears the flag when it mounts, so it is looked at before the 100 ms redirect.
    await waitFor(() => expect(window.localStorage.getItem(LOGOUT_FLAG_STORAGE_KEY)).toBe('true'));
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(USERNAME_STORAGE_KEY)).toBeNull();

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    expect(store.getState().auth).toEqual({ token: null, username: null });
  });

  it('replaces the history entry, so going back does not return to /logout', async () => {
    storeSession();
    const { router } = renderRoute('/logout');

    await screen.findByRole('heading', { name: 'Sign in' });
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
