import { cleanup, screen, within } from '@testing-library/react';
import { browserLanguage } from '@/client/i18n/i18n';
import { homeContent } from '../../fixtures/client/home';
import { serveHomePage } from '../helpers/homeHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

// Without a hero of its own the home page shows the site's default words, in the language chosen.
beforeEach(() =>
  serveHomePage(server, { ...homeContent, texts: { ...homeContent.texts, heroTitle: '', heroText: '' } }),
);

afterEach(() => {
  document.cookie = 'lang=; Path=/; Max-Age=0';
  window.history.replaceState(null, '', '/');
  jest.restoreAllMocks();
});

/** Starts the app as its entry point does: in the language the address, cookie and browser ask for. */
const startApp = (path: string) => {
  window.history.replaceState(null, '', path);
  return renderRoute(path, { language: browserLanguage() });
};

const heroHeading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('language switch on the home page', () => {
  it('changes the hero and the section titles between EN and ID without reloading the page', async () => {
    const { user, router } = renderRoute('/');
    expect(await screen.findByRole('heading', { level: 1, name: 'We Value Your Trust' })).toBeInTheDocument();
    // The last of the sections built after the first screen.
    expect(
      await screen.findByRole('heading', { level: 2, name: 'CONTACT US' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    const navbar = screen.getByRole('banner');
    const before = router.state.location.key;

    await user.click(within(navbar).getByRole('link', { name: 'Bahasa Indonesia', hidden: true }));

    expect(screen.getByRole('heading', { level: 1, name: 'Kepercayaan Anda Prioritas Kami' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Mulai' })).toHaveAttribute('href', '/produk_kategori');
    expect(screen.getByRole('heading', { level: 2, name: 'MENGAPA MEMILIH KAMI?' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'HUBUNGI KAMI' })).toBeInTheDocument();
    expect(router.state.location.key).toBe(before);

    await user.click(within(navbar).getByRole('link', { name: 'English', hidden: true }));
    expect(screen.getByRole('heading', { level: 1, name: 'We Value Your Trust' })).toBeInTheDocument();
  });

  it('remembers the choice in a cookie, so the next visit starts in Indonesian', async () => {
    const { user } = startApp('/');
    await heroHeading('We Value Your Trust');

    await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'Bahasa Indonesia', hidden: true }));

    expect(document.cookie).toContain('lang=id');
    cleanup();
    startApp('/');
    expect(await heroHeading('Kepercayaan Anda Prioritas Kami')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'id');
  });

  it('lets ?lang= beat the remembered choice for that page, without forgetting the choice', async () => {
    document.cookie = 'lang=id; Path=/';

    startApp('/?lang=en');

    expect(await heroHeading('We Value Your Trust')).toBeInTheDocument();
    expect(document.cookie).toContain('lang=id');
  });

  it("follows the browser's languages on a first visit, and English when it knows none of them", async () => {
    const languages = jest.spyOn(window.navigator, 'languages', 'get').mockReturnValue(['in-ID', 'en-US']);
    startApp('/');
    expect(await heroHeading('Kepercayaan Anda Prioritas Kami')).toBeInTheDocument();
    cleanup();

    languages.mockReturnValue(['fr-FR', 'de']);
    startApp('/');
    expect(await heroHeading('We Value Your Trust')).toBeInTheDocument();
  });
});
