import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { articleList } from '../../fixtures/client/content';
import { homeContent, partnerNames } from '../../fixtures/client/home';
import { contentDb } from '../helpers/contentHandlers';
import { apiUrl, fail } from '../helpers/envelope';
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
    expect(images.map((image) => image.getAttribute('alt'))).toEqual(homeContent.slides.map((slide) => slide.title));
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
    expect(figure('Products')).toHaveTextContent('1,250');
    expect(figure('Product categories')).toHaveTextContent('14');
    expect(figure('Sole agencies')).toHaveTextContent('6');

    const partners = await screen.findByRole('region', { name: 'Our Sole Agents' });
    expect(
      within(partners)
        .getAllByRole('img')
        .map((logo) => logo.getAttribute('alt')),
    ).toEqual(partnerNames);
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
  it('keeps the hero and the static sections and offers a retry', async () => {
    server.use(http.get(apiUrl('/home'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    renderRoute('/');

    // The sections below the hero are built one after the other; the contact form is the last of them.
    expect(await screen.findByRole('region', { name: 'CONTACT US' })).toBeInTheDocument();
    expect(
      await screen.findByText('Error loading data: Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'We Value Your Trust' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'WHY CHOOSE US?' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'CONTACT US' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Highlights' })).not.toBeInTheDocument();
  });
});
