import { screen, within } from '@testing-library/react';
import { partnerNames } from '../../fixtures/client/home';
import { serveHomePage } from '../helpers/homeHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { preferReducedMotion } from '../helpers/motionPreferences';

beforeEach(() => serveHomePage(server));

async function renderHome() {
  const view = renderRoute('/');
  const carousel = await screen.findByRole('region', { name: 'Highlights' });
  const partners = await screen.findByRole('region', { name: 'Our Sole Agents' });
  return { ...view, carousel, partners, strip: within(partners).getByTestId('partner-strip') };
}

describe('motion on the home page', () => {
  it('plays the slides and scrolls the logo strip (the six logos twice, 20 s a loop) by default', async () => {
    const { carousel, partners, strip } = await renderHome();

    expect(within(carousel).getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    expect(getComputedStyle(strip).animation).toMatch(/20s linear infinite/);
    expect(within(strip).getAllByRole('listitem', { hidden: true })).toHaveLength(12);
    // The repeat is decoration: assistive technology meets each partner once.
    expect(
      within(partners)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('alt')),
    ).toEqual(partnerNames);
  });

  it('lets the visitor pause and play the slides', async () => {
    const { user, carousel } = await renderHome();
    await user.click(within(carousel).getByRole('button', { name: 'Pause slideshow' }));
    await user.click(within(carousel).getByRole('button', { name: 'Play slideshow' }));
    expect(within(carousel).getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
  });

  it('moves nothing by itself when the visitor prefers reduced motion', async () => {
    const restore = preferReducedMotion();
    try {
      const { carousel, partners, strip } = await renderHome();

      // The slides start paused; the arrows still work for whoever wants the next one.
      expect(within(carousel).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
      expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
      // The logos stand still, each once.
      expect(getComputedStyle(strip).animation).not.toMatch(/infinite/);
      expect(within(strip).getAllByRole('listitem', { hidden: true })).toHaveLength(6);
      expect(
        within(partners)
          .getAllByRole('img')
          .map((logo) => logo.getAttribute('alt')),
      ).toEqual(partnerNames);
    } finally {
      restore();
    }
  });
});
