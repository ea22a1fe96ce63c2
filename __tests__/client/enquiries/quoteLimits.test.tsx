import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import type { BasketItem } from '@/client/app/enquiryBasket';
import { dayIn } from '@/common/calendar-day';
import { siteSettings } from '../../fixtures/client/site';
import { acceptEnquiries } from '../helpers/enquiryHandlers';
import { enter, replace } from '../helpers/enter';
import { apiUrl, ok } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

const aspartame: BasketItem = { productId: 7, name: 'Aspartame', sample: false };

// 25 hours apart: a day has always begun on Kiritimati that has not yet in Pago Pago.
const COMPANY_ZONE = 'Pacific/Kiritimati';
const BEHIND_ZONE = 'Pacific/Pago_Pago';

const TEXTS = {
  en: {
    form: /^Products/,
    name: 'Name',
    company: 'Company',
    email: 'E-mail',
    message: 'Message',
    neededBy: 'Needed by',
    send: 'Send request',
  },
  id: {
    form: /^Produk/,
    name: 'Nama',
    company: 'Perusahaan',
    email: 'Email',
    message: 'Pesan',
    neededBy: 'Dibutuhkan paling lambat',
    send: 'Kirim permintaan',
  },
};

async function renderQuotePage(language: 'en' | 'id' = 'en') {
  window.localStorage.setItem('enquiryBasket', JSON.stringify({ items: [aspartame] }));
  server.use(http.get(apiUrl('/site'), () => ok('Site settings', { ...siteSettings, timeZone: COMPANY_ZONE })));
  const view = renderRoute('/permintaan_penawaran', { language });
  const form = await screen.findByRole('form', { name: TEXTS[language].form });
  // The company's settings have arrived once the sales address is offered.
  await screen.findAllByRole('link', { name: 'sales@aditif.test' });
  const field = (name: string) => within(form).getByRole('textbox', { name });
  return { ...view, form, field, texts: TEXTS[language] };
}

describe('the quote request shows the limits of what it takes', () => {
  it('counts the characters of the message against its limit and stops typing there', async () => {
    const { user, form, field } = await renderQuotePage();

    expect(field('Message')).toHaveAttribute('maxlength', '5000');
    expect(within(form).getByText('0 / 5,000')).toBeInTheDocument();
    await enter(user, field('Message'), 'Food grade.');
    expect(within(form).getByText('11 / 5,000')).toBeInTheDocument();

    await user.clear(field('Message'));
    await user.click(field('Message'));
    await user.paste('x'.repeat(5010));
    expect(field('Message')).toHaveValue('x'.repeat(5000));
    expect(within(form).getByText('5,000 / 5,000')).toBeInTheDocument();
    expect(within(form).getByText('The limit of 5,000 characters is reached.')).toBeInTheDocument();
  });

  it('shows the count of the name once it comes near its 120 characters, in Indonesian too', async () => {
    const { user, form, field } = await renderQuotePage('id');

    expect(within(form).getByText('0 / 5.000')).toBeInTheDocument();
    await user.click(field('Nama'));
    await user.paste('a'.repeat(90));
    expect(within(form).queryByText(/\/ 120$/)).not.toBeInTheDocument();

    await user.paste('a'.repeat(40));
    expect(field('Nama')).toHaveValue('a'.repeat(120));
    expect(within(form).getByText('120 / 120')).toBeInTheDocument();
    expect(within(form).getByText('Batas 120 karakter sudah tercapai.')).toBeInTheDocument();
  });
});

describe.each(['en', 'id'] as const)("the quote request's needed-by date (%s)", (language) => {
  const refusal = { en: 'Choose today or a later date.', id: 'Pilih hari ini atau tanggal setelahnya.' }[language];

  it("refuses a day already past in the company's time zone, and sends today", async () => {
    const sent = acceptEnquiries(server);
    const { user, form, field, texts } = await renderQuotePage(language);
    await enter(user, field(texts.name), 'Budi Santoso');
    await enter(user, field(texts.company), 'PT Minuman Segar');
    await enter(user, field(texts.email), 'budi@segar.test');
    const neededBy = within(form).getByLabelText(texts.neededBy);
    const companyToday = dayIn(COMPANY_ZONE);
    expect(neededBy).toHaveAttribute('min', companyToday);

    await enter(user, neededBy, dayIn(BEHIND_ZONE));
    await user.click(within(form).getByRole('button', { name: texts.send }));

    expect(neededBy).toBeInvalid();
    expect(neededBy).toHaveAccessibleDescription(refusal);
    expect(neededBy).toHaveFocus();
    expect(sent.quote).toEqual([]);

    await replace(user, neededBy, companyToday);
    await user.click(within(form).getByRole('button', { name: texts.send }));

    await screen.findByRole('status');
    expect(sent.quote).toEqual([expect.objectContaining({ requiredDate: companyToday })]);
  });
});
