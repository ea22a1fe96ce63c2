import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { AboutContent } from '@/common/api/about';
import { aboutContent } from '../../fixtures/client/home';
import { bareSiteSettings, siteSettings } from '../../fixtures/client/site';
import { apiUrl, fail, ok } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

const aboutIndonesian: AboutContent = {
  ...aboutContent,
  vision: 'Menjadi perusahaan tepercaya dalam hal kualitas dan layanan.',
  fallback: { mission: 'en' },
  milestones: [{ ...aboutContent.milestones[0]!, title: 'Berdiri' }],
};

const serveAbout = (content: AboutContent = aboutContent) =>
  server.use(http.get(apiUrl('/about'), () => ok('About page', content)));

const contactsRegion = () => screen.getByRole('region', { name: 'Offices and contacts' });

describe('/tentang', () => {
  it("shows 'ABOUT US', the introduction's paragraphs, the history, the vision and the mission from GET /about", async () => {
    serveAbout();
    renderRoute('/tentang');

    expect(await screen.findByRole('heading', { level: 1, name: 'ABOUT US' })).toBeInTheDocument();
    const intro = await screen.findByRole('region', { name: 'Who we are' });
    expect(
      within(intro).getByText('We supply raw-material additives to Indonesian manufacturers.'),
    ).toBeInTheDocument();
    expect(within(intro).getByText('We work closely with the makers we represent.')).toBeInTheDocument();

    const history = screen.getByRole('region', { name: 'Our history' });
    const milestones = within(history).getAllByRole('listitem');
    expect(milestones).toHaveLength(2);
    expect(milestones[0]).toHaveTextContent('May 2000');
    expect(within(milestones[0]!).getByRole('heading', { name: 'Founded' })).toBeInTheDocument();
    expect(milestones[1]).toHaveTextContent('Renamed to the name it carries today.');

    expect(within(screen.getByRole('region', { name: 'Vision' })).getByText(aboutContent.vision)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Mission' })).getByText(aboutContent.mission)).toBeInTheDocument();
  });

  it('shows the offices with opening hours, map links, phones, e-mails, WhatsApp and social links', async () => {
    serveAbout();
    renderRoute('/tentang');

    const contacts = await screen.findByRole('region', { name: 'Offices and contacts' });
    await within(contacts).findByText(siteSettings.headOffice.address);
    const { headOffice, branches, emails } = siteSettings;
    for (const office of [headOffice, ...branches]) {
      expect(within(contacts).getByRole('heading', { name: office.name })).toBeInTheDocument();
      for (const phone of office.phones) {
        expect(within(contacts).getByRole('link', { name: phone })).toHaveAttribute(
          'href',
          `tel:${phone.replace(/ /g, '')}`,
        );
      }
    }
    expect(within(contacts).getByText(headOffice.openingHours)).toBeInTheDocument();
    // Only the head office has a map link.
    expect(within(contacts).getByRole('link', { name: /View on map/ })).toHaveAttribute('href', headOffice.mapUrl);
    expect(within(contacts).getAllByRole('link', { name: /View on map/ })).toHaveLength(1);
    for (const email of Object.values(emails)) {
      expect(within(contacts).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }
    expect(within(contacts).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/6281234567890',
    );
    expect(within(contacts).getByRole('link', { name: 'Instagram' })).toHaveAttribute(
      'href',
      'https://instagram.example.com/aditif',
    );
    expect(contacts).not.toHaveTextContent('undefined');
  });

  it('leaves out opening hours, map, WhatsApp and social links when none are set', async () => {
    serveAbout();
    server.use(http.get(apiUrl('/site'), () => ok('Site settings', bareSiteSettings)));
    renderRoute('/tentang');

    const contacts = await screen.findByRole('region', { name: 'Offices and contacts' });
    await within(contacts).findByText(siteSettings.headOffice.address);
    expect(within(contacts).queryByText(/Opening hours/)).not.toBeInTheDocument();
    expect(within(contacts).queryByRole('link', { name: /View on map/ })).not.toBeInTheDocument();
    expect(within(contacts).queryByRole('link', { name: 'Chat on WhatsApp' })).not.toBeInTheDocument();
    expect(within(contacts).queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('undefined');
  });

  it('says so, with a retry, when the contacts cannot load', async () => {
    serveAbout();
    server.use(http.get(apiUrl('/site'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    renderRoute('/tentang');

    await screen.findByRole('heading', { level: 1, name: 'ABOUT US' });
    expect(
      await within(contactsRegion()).findByText(
        'Error loading data: Something went wrong on the server. Please try again later.',
      ),
    ).toBeInTheDocument();
    expect(within(contactsRegion()).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    // The rest of the page does not depend on them.
    expect(await screen.findByText(aboutContent.vision)).toBeInTheDocument();
  });

  it('says so, with a retry, when the page texts cannot load, and still shows the contacts', async () => {
    server.use(http.get(apiUrl('/about'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    renderRoute('/tentang');

    expect(
      await screen.findByText('Error loading data: Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await within(contactsRegion()).findByText(siteSettings.headOffice.address)).toBeInTheDocument();
  });

  it('reads in Indonesian and marks a text that comes in English', async () => {
    serveAbout(aboutIndonesian);
    renderRoute('/tentang', { language: 'id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'TENTANG KAMI' })).toBeInTheDocument();
    expect(await screen.findByText('Menjadi perusahaan tepercaya dalam hal kualitas dan layanan.')).not.toHaveAttribute(
      'lang',
    );
    expect(screen.getByText(aboutContent.mission)).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { name: 'Berdiri' })).toBeInTheDocument();
  });
});
