import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { bareSiteSettings, siteSettings } from '../../fixtures/client/site';
import { apiUrl, ok } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

const footer = () => screen.getByRole('contentinfo');

describe('footer', () => {
  it('shows opening hours, the map link, the WhatsApp chat and the social links from the site settings', async () => {
    renderRoute('/karir');

    await within(await screen.findByRole('contentinfo')).findByText(siteSettings.headOffice.address);
    expect(within(footer()).getByText(siteSettings.headOffice.openingHours)).toBeInTheDocument();
    expect(within(footer()).getByRole('link', { name: 'View on map: Head office' })).toHaveAttribute(
      'href',
      siteSettings.headOffice.mapUrl,
    );
    expect(within(footer()).getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/6281234567890',
    );
    const social = within(footer()).getByRole('list', { name: 'Follow us' });
    expect(
      within(social)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Instagram', 'https://instagram.example.com/aditif'],
      ['LinkedIn', 'https://linkedin.example.com/aditif'],
    ]);
  });

  it('leaves out what is not set, and never writes "undefined"', async () => {
    server.use(http.get(apiUrl('/site'), () => ok('Site settings', bareSiteSettings)));
    renderRoute('/karir');

    await within(await screen.findByRole('contentinfo')).findByText(siteSettings.headOffice.address);
    expect(within(footer()).queryByText(/Opening hours/)).not.toBeInTheDocument();
    expect(within(footer()).queryByRole('link', { name: /View on map/ })).not.toBeInTheDocument();
    expect(within(footer()).queryByRole('link', { name: 'Chat on WhatsApp' })).not.toBeInTheDocument();
    expect(within(footer()).queryByRole('list', { name: 'Follow us' })).not.toBeInTheDocument();
    expect(footer()).not.toHaveTextContent('undefined');
  });

  it('names the social networks and the map link in Indonesian', async () => {
    renderRoute('/karir', { language: 'id' });
    await within(await screen.findByRole('contentinfo')).findByText(siteSettings.headOffice.address);
    expect(within(footer()).getByRole('link', { name: 'Chat lewat WhatsApp' })).toBeInTheDocument();
    expect(within(footer()).getByRole('list', { name: 'Ikuti kami' })).toBeInTheDocument();
  });
});
