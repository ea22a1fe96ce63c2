import { screen, within } from '@testing-library/react';
import { makeWhatsNewItem } from '../../fixtures/client/content';
import { contentDb, contentHandlers } from '../helpers/contentHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

beforeEach(() => {
  contentDb.reset();
  server.use(...contentHandlers);
});

const card = (title: string) => screen.getByRole('article', { name: title });

describe('/terbaru', () => {
  it('links each card by the prefix of its cpga_id, and an unknown prefix nowhere', async () => {
    contentDb.seed({
      whatsNew: [
        makeWhatsNewItem(1, 'PD-4'),
        makeWhatsNewItem(2, 'CR-9'),
        makeWhatsNewItem(3, 'AR-12'),
        makeWhatsNewItem(4, 'XX-5'),
      ],
    });
    renderRoute('/terbaru');

    expect(await screen.findByRole('link', { name: 'News PD-4' })).toHaveAttribute(
      'href',
      '/produk_kategori/produk/detail_produk/4',
    );
    expect(screen.getByRole('heading', { level: 1, name: "WHAT'S NEW?" })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'News CR-9' })).toHaveAttribute('href', '/karir/detail_karir/9');
    expect(screen.getByRole('link', { name: 'News AR-12' })).toHaveAttribute('href', '/artikel/detail_artikel/12');
    expect(within(card('News XX-5')).getByRole('heading', { name: 'News XX-5' })).toBeInTheDocument();
    expect(within(card('News XX-5')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('expands and collapses one card with its own Read More / Read Less while the others stay cut', async () => {
    const first = makeWhatsNewItem(1, 'PD-1');
    const second = makeWhatsNewItem(2, 'AR-2');
    contentDb.seed({ whatsNew: [first, second] });
    const { user } = renderRoute('/terbaru');

    await screen.findByRole('article', { name: 'News PD-1' });
    const cutFirst = `${first.description.slice(0, 100)}...`;
    const cutSecond = `${second.description.slice(0, 100)}...`;
    expect(within(card('News PD-1')).getByText(cutFirst)).toBeInTheDocument();
    expect(within(card('News AR-2')).getByText(cutSecond)).toBeInTheDocument();

    const toggle = within(card('News PD-1')).getByRole('button', { name: 'Read More' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    expect(within(card('News PD-1')).getByText(first.description)).toBeInTheDocument();
    expect(within(card('News PD-1')).getByRole('button', { name: 'Read Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(card('News AR-2')).getByText(cutSecond)).toBeInTheDocument();
    expect(within(card('News AR-2')).getByRole('button', { name: 'Read More' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );

    await user.click(within(card('News PD-1')).getByRole('button', { name: 'Read Less' }));
    expect(within(card('News PD-1')).getByText(cutFirst)).toBeInTheDocument();
  });

  it('shows an empty state when there is no news, in Indonesian too', async () => {
    renderRoute('/terbaru', { language: 'id' });

    expect(await screen.findByText('Belum ada kabar terbaru.')).toBeInTheDocument();
  });
});
