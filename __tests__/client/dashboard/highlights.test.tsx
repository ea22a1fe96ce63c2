import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TEXT_CUT_LENGTH } from '@/common/constants';
import { LONG_DESCRIPTION } from '../../fixtures/client/dashboard';
import { dashboardHandlers } from '../helpers/dashboardHandlers';
import { apiUrl, fail } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';

function openDashboard(language: 'en' | 'id' = 'en') {
  storeSession();
  return renderRoute('/admin', { language });
}

const card = (region: HTMLElement, name: string) => within(region).getByRole('article', { name });

describe('dashboard highlights', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows the newest products with image, name, a cut description and the publication date', async () => {
    server.use(...dashboardHandlers());
    const { user } = openDashboard();
    const region = await screen.findByRole('region', { name: 'Product Highlights' });
    await within(region).findByRole('article', { name: 'Aspartame' });

    const aspartame = card(region, 'Aspartame');
    expect(within(aspartame).getByRole('link', { name: 'Aspartame' })).toHaveAttribute(
      'href',
      '/admin/produk/detail/31',
    );
    expect(aspartame.querySelector('img')).toHaveAttribute('src', '/uploads/aspartame-800.webp');
    expect(within(aspartame).getByText(`${LONG_DESCRIPTION.slice(0, TEXT_CUT_LENGTH)}...`)).toBeInTheDocument();
    expect(within(aspartame).queryByText(LONG_DESCRIPTION)).not.toBeInTheDocument();
    expect(aspartame).toHaveTextContent('Published at March 5, 2024');

    await user.click(within(aspartame).getByRole('button', { name: 'Read more...' }));
    expect(within(aspartame).getByText(LONG_DESCRIPTION)).toBeInTheDocument();
    await user.click(within(aspartame).getByRole('button', { name: 'Read less' }));
    expect(within(aspartame).getByText(`${LONG_DESCRIPTION.slice(0, TEXT_CUT_LENGTH)}...`)).toBeInTheDocument();

    const glycine = card(region, 'Glycine');
    expect(within(glycine).getByText('Amino acid for food.')).toBeInTheDocument();
    expect(within(glycine).queryByRole('button', { name: 'Read more...' })).not.toBeInTheDocument();
    expect(glycine).toHaveTextContent('Published at February 10, 2024');
  });

  it('shows the latest careers with position, their publication state and the update date', async () => {
    server.use(...dashboardHandlers());
    openDashboard();
    const region = await screen.findByRole('region', { name: 'Career Highlights' });
    await within(region).findByRole('article', { name: 'QC Analyst' });

    const analyst = card(region, 'QC Analyst');
    expect(within(analyst).getByText('Laboratory')).toBeInTheDocument();
    expect(within(analyst).getByText('Published')).toBeInTheDocument();
    expect(within(analyst).queryByText('Draft')).not.toBeInTheDocument();
    expect(analyst).toHaveTextContent('Updated at April 12, 2024');
    expect(within(analyst).getByRole('link', { name: 'QC Analyst' })).toHaveAttribute('href', '/admin/karir/detail/7');

    const driver = card(region, 'Driver');
    expect(within(driver).getByText('Logistics')).toBeInTheDocument();
    expect(within(driver).getByText('Draft')).toBeInTheDocument();
    expect(driver).toHaveTextContent('Updated at April 1, 2024');
  });

  it("speaks Indonesian: 'Highlight Produk', 'Highlight Karir', the chips and dates", async () => {
    server.use(...dashboardHandlers());
    openDashboard('id');
    const products = await screen.findByRole('region', { name: 'Highlight Produk' });
    const careers = screen.getByRole('region', { name: 'Highlight Karir' });
    const aspartame = await within(products).findByRole('article', { name: 'Aspartame' });
    const driver = await within(careers).findByRole('article', { name: 'Driver' });

    expect(within(aspartame).getByRole('button', { name: 'Baca selengkapnya...' })).toBeInTheDocument();
    expect(aspartame).toHaveTextContent('Diterbitkan pada 5 Maret 2024');
    expect(within(careers).getByText('Terbit')).toBeInTheDocument();
    expect(within(driver).getByText('Draf')).toBeInTheDocument();
    expect(driver).toHaveTextContent('Diperbarui pada 1 April 2024');
  });

  it('only logs a failed highlight list and shows its empty state, leaving the rest of the dashboard working', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(...dashboardHandlers());
    server.use(
      http.get(apiUrl('/admin/dashboard/products'), () => fail(500, 'Products are on fire', 'INTERNAL')),
      http.get(apiUrl('/admin/dashboard/careers'), () => HttpResponse.error()),
    );
    openDashboard();

    const products = await screen.findByRole('region', { name: 'Product Highlights' });
    const careers = screen.getByRole('region', { name: 'Career Highlights' });
    expect(await within(products).findByText('No products to highlight yet.')).toBeInTheDocument();
    expect(await within(careers).findByText('No careers to highlight yet.')).toBeInTheDocument();
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const logged = log.mock.calls.map((call) => call.map(String).join(' '));
    expect(logged).toContainEqual(expect.stringContaining('could not load products'));
    expect(logged).toContainEqual(expect.stringContaining('careers'));
  });

  it('says so when there is nothing to highlight yet', async () => {
    server.use(...dashboardHandlers({ products: [], careers: [] }));
    openDashboard();

    expect(await screen.findByText('No products to highlight yet.')).toBeInTheDocument();
    expect(await screen.findByText('No careers to highlight yet.')).toBeInTheDocument();
  });
});
