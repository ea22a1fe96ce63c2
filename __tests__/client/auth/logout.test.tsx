import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { LOGOUT_FLAG_STORAGE_KEY, TOKEN_STORAGE_KEY, USERNAME_STORAGE_KEY } from '@/common/constants';
import { deferred } from '../helpers/deferred';
import { apiUrl, fail } from '../helpers/envelope';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';

/** The authorization of each sign-out the server receives. */
function countSignOuts(): (string | null)[] {
  const received: (string | null)[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url === apiUrl('/admin/auth/sign-out')) {
      received.push(request.headers.get('authorization'));
    }
  });
  return received;
}

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

  it('ends the session on the server, with its token, before forgetting it here', async () => {
    const token = storeSession('rina');
    const signOuts = countSignOuts();
    const answer = deferred();
    server.use(
      http.post(apiUrl('/admin/auth/sign-out'), async () => {
        await answer.promise;
      }),
    );
    renderRoute('/logout');

    await waitFor(() => expect(signOuts).toEqual([`Bearer ${token}`]));
    // Until the server has answered, the token is still the one to send.
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBe(token);
    answer.resolve();

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(signOuts).toHaveLength(1);
  });

  it.each([
    ['the server fails', () => fail(500, 'Database unavailable', 'INTERNAL')],
    ['the network is down', () => HttpResponse.error()],
  ])('forgets the session all the same when %s', async (_case, answer) => {
    storeSession('rina');
    server.use(http.post(apiUrl('/admin/auth/sign-out'), answer));
    const { router, store } = renderRoute('/logout');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(window.localStorage.getItem(USERNAME_STORAGE_KEY)).toBeNull();
    expect(store.getState().auth).toEqual({ token: null, username: null });
    expect(currentPath(router)).toBe('/login');
  });

  it('asks the server nothing without a session', async () => {
    const signOuts = countSignOuts();
    const { router } = renderRoute('/logout');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    expect(signOuts).toEqual([]);
  });
});
