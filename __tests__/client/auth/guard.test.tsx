import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { TOKEN_STORAGE_KEY } from '@/common/constants';
import { careersDb } from '../helpers/careersDb';
import { deferred } from '../helpers/deferred';
import { apiUrl, fail } from '../helpers/envelope';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { signedInState, storeSession } from '../helpers/session';

describe('admin route guard', () => {
  it('sends a visitor without a token to the login screen', async () => {
    const { router } = renderRoute('/admin/karir');

    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
  });

  it("shows 'Loading...' while the token is checked, then the admin page", async () => {
    careersDb.seed(2);
    let checking = false;
    const answer = deferred();
    server.use(
      http.get(apiUrl('/auth/validate-token'), async () => {
        checking = true;
        await answer.promise;
      }),
    );
    const { router } = renderRoute('/admin/karir', { preloadedState: signedInState('rina') });

    // The lazy route's own fallback also reads 'Loading...'; wait until it is the guard that is asking.
    await waitFor(() => expect(checking).toBe(true));
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByText('WELCOME!')).not.toBeInTheDocument();
    answer.resolve();
    expect(await screen.findByRole('heading', { name: 'Manage Careers' })).toBeInTheDocument();
    expect(screen.getByText('WELCOME!')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hi, rina!' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/karir');
  });

  it('signs the user out when the server rejects the token', async () => {
    storeSession();
    server.use(http.get(apiUrl('/auth/validate-token'), () => fail(401, 'Token expired', 'UNAUTHORIZED')));
    const { router } = renderRoute('/admin/karir');

    expect(await screen.findByText('Session expired. Please log in again.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/login');
    expect(window.localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
  });
});
