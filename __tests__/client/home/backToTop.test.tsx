import { act, fireEvent, screen } from '@testing-library/react';
import { http } from 'msw';
import { aboutContent } from '../../fixtures/client/home';
import { apiUrl, ok } from '../helpers/envelope';
import { serveHomePage } from '../helpers/homeHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { preferReducedMotion } from '../helpers/motionPreferences';

function scrollTo(y: number) {
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
    fireEvent.scroll(window);
  });
}

const backToTop = () => screen.queryByRole('button', { name: 'Back to top' });

describe('back to top', () => {
  let scrollSpy: jest.SpyInstance;

  beforeEach(() => {
    serveHomePage(server);
    // Scrolling the window to the top, as a browser would, tells the page it is at the top again.
    scrollSpy = jest.spyOn(window, 'scrollTo').mockImplementation(() => scrollTo(0));
  });

  afterEach(() => {
    scrollSpy.mockRestore();
    scrollTo(0);
  });

  it('appears only once the page is scrolled more than 50 px, on any public page', async () => {
    server.use(http.get(apiUrl('/about'), () => ok('About page', aboutContent)));
    renderRoute('/tentang');
    await screen.findByRole('heading', { level: 1, name: 'ABOUT US' });
    expect(backToTop()).not.toBeInTheDocument();

    scrollTo(50);
    expect(backToTop()).not.toBeInTheDocument();

    scrollTo(51);
    // The button's code comes with the first scroll.
    expect(await screen.findByRole('button', { name: 'Back to top' })).toBeInTheDocument();

    scrollTo(10);
    expect(backToTop()).not.toBeInTheDocument();
  });

  it('is a keyboard-reachable button that scrolls smoothly to the top and leaves focus on the page', async () => {
    const { user } = renderRoute('/');
    await screen.findByRole('heading', { level: 1, name: 'We Value Your Trust' });
    scrollTo(800);
    await screen.findByRole('button', { name: 'Back to top' });

    // It is the page's last control: one Shift+Tab from the top of the document reaches it.
    await user.tab({ shift: true });
    expect(backToTop()).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    expect(backToTop()).not.toBeInTheDocument();
    expect(document.activeElement).toBe(screen.getByRole('main'));
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    const restore = preferReducedMotion();
    try {
      const { user } = renderRoute('/');
      await screen.findByRole('heading', { level: 1, name: 'We Value Your Trust' });
      scrollTo(300);
      await user.click(await screen.findByRole('button', { name: 'Back to top' }));
      expect(scrollSpy).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
    } finally {
      restore();
    }
  });
});
