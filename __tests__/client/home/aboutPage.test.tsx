import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { siteSettings } from '../../fixtures/client/site';
import { apiUrl, fail } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

const contactsRegion = () => screen.getByRole('region', { name: 'Offices and contacts' });

describe('/tentang', () => {
  it("shows 'ABOUT US', the history as a dated timeline, the vision and the mission", async () => {
    renderRoute('/tentang');

    expect(await screen.findByRole('heading', { level: 1, name: 'ABOUT US' })).toBeInTheDocument();
    const history = screen.getByRole('region', { name: 'Our history' });
    const milestones = within(history).getAllByRole('listitem');
    expect(milestones.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual([
      '2000-05',
      '2000',
      '2008-06',
      '2013',
    ]);
    expect(milestones[0]).toHaveTextContent('established in May 2000 under an earlier company name');
    expect(milestones[1]).toHaveTextContent('first sole agent of a Japanese aspartame and amino-acid maker');
    expect(milestones[2]).toHaveTextContent('June 2008');
    expect(milestones[3]).toHaveTextContent('cosmetics and veterinary industries');

    expect(
      within(screen.getByRole('region', { name: 'Vision' })).getByText(
        'Become a trusted company in terms of quality and service.',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Mission' })).getByText(
        'Through customer trust, the company sells high quality and safe products.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the head office, the Semarang branch, their phones and the e-mail addresses from the site settings', async () => {
    renderRoute('/tentang');

    const contacts = await screen.findByRole('region', { name: 'Offices and contacts' });
    await within(contacts).findByText(siteSettings.headOffice.address);
    const { headOffice, branches, emails } = siteSettings;
    for (const office of [headOffice, ...branches]) {
      expect(within(contacts).getByRole('heading', { name: office.name })).toBeInTheDocument();
      expect(within(contacts).getByText(office.address)).toBeInTheDocument();
      for (const phone of office.phones) {
        expect(within(contacts).getByRole('link', { name: phone })).toHaveAttribute(
          'href',
          `tel:${phone.replace(/ /g, '')}`,
        );
      }
    }
    expect(within(contacts).getByRole('heading', { name: 'Semarang branch' })).toBeInTheDocument();
    for (const email of Object.values(emails)) {
      expect(within(contacts).getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
    }
  });

  it('says so, with a retry, when the contacts cannot load', async () => {
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
    expect(screen.getByText('Become a trusted company in terms of quality and service.')).toBeInTheDocument();
  });

  it('reads in Indonesian', async () => {
    renderRoute('/tentang', { language: 'id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'TENTANG KAMI' })).toBeInTheDocument();
    expect(screen.getByText('Menjadi perusahaan tepercaya dalam hal kualitas dan layanan.')).toBeInTheDocument();
  });
});
