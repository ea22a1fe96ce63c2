import { screen, within } from '@testing-library/react';
import { delay, http } from 'msw';
import type { AboutDocument } from '@/common/api/about';
import type { HomePageDocument } from '@/common/api/home';
import type { SiteSettingsDocument } from '@/common/api/site';
import { apiUrl, fail } from '../helpers/envelope';
import { enter, replace } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { siteContentDb, siteContentHandlers } from './siteContentHandlers';

beforeEach(() => {
  siteContentDb.reset();
  server.use(...siteContentHandlers);
  storeSession();
});

const savedBody = <T,>(path: string): T => {
  const write = siteContentDb.writes.find((candidate) => candidate.path === path);
  if (!write) throw new Error(`Nothing was saved to ${path}`);
  return write.body as T;
};

describe('admin site settings', () => {
  it('edits the company, an office in both languages, WhatsApp and the social links, then saves the whole document', async () => {
    const { user } = renderRoute('/admin/site-settings');

    const companyName = await screen.findByRole('textbox', { name: 'Company name' });
    expect(companyName).toHaveValue('PT Aditif Test Nusantara');
    await replace(user, companyName, 'PT Aditif Baru');

    const headOffice = screen.getByRole('region', { name: 'Head office' });
    await user.click(within(headOffice).getByRole('tab', { name: /^Bahasa Indonesia/ }));
    const hoursId = within(headOffice).getByRole('textbox', { name: 'Head office: Opening hours' });
    expect(hoursId).toHaveValue('Sen–Jum 08.00–17.00');
    await replace(user, hoursId, 'Senin–Sabtu');
    await user.click(within(headOffice).getByRole('tab', { name: /^English/ }));
    expect(within(headOffice).getByRole('textbox', { name: 'Head office: Opening hours' })).toHaveValue(
      'Mon–Fri 08:00–17:00',
    );

    const branches = screen.getByRole('region', { name: 'Branches' });
    await user.click(within(branches).getByRole('button', { name: 'Remove: Branch 1' }));
    expect(within(branches).getByText('No branches.')).toBeInTheDocument();

    const social = screen.getByRole('region', { name: 'Social media' });
    await user.click(within(social).getByRole('button', { name: 'Add social link' }));
    await enter(user, within(social).getByRole('textbox', { name: 'Facebook link' }), 'https://facebook.example.com/a');
    await user.click(within(social).getByRole('button', { name: 'Remove: Instagram' }));

    const whatsapp = screen.getByRole('textbox', { name: 'WhatsApp number' });
    await user.clear(whatsapp);

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved successfully')).toBeInTheDocument();
    const saved = savedBody<SiteSettingsDocument>('/admin/site-settings');
    expect(saved).toMatchObject({
      companyName: 'PT Aditif Baru',
      branches: [],
      whatsapp: '',
      social: [{ network: 'facebook', url: 'https://facebook.example.com/a' }],
    });
    expect(saved.headOffice.texts).toEqual({
      en: { name: 'Head office', address: 'Jl. Contoh 1, Jakarta', openingHours: 'Mon–Fri 08:00–17:00' },
      id: { name: 'Kantor pusat', address: 'Jl. Contoh 1, Jakarta', openingHours: 'Senin–Sabtu' },
    });
  });

  it('says when the settings cannot be saved, keeping what was written', async () => {
    server.use(http.put(apiUrl('/admin/site-settings'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    const { user } = renderRoute('/admin/site-settings');
    const shortName = await screen.findByRole('textbox', { name: 'Short name' });
    await enter(user, shortName, ' Co');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Failed to save changes. Please try again.')).toBeInTheDocument();
    expect(shortName).toHaveValue('Aditif Test Co');
  });

  it('shows a loading state, then an error with a retry when the settings cannot load', async () => {
    server.use(
      http.get(apiUrl('/admin/site-settings'), async () => {
        await delay(300);
        return fail(500, 'Database unavailable', 'INTERNAL');
      }),
    );
    renderRoute('/admin/site-settings');

    expect(await screen.findByRole('status')).toHaveTextContent('Loading');
    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });
});

describe('admin About page', () => {
  it('adds a milestone, moves it to the top and saves the texts of both languages', async () => {
    const { user } = renderRoute('/admin/about');

    const history = await screen.findByRole('region', { name: 'History' });
    await user.click(within(history).getByRole('button', { name: 'Add milestone' }));
    await enter(user, within(history).getByRole('textbox', { name: 'Milestone 3: Date' }), '1999');
    await enter(user, within(history).getByRole('textbox', { name: 'Milestone 3: Title' }), 'Beginnings');
    await user.click(within(history).getByRole('button', { name: 'Move up: Milestone 3' }));
    await user.click(within(history).getByRole('button', { name: 'Move up: Milestone 2' }));
    expect(within(history).getByRole('textbox', { name: 'Milestone 1: Title' })).toHaveValue('Beginnings');

    const texts = screen.getByRole('region', { name: 'Introduction, vision and mission' });
    await user.click(within(texts).getByRole('tab', { name: /^Bahasa Indonesia/ }));
    await enter(user, within(texts).getByRole('textbox', { name: 'Mission' }), 'Menjual produk aman.');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved successfully')).toBeInTheDocument();
    const saved = savedBody<AboutDocument>('/admin/about');
    expect(saved.milestones.map((milestone) => milestone.texts.en?.title)).toEqual([
      'Beginnings',
      'Founded',
      'New industries',
    ]);
    expect(saved.texts.id).toEqual({
      intro: 'Kami memasok aditif.',
      vision: 'Menjadi tepercaya.',
      mission: 'Menjual produk aman.',
    });
    expect(saved.texts.en?.mission).toBe('Sell safe products.');
  });

  it('says when the About page cannot load', async () => {
    server.use(http.get(apiUrl('/admin/about'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    renderRoute('/admin/about');
    expect(await screen.findByText('Failed to fetch data')).toBeInTheDocument();
  });
});

describe('admin home page', () => {
  it('edits the hero in Indonesian, removes a reason and adds a counted figure, then saves', async () => {
    const { user } = renderRoute('/admin/home-page');

    const texts = await screen.findByRole('region', { name: 'Hero and section introductions' });
    await user.click(within(texts).getByRole('tab', { name: /^Bahasa Indonesia/ }));
    const heroId = within(texts).getByRole('textbox', { name: 'Hero title' });
    await replace(user, heroId, 'Kepercayaan Anda');

    const reasons = screen.getByRole('region', { name: 'Why choose us' });
    await user.click(within(reasons).getByRole('button', { name: 'Remove: Reason 1' }));

    const figures = screen.getByRole('region', { name: 'Company figures' });
    await user.click(within(figures).getByRole('button', { name: 'Add figure' }));
    await user.click(within(figures).getByRole('combobox', { name: 'Figure 3: Value' }));
    await user.click(await screen.findByRole('option', { name: 'Number of categories' }));
    await enter(user, within(figures).getByRole('textbox', { name: 'Figure 3: Label' }), 'Categories');

    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Changes saved successfully')).toBeInTheDocument();
    const saved = savedBody<HomePageDocument>('/admin/home-page');
    expect(saved.texts.en?.heroTitle).toBe('We Value Your Trust');
    expect(saved.texts.id?.heroTitle).toBe('Kepercayaan Anda');
    expect(saved.reasons.map((reason) => reason.texts.en?.title)).toEqual(['Trusted sole agent']);
    expect(saved.figures[2]).toEqual({ kind: 'categories', value: '', texts: { en: { label: 'Categories' } } });
  });

  it('reaches every screen from the admin sidebar', async () => {
    const { user } = renderRoute('/admin/home-page');
    await screen.findByRole('region', { name: 'Hero and section introductions' });
    const nav = screen.getAllByRole('navigation', { name: 'Admin navigation' })[0]!;
    for (const [link, heading] of [
      ['Carousel Slides', 'Carousel Slides'],
      ['Partners', 'Partners'],
      ['About Page', 'About Page'],
      ['Site Settings', 'Site Settings'],
      ['Home Page', 'Home Page'],
    ] as const) {
      await user.click(within(nav).getByRole('link', { name: link }));
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
    }
  });
});
