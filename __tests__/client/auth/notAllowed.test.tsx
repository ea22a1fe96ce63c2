import { screen, within } from '@testing-library/react';
import { recordApiRequests } from '../helpers/apiRequests';
import { recordRefusedRequests } from '../helpers/refusedRequests';
import { currentPath, renderRoute } from '../helpers/render';
import { storeSessionAs } from '../helpers/session';

describe("a back-office screen the user's role may not open", () => {
  it("shows 'Access not allowed' in the admin frame, at the typed URL, and asks the server nothing for it", async () => {
    const requests = recordApiRequests();
    const refused = recordRefusedRequests('recruiter');
    storeSessionAs('recruiter');
    const { router } = renderRoute('/admin/site-settings');

    expect(await screen.findByRole('heading', { name: 'Access not allowed', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('Your role does not have access to this page.')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Admin navigation' })).toBeInTheDocument();
    expect(screen.getByText('WELCOME!')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/site-settings');
    expect(refused).toEqual([]);
    expect(requests.filter((request) => request.startsWith('/admin/site-settings'))).toEqual([]);
  });

  it('leads back to the dashboard, which shows what the role may see', async () => {
    storeSessionAs('recruiter');
    const { user, router } = renderRoute('/admin/site-settings');

    await user.click(await screen.findByRole('link', { name: 'Back to the dashboard' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin');
    expect(screen.queryByRole('heading', { name: 'Access not allowed' })).not.toBeInTheDocument();
  });

  it.each([
    ['recruiter', '/admin/produk/detail/4'],
    ['sales', '/admin/karir/detail/7'],
    ['editor', '/admin/inbox/detail/3'],
    ['sales', '/admin/artikel'],
  ] as const)('refuses the %s %s as well, asking nothing the role may not ask', async (role, path) => {
    const refused = recordRefusedRequests(role);
    storeSessionAs(role);
    renderRoute(path);

    expect(await screen.findByRole('heading', { name: 'Access not allowed' })).toBeInTheDocument();
    expect(refused).toEqual([]);
  });

  it('says so in Indonesian', async () => {
    storeSessionAs('editor');
    renderRoute('/admin/inbox', { language: 'id' });

    const main = await screen.findByRole('main');
    expect(await within(main).findByRole('heading', { name: 'Akses tidak diizinkan' })).toBeInTheDocument();
    expect(within(main).getByText('Peran Anda tidak memiliki akses ke halaman ini.')).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Kembali ke Dashboard' })).toHaveAttribute('href', '/admin');
  });

  it('still shows the not-found page for a back-office path no screen has', async () => {
    storeSessionAs('sales');
    renderRoute('/admin/no-such-screen');

    expect(await screen.findByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Access not allowed' })).not.toBeInTheDocument();
  });
});
