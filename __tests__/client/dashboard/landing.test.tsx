import { act, screen, waitFor, within } from '@testing-library/react';
import { TOAST_DEFAULT_MS } from '@/common/constants';
import { dashboardHandlers } from '../helpers/dashboardHandlers';
import { enter } from '../helpers/enter';
import { validCredentials } from '../helpers/handlers';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';

describe('landing on the dashboard', () => {
  afterEach(() => jest.useRealTimers());

  it("greets with 'Login berhasil!' on /admin after signing in, for the toast's five seconds", async () => {
    // The toast's life is timed: on fake time it lasts exactly as long however slowly the dashboard renders.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    server.use(...dashboardHandlers());
    const { user, router } = renderRoute('/login', { language: 'id' });
    await screen.findByRole('heading', { name: 'Masuk' });

    await enter(user, screen.getByLabelText(/^Username/), validCredentials.username);
    await enter(user, screen.getByLabelText(/^Password/), validCredentials.password);
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin');
    // Shown on the dashboard: the redirect from /login did not drop it.
    expect(await screen.findByText('Login berhasil!')).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Aspartame' })).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(TOAST_DEFAULT_MS));
    await waitFor(() => expect(screen.queryByText('Login berhasil!')).not.toBeInTheDocument());
  });

  it("lists 'Dashboard' first in the sidebar, current on /admin only", async () => {
    server.use(...dashboardHandlers());
    storeSession();
    const { user } = renderRoute('/admin');
    const sidebar = await screen.findByRole('navigation', { name: 'Admin navigation' });
    const links = within(sidebar)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.startsWith('/admin'));

    expect(links[0]).toHaveAccessibleName('Dashboard');
    expect(links[0]).toHaveAttribute('href', '/admin');
    expect(links[0]).toHaveAttribute('aria-current', 'page');

    await user.click(within(sidebar).getByRole('link', { name: 'Manage Careers' }));
    await screen.findByRole('heading', { name: 'Manage Careers', level: 1 });
    expect(within(sidebar).getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
    expect(within(sidebar).getByRole('link', { name: 'Manage Careers' })).toHaveAttribute('aria-current', 'page');
  });
});
