import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ContactEnquiryBody } from '@/common/api/enquiries';
import { bareSiteSettings } from '../../fixtures/client/site';
import { deferred } from '../helpers/deferred';
import { acceptEnquiries, lastFormToken } from '../helpers/enquiryHandlers';
import { enter } from '../helpers/enter';
import { apiUrl, fail, ok, okMessage } from '../helpers/envelope';
import { serveHomePage } from '../helpers/homeHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

beforeEach(() => serveHomePage(server));

// The contact form is the last of the sections built one after the other below the first screen.
const SECTIONS_BUILT = { timeout: 15_000 };

async function renderContactForm(language: 'en' | 'id' = 'en') {
  const view = renderRoute('/', { language });
  const title = language === 'en' ? 'CONTACT US' : 'HUBUNGI KAMI';
  const section = await screen.findByRole('region', { name: title }, SECTIONS_BUILT);
  await within(section).findByRole('link', { name: 'info@aditif.test' });
  const form = within(section).getByRole('form', { name: title });
  const field = (name: string) => within(form).getByRole('textbox', { name });
  return { ...view, section, form, field };
}

type Form = Awaited<ReturnType<typeof renderContactForm>>;

async function fillIn({ user, field }: Form, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await enter(user, field(name), value);
}

const budi = {
  Name: ' Budi ',
  Company: 'PT Segar',
  'E-mail': 'budi@segar.test',
  Message: 'Price?\nThanks',
};

describe('CONTACT US', () => {
  it('says what is missing or wrong under each field before sending anything, and focuses the first', async () => {
    const sent = acceptEnquiries(server);
    const view = await renderContactForm();
    const { user, form, field } = view;

    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    for (const name of ['Name', 'Company', 'E-mail', 'Message']) {
      expect(field(name)).toHaveAccessibleDescription('This field is required.');
      expect(field(name)).toBeInvalid();
    }
    expect(field('Phone')).toBeValid();
    expect(field('Phone')).toHaveAccessibleDescription('Optional');
    expect(field('Name')).toHaveFocus();

    await fillIn(view, { ...budi, 'E-mail': 'budi@segar' });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(field('E-mail')).toHaveAccessibleDescription('This value is not valid.');
    expect(field('E-mail')).toHaveFocus();
    expect(field('Name')).toBeValid();
    expect(sent.contact).toEqual([]);
  });

  it('keeps each field within what the server accepts', async () => {
    const { field } = await renderContactForm();

    expect(field('Name')).toHaveAttribute('maxlength', '120');
    expect(field('Company')).toHaveAttribute('maxlength', '200');
    expect(field('E-mail')).toHaveAttribute('maxlength', '254');
    expect(field('Phone')).toHaveAttribute('maxlength', '40');
    expect(field('Message')).toHaveAttribute('maxlength', '5000');
    expect(field('Name')).toBeRequired();
    expect(field('Phone')).not.toBeRequired();
  });

  it('sends the message to the server, shows it is sending, then confirms, clears the form and takes focus', async () => {
    const gate = deferred();
    const sent = acceptEnquiries(server);
    server.use(
      http.post(apiUrl('/enquiries/contact'), async ({ request }) => {
        sent.contact.push((await request.json()) as ContactEnquiryBody);
        await gate.promise;
        return okMessage('Enquiry received', { status: 201 });
      }),
    );
    const view = await renderContactForm();
    const { user, form, field } = view;
    await waitFor(() => expect(lastFormToken()).toMatch(/^form-token-\d+$/));
    const shownWith = lastFormToken();
    await fillIn(view, { ...budi, Phone: '0812 555' });
    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    const sending = await within(form).findByRole('button', { name: 'Sending' });
    expect(sending).toBeDisabled();
    expect(field('Message')).toHaveAttribute('readonly');
    expect(form).toHaveAttribute('aria-busy', 'true');
    gate.resolve();

    const confirmation = await within(form).findByRole('status');
    expect(confirmation).toHaveTextContent('Thank you, your message has been sent.');
    expect(confirmation).toHaveTextContent('Our team will reply to budi@segar.test.');
    expect(confirmation).toHaveFocus();
    for (const name of ['Name', 'Company', 'E-mail', 'Phone', 'Message']) expect(field(name)).toHaveValue('');
    expect(within(form).getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(sent.contact).toEqual([
      {
        name: 'Budi',
        company: 'PT Segar',
        email: 'budi@segar.test',
        phone: '0812 555',
        message: 'Price?\nThanks',
        language: 'en',
        formToken: shownWith,
        website: '',
      },
    ]);
    // The next message goes with a token of its own.
    await waitFor(() => expect(lastFormToken()).not.toBe(shownWith));
  });

  it('leaves the optional phone out, sends the Indonesian form with language id and confirms in Indonesian', async () => {
    const sent = acceptEnquiries(server);
    const view = await renderContactForm('id');
    const { user, form } = view;

    await fillIn(view, { Nama: 'Sari', Perusahaan: 'CV Rasa', Email: 'sari@rasa.test', Pesan: 'Halo' });
    await user.click(within(form).getByRole('button', { name: 'Kirim pesan' }));

    expect(await within(form).findByRole('status')).toHaveTextContent('Terima kasih, pesan Anda sudah terkirim.');
    expect(sent.contact).toHaveLength(1);
    expect(sent.contact[0]).toMatchObject({ name: 'Sari', language: 'id', website: '' });
    expect(sent.contact[0]).not.toHaveProperty('phone');
  });

  it("shows the server's word on each field it refused, and keeps what was typed", async () => {
    server.use(
      http.post(apiUrl('/enquiries/contact'), () =>
        fail(422, 'Invalid body', 'VALIDATION', { email: 'invalid', message: 'too_long' }),
      ),
    );
    const view = await renderContactForm();
    const { user, form, field } = view;
    await fillIn(view, budi);
    await user.click(within(form).getByRole('button', { name: 'Send message' }));

    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Some fields are not filled in correctly. Check the highlighted fields.',
    );
    expect(field('E-mail')).toHaveAccessibleDescription('This value is not valid.');
    expect(field('Message')).toHaveAccessibleDescription('This is too long.');
    expect(field('E-mail')).toHaveFocus();
    expect(field('Company')).toHaveValue('PT Segar');
    expect(within(form).queryByRole('status')).not.toBeInTheDocument();
  });

  it('says how long to wait when too many messages were sent', async () => {
    server.use(
      http.post(apiUrl('/enquiries/contact'), () =>
        fail(429, 'Too many requests', 'RATE_LIMITED', undefined, { seconds: 42 }),
      ),
    );
    const view = await renderContactForm();
    await fillIn(view, budi);
    await view.user.click(within(view.form).getByRole('button', { name: 'Send message' }));

    const alert = await within(view.form).findByRole('alert');
    expect(alert).toHaveTextContent('Too many requests. Please try again in 42 seconds.');
    expect(alert).toHaveFocus();
    expect(view.field('Name')).toHaveValue(' Budi ');
  });

  it('when the server cannot be reached, says so and offers e-mail and WhatsApp, keeping the message', async () => {
    server.use(http.post(apiUrl('/enquiries/contact'), () => HttpResponse.error()));
    const view = await renderContactForm();
    await fillIn(view, budi);
    await view.user.click(within(view.form).getByRole('button', { name: 'Send message' }));

    const alert = await within(view.form).findByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached. Check your connection and try again.');
    expect(alert).toHaveTextContent('What you wrote is still in the form, so you can send it again.');
    expect(within(alert).getByRole('link', { name: 'info@aditif.test' })).toHaveAttribute(
      'href',
      'mailto:info@aditif.test',
    );
    expect(within(alert).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute(
      'href',
      'https://wa.me/6281234567890',
    );
    expect(view.field('Message')).toHaveValue('Price?\nThanks');
  });

  it('also offers other ways when the server fails', async () => {
    server.use(http.post(apiUrl('/enquiries/contact'), () => fail(500, 'Internal server error', 'INTERNAL')));
    const view = await renderContactForm();
    await fillIn(view, budi);
    await view.user.click(within(view.form).getByRole('button', { name: 'Send message' }));

    const alert = await within(view.form).findByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong on the server. Please try again later.');
    expect(within(alert).getByRole('link', { name: 'info@aditif.test' })).toBeInTheDocument();
  });

  it('renews an expired form and sends it again with the new token', async () => {
    const sent = acceptEnquiries(server);
    server.use(http.post(apiUrl('/enquiries/contact'), () => fail(422, 'Expired', 'FORM_EXPIRED'), { once: true }));
    const view = await renderContactForm();
    await waitFor(() => expect(lastFormToken()).toMatch(/^form-token-\d+$/));
    const expired = lastFormToken();
    await fillIn(view, budi);
    await view.user.click(within(view.form).getByRole('button', { name: 'Send message' }));

    expect(await within(view.form).findByRole('alert')).toHaveTextContent(
      'This form had been open for a long time, so it has been renewed. Please send it again.',
    );
    await waitFor(() => expect(lastFormToken()).not.toBe(expired));
    const renewed = lastFormToken();
    await view.user.click(within(view.form).getByRole('button', { name: 'Send message' }));

    expect(await within(view.form).findByRole('status')).toHaveTextContent('Thank you, your message has been sent.');
    expect(sent.contact.map((body) => body.formToken)).toEqual([renewed]);
  });

  it('hides a Website field from people that robots fill in, and the server then refuses the message', async () => {
    server.use(http.post(apiUrl('/enquiries/contact'), () => fail(422, 'Refused', 'SUBMISSION_REFUSED')));
    const view = await renderContactForm();
    const honeypot = view.form.querySelector<HTMLInputElement>('input[name="website"]')!;

    expect(within(view.form).queryByRole('textbox', { name: 'Website' })).not.toBeInTheDocument();
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot).toHaveAttribute('autocomplete', 'off');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(within(view.form).getByLabelText('Website', { selector: 'input' })).toBe(honeypot);

    await fillIn(view, budi);
    await enter(view.user, honeypot, 'https://spam.test');
    await view.user.click(within(view.form).getByRole('button', { name: 'Send message' }));

    expect(await within(view.form).findByRole('alert')).toHaveTextContent(
      'Your message could not be accepted. If you are not a robot, please contact us by phone or WhatsApp.',
    );
  });

  it("keeps the visitor's own mail program one link away, with what they typed", async () => {
    const view = await renderContactForm();
    await fillIn(view, { Name: 'Budi', Message: 'Hello & thanks' });

    const mail = within(view.form).getByRole('link', { name: 'Write to us from your mail program' });
    expect(mail).toHaveAttribute(
      'href',
      'mailto:info@aditif.test,sales@aditif.test' +
        '?subject=Contact%20Us%20Form%20Submission%20-%20Budi&body=Hello%20%26%20thanks',
    );
  });

  it('offers WhatsApp beside the form in a new tab, with a message ready', async () => {
    const { section } = await renderContactForm();

    const whatsapp = within(section).getByRole('link', { name: /^Ask us on WhatsApp/ });
    expect(whatsapp).toHaveAttribute(
      'href',
      `https://wa.me/6281234567890?text=${encodeURIComponent('Hello, I have a question about your products.')}`,
    );
    expect(whatsapp).toHaveAttribute('target', '_blank');
    expect(whatsapp).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(whatsapp).toHaveAccessibleName('Ask us on WhatsApp (opens in a new tab)');
  });

  it('shows no WhatsApp link when the site has no number', async () => {
    server.use(http.get(apiUrl('/site'), () => ok('Site settings', bareSiteSettings)));
    const { section } = await renderContactForm();

    expect(within(section).queryByRole('link', { name: /WhatsApp/ })).not.toBeInTheDocument();
  });
});
