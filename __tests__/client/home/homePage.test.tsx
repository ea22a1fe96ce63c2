import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { articleList } from '../../fixtures/client/content';
import { homeContent, homeContentId, partnerNames } from '../../fixtures/client/home';
import { contentDb } from '../helpers/contentHandlers';
import { apiUrl, fail, ok } from '../helpers/envelope';
import { serveHomePage } from '../helpers/homeHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

beforeEach(() => serveHomePage(server));

describe('home page', () => {
  it('opens with the three slides, the first loaded at once, and the hero with its two ways in', async () => {
    renderRoute('/');

    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    const images = within(carousel).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(homeContent.slides.map((slide) => slide.alt_text));
    expect(images.map((image) => image.getAttribute('loading'))).toEqual(['eager', 'lazy', 'lazy']);
    expect(within(carousel).getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(within(carousel).getByRole('button', { name: 'Next slide' })).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 1, name: 'We Value Your Trust' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/produk_kategori');
    expect(screen.getByRole('link', { name: 'Learn more about us' })).toHaveAttribute('href', '/tentang');
  });

  it('shows the four highlights, the industries, featured categories with counts, the figures and the partners', async () => {
    renderRoute('/');

    const why = await screen.findByRole('region', { name: 'WHY CHOOSE US?' });
    expect(within(why).getAllByRole('heading', { level: 3 })).toHaveLength(4);

    const industries = await screen.findByRole('region', { name: 'INDUSTRIES WE SERVE' });
    expect(
      within(industries)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Food and Beverage', 'Cosmetics', 'Veterinary']);

    const featured = await screen.findByRole('region', { name: 'PRODUCT CATEGORIES' });
    const sweeteners = within(featured).getByRole('link', { name: /Sweeteners/ });
    expect(sweeteners).toHaveAttribute('href', '/produk_kategori/produk/7');
    expect(sweeteners).toHaveTextContent('12 products');
    expect(within(featured).getByRole('link', { name: /Amino Acids/ })).toHaveTextContent('1 product');
    expect(within(featured).getByRole('link', { name: 'See all product categories' })).toHaveAttribute(
      'href',
      '/produk_kategori',
    );

    const figures = await screen.findByRole('region', { name: 'OUR COMPANY IN FIGURES' });
    // Each figure is a <dt> label followed by its <dd> value.
    const figure = (label: string) => within(figures).getByText(label).nextElementSibling;
    expect(figure('In business since')).toHaveTextContent('2000');
    expect(figure('Products')).toHaveTextContent('1250');
    expect(figure('Product categories')).toHaveTextContent('14');
    expect(figure('Sole agencies')).toHaveTextContent('6');

    const partners = await screen.findByRole('region', { name: 'Our Sole Agents' });
    expect(
      within(partners)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('alt')),
    ).toEqual(partnerNames);
  });

  it("draws each slide's title, subtitle and button over its image", async () => {
    renderRoute('/');

    const carousel = await screen.findByRole('region', { name: 'Highlights' });
    const [first, second, third] = within(carousel).getAllByRole('group');
    expect(within(first!).getByText('Food and beverage additives')).toBeInTheDocument();
    expect(within(first!).getByText('Sweeteners, amino acids and more')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'See products' })).toHaveAttribute('href', '/produk_kategori');
    expect(within(second!).getByRole('link', { name: 'Visit the maker' })).toHaveAttribute(
      'href',
      'https://maker.example.com',
    );
    // No link, no button.
    expect(within(third!).getByText('Technical service')).toBeInTheDocument();
    expect(within(third!).queryByRole('link')).not.toBeInTheDocument();
  });

  it("shows the home page's own hero text, section leads and the partners' links", async () => {
    renderRoute('/');

    expect(await screen.findByText('Raw-material additives and the know-how to use them.')).toBeInTheDocument();
    const why = await screen.findByRole('region', { name: 'WHY CHOOSE US?' });
    expect(within(why).getByText('Four reasons manufacturers rely on us.')).toBeInTheDocument();
    expect(within(why).getByRole('heading', { name: 'Certified by BPOM' })).toBeInTheDocument();
    const partners = await screen.findByRole('region', { name: 'Our Sole Agents' });
    expect(within(partners).getByRole('link', { name: 'Ajinomoto' })).toHaveAttribute(
      'href',
      'https://www.ajinomoto.com',
    );
  });

  it('reads the texts in the language chosen, marking those that come in another language', async () => {
    server.use(http.get(apiUrl('/home'), () => ok('Home page content', homeContentId)));
    renderRoute('/', { language: 'id' });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Kami Menghargai Kepercayaan Anda' }),
    ).not.toHaveAttribute('lang');
    expect(screen.getByText('Raw-material additives and the know-how to use them.')).toHaveAttribute('lang', 'en');
    const carousel = screen.getByRole('region', { name: 'Sorotan' });
    const [first, second] = within(carousel).getAllByRole('group');
    expect(within(first!).getByText('Aditif makanan dan minuman')).toBeInTheDocument();
    expect(within(first!).getByRole('link', { name: 'Lihat produk' })).toBeInTheDocument();
    expect(within(first!).getByRole('img')).toHaveAttribute('alt', 'Botol di lini produksi');
    expect(within(second!).getByText('Cosmetic ingredients')).toHaveAttribute('lang', 'en');
  });

  it('lists the newest articles under ARTICLES', async () => {
    contentDb.seed({ articles: articleList(2) });
    renderRoute('/');

    const articles = await screen.findByRole('region', { name: 'ARTICLES' });
    expect(await within(articles).findByRole('link', { name: 'Article 2' })).toHaveAttribute(
      'href',
      '/artikel/detail_artikel/2',
    );
  });
});

describe('home page when GET /home fails', () => {
  it('keeps the hero with its default words and the contact form, and offers a retry', async () => {
    server.use(http.get(apiUrl('/home'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    renderRoute('/');

    // The sections below the hero are built one after the other; the contact form is the last of them.
    expect(await screen.findByRole('region', { name: 'CONTACT US' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(
      await screen.findByText('Error loading data: Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'We Value Your Trust' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'CONTACT US' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
  });
});
