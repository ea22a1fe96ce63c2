import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { QuoteEnquiryBody } from '@/common/api/enquiries';
import type { BasketItem } from '@/client/app/enquiryBasket';
import { deferred } from '../helpers/deferred';
import { enter, replace } from '../helpers/enter';
import { acceptEnquiries, lastFormToken } from '../helpers/enquiryHandlers';
import { apiUrl, fail, okMessage } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

const BASKET_KEY = 'enquiryBasket';
const PAGE = '/permintaan_penawaran';

/** The visitor arrives with these products in the basket they kept from an earlier visit. */
const keepBasket = (items: BasketItem[]) => window.localStorage.setItem(BASKET_KEY, JSON.stringify({ items }));

const aspartame: BasketItem = { productId: 7, name: 'Aspartame', sample: false };
const xanthan: BasketItem = { productId: 9, name: 'Xanthan Gum', quantity: 25, unit: 'kg', sample: true };

async function renderQuotePage(language: 'en' | 'id' = 'en') {
  const view = renderRoute(PAGE, { language });
  const form = await screen.findByRole('form', { name: language === 'en' ? /^Products/ : /^Produk/ });
  const row = (name: string) => within(within(form).getByRole('group', { name }));
  const field = (name: string) => within(form).getByRole('textbox', { name });
  return { ...view, form, row, field };
}

type QuotePage = Awaited<ReturnType<typeof renderQuotePage>>;

async function fillInDetails({ user, field }: QuotePage) {
  await enter(user, field('Name'), 'Budi Santoso');
  await enter(user, field('Company'), 'PT Minuman Segar');
  await enter(user, field('E-mail'), 'budi@segar.test');
}

const send = ({ user, form }: QuotePage) => user.click(within(form).getByRole('button', { name: 'Send request' }));

describe('the quote request page /permintaan_penawaran', () => {
  it('names itself in the banner and the tab title', async () => {
    keepBasket([aspartame]);
    await renderQuotePage();

    expect(screen.getByRole('heading', { level: 1, name: 'QUOTE REQUEST' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Quote request | Aditif Test'));
  });

  it('says the basket is empty and leads to the catalogue', async () => {
    renderRoute(PAGE);

    expect(await screen.findByText('Your enquiry basket is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the product catalogue' })).toHaveAttribute(
      'href',
      '/produk_kategori',
    );
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it("lists the basket's products with their quantity, unit and sample, and keeps every change", async () => {
    keepBasket([aspartame, xanthan]);
    const { user, row, store } = await renderQuotePage();

    expect(screen.getByRole('heading', { level: 2, name: 'Products (2 of at most 20)' })).toBeInTheDocument();
    expect(row('Xanthan Gum').getByRole('spinbutton', { name: 'Quantity' })).toHaveValue(25);
    expect(row('Xanthan Gum').getByRole('textbox', { name: 'Unit' })).toHaveValue('kg');
    expect(row('Xanthan Gum').getByRole('checkbox', { name: 'Request a sample' })).toBeChecked();
    expect(row('Aspartame').getByRole('link', { name: 'Aspartame' })).toHaveAttribute(
      'href',
      '/produk_kategori/produk/detail_produk/7',
    );

    await enter(user, row('Aspartame').getByRole('spinbutton', { name: 'Quantity' }), '2.5');
    await enter(user, row('Aspartame').getByRole('textbox', { name: 'Unit' }), 'drum');
    await user.click(row('Aspartame').getByRole('checkbox', { name: 'Request a sample' }));

    expect(store.getState().enquiry.items[0]).toEqual({
      productId: 7,
      name: 'Aspartame',
      quantity: 2.5,
      unit: 'drum',
      sample: true,
    });
    expect(JSON.parse(window.localStorage.getItem(BASKET_KEY)!)).toEqual(store.getState().enquiry);
  });

  it('removes a product, moving focus to the list, and shows the empty basket once the last one is gone', async () => {
    keepBasket([aspartame, xanthan]);
    const { user, row } = await renderQuotePage();

    await user.click(row('Aspartame').getByRole('button', { name: 'Remove Aspartame' }));

    expect(screen.queryByRole('group', { name: 'Aspartame' })).not.toBeInTheDocument();
    const heading = screen.getByRole('heading', { level: 2, name: 'Products (1 of at most 20)' });
    expect(heading).toHaveFocus();
    expect(
      within(screen.getAllByRole('banner')[0]!).getByRole('link', { name: 'Quote request, 1 product' }),
    ).toBeInTheDocument();

    await user.click(row('Xanthan Gum').getByRole('button', { name: 'Remove Xanthan Gum' }));

    expect(await screen.findByText('Your enquiry basket is empty')).toBeInTheDocument();
    expect(window.localStorage.getItem(BASKET_KEY)).toBeNull();
  });

  it('sends the request, shows it is sending, then confirms, empties the basket and takes focus', async () => {
    keepBasket([aspartame, xanthan]);
    const gate = deferred();
    const sent = acceptEnquiries(server);
    server.use(
      http.post(apiUrl('/enquiries/quote'), async ({ request }) => {
        sent.quote.push((await request.json()) as QuoteEnquiryBody);
        await gate.promise;
        return okMessage('Enquiry received', { status: 201 });
      }),
    );
    const page = await renderQuotePage();
    const { user, form, field, row } = page;
    await waitFor(() => expect(lastFormToken()).toMatch(/^form-token-\d+$/));
    const shownWith = lastFormToken();
    await fillInDetails(page);
    await enter(user, field('Phone'), '0812 555 0101');
    await enter(user, field('Message'), 'Food grade.');
    await enter(user, within(form).getByLabelText('Needed by'), '2031-03-15');
    await enter(user, row('Aspartame').getByRole('spinbutton', { name: 'Quantity' }), '100');
    await send(page);

    expect(await within(form).findByRole('button', { name: 'Sending' })).toBeDisabled();
    expect(field('Company')).toHaveAttribute('readonly');
    expect(row('Aspartame').getByRole('button', { name: 'Remove Aspartame' })).toBeDisabled();
    gate.resolve();

    const confirmation = await screen.findByRole('status');
    expect(confirmation).toHaveTextContent('Thank you, your quote request has been sent.');
    expect(confirmation).toHaveTextContent('Your enquiry basket is now empty.');
    expect(confirmation).toHaveFocus();
    expect(within(confirmation).getByRole('link', { name: 'Browse the product catalogue' })).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(within(screen.getAllByRole('banner')[0]!).queryByRole('link', { name: /^Quote request/ })).toBeNull();
    expect(window.localStorage.getItem(BASKET_KEY)).toBeNull();
    expect(sent.quote).toEqual([
      {
        name: 'Budi Santoso',
        company: 'PT Minuman Segar',
        email: 'budi@segar.test',
        phone: '0812 555 0101',
        message: 'Food grade.',
        requiredDate: '2031-03-15',
        items: [
          { productId: 7, quantity: 100, sample: false },
          { productId: 9, quantity: 25, unit: 'kg', sample: true },
        ],
        language: 'en',
        formToken: shownWith,
        website: '',
      },
    ]);
  });

  it('sends in Indonesian without the optional fields', async () => {
    keepBasket([aspartame]);
    const sent = acceptEnquiries(server);
    const page = await renderQuotePage('id');
    const { user, form, field } = page;
    await enter(user, field('Nama'), 'Sari');
    await enter(user, field('Perusahaan'), 'CV Rasa');
    await enter(user, field('Email'), 'sari@rasa.test');
    await user.click(within(form).getByRole('button', { name: 'Kirim permintaan' }));

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Terima kasih, permintaan penawaran Anda sudah terkirim.',
    );
    expect(sent.quote[0]).toEqual({
      name: 'Sari',
      company: 'CV Rasa',
      email: 'sari@rasa.test',
      items: [{ productId: 7, sample: false }],
      language: 'id',
      formToken: expect.stringMatching(/^form-token-/),
      website: '',
    });
  });

  it('checks the details and the quantities before sending anything', async () => {
    keepBasket([aspartame, { ...xanthan, quantity: 0 }]);
    const sent = acceptEnquiries(server);
    const page = await renderQuotePage();
    const { form, field, row } = page;

    await send(page);

    expect(field('Name')).toHaveAccessibleDescription('This field is required.');
    expect(field('Company')).toHaveAccessibleDescription('This field is required.');
    expect(field('E-mail')).toHaveAccessibleDescription('This field is required.');
    expect(field('Message')).toBeValid();
    const quantity = row('Xanthan Gum').getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveAccessibleDescription('This value is out of range.');
    expect(within(form).getByRole('spinbutton', { name: 'Quantity', description: '' })).toBeValid();
    expect(quantity).toHaveFocus();

    await replace(page.user, quantity, '5');
    expect(quantity).toBeValid();
    expect(sent.quote).toEqual([]);
  });

  it("shows the server's word under the row it names, and keeps the request", async () => {
    keepBasket([aspartame, xanthan]);
    server.use(
      http.post(apiUrl('/enquiries/quote'), () =>
        fail(422, 'A requested product does not exist.', 'VALIDATION', { 'items.1.productId': 'not_found' }),
      ),
    );
    const page = await renderQuotePage();
    await fillInDetails(page);
    await send(page);

    const alert = await within(page.form).findByRole('alert');
    expect(alert).toHaveTextContent('Some fields are not filled in correctly. Check the highlighted fields.');
    expect(screen.getByRole('group', { name: 'Xanthan Gum' })).toHaveAccessibleDescription(
      'This does not exist (any more).',
    );
    expect(page.field('Name')).toHaveValue('Budi Santoso');
    expect(page.store.getState().enquiry.items).toHaveLength(2);
  });

  it('says how long to wait after too many requests', async () => {
    keepBasket([aspartame]);
    server.use(
      http.post(apiUrl('/enquiries/quote'), () => fail(429, 'Slow down', 'RATE_LIMITED', undefined, { seconds: 9 })),
    );
    const page = await renderQuotePage();
    await fillInDetails(page);
    await send(page);

    expect(await within(page.form).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 9 seconds.',
    );
  });

  it('when the server cannot be reached, offers the sales address and WhatsApp and keeps everything', async () => {
    keepBasket([aspartame]);
    server.use(http.post(apiUrl('/enquiries/quote'), () => HttpResponse.error()));
    const page = await renderQuotePage();
    await fillInDetails(page);
    await send(page);

    const alert = await within(page.form).findByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached.');
    expect(within(alert).getByRole('link', { name: 'sales@aditif.test' })).toHaveAttribute(
      'href',
      'mailto:sales@aditif.test',
    );
    expect(within(alert).getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(alert).toHaveFocus();
    expect(page.store.getState().enquiry.items).toEqual([aspartame]);
  });

  it('offers WhatsApp beside the form with the products named', async () => {
    keepBasket([aspartame, xanthan]);
    await renderQuotePage();

    const aside = screen.getByRole('complementary', { name: 'Prefer to talk to us?' });
    expect(await within(aside).findByRole('link', { name: /^Ask us on WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/6281234567890?text=${encodeURIComponent(
        'Hello, I would like a quote for: Aspartame, Xanthan Gum.',
      )}`,
    );
    expect(within(aside).getByRole('link', { name: 'Add more products from the catalogue' })).toHaveAttribute(
      'href',
      '/produk_kategori',
    );
  });
});
