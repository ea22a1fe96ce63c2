import { screen, within } from '@testing-library/react';
import { serveHomePage } from '../helpers/homeHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

beforeEach(() => serveHomePage(server));

describe('language switch on the home page', () => {
  it('changes the hero and the section titles between EN and ID without reloading the page', async () => {
    const { user, router } = renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'We Value Your Trust' })).toBeInTheDocument();
    // The last of the sections built after the first screen.
    expect(await screen.findByRole('heading', { level: 2, name: 'CONTACT US' })).toBeInTheDocument();
    const navbar = screen.getByRole('banner');
    const before = router.state.location.key;

    await user.click(within(navbar).getByRole('button', { name: 'Bahasa Indonesia', hidden: true }));

    expect(screen.getByRole('heading', { level: 1, name: 'Kepercayaan Anda Prioritas Kami' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mulai' })).toHaveAttribute('href', '/produk_kategori');
    expect(screen.getByRole('heading', { level: 2, name: 'MENGAPA MEMILIH KAMI?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'HUBUNGI KAMI' })).toBeInTheDocument();
    expect(router.state.location.key).toBe(before);

    await user.click(within(navbar).getByRole('button', { name: 'English', hidden: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'We Value Your Trust' })).toBeInTheDocument();
  });
});
