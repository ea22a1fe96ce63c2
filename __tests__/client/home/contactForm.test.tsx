import { screen, within } from '@testing-library/react';
import { serveHomePage } from '../helpers/homeHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

beforeEach(() => serveHomePage(server));

// The contact form is the last of the sections built one after the other below the first screen.
const SECTIONS_BUILT = { timeout: 15_000 };

async function renderContactForm() {
  const view = renderRoute('/');
  const section = await screen.findByRole('region', { name: 'CONTACT US' }, SECTIONS_BUILT);
  // The form is addressed from the site settings, so it waits for them.
  await within(section).findByRole('link', { name: 'info@aditif.test' });
  return {
    ...view,
    name: within(section).getByRole('textbox', { name: 'Name' }),
    message: within(section).getByRole('textbox', { name: 'Message' }),
    submit: within(section).getByRole('button', { name: 'Submit' }),
    section,
  };
}

/** Fills and sends the form on the Indonesian home page; answers its section. */
async function sendInIndonesian(name: string, message: string) {
  const { user } = renderRoute('/', { language: 'id' });
  const section = await screen.findByRole('region', { name: 'HUBUNGI KAMI' }, SECTIONS_BUILT);
  await within(section).findByRole('link', { name: 'info@aditif.test' });
  await user.type(within(section).getByRole('textbox', { name: 'Nama' }), name);
  await user.type(within(section).getByRole('textbox', { name: 'Pesan' }), message);
  await user.click(within(section).getByRole('button', { name: 'Kirim' }));
  return section;
}

describe('CONTACT US', () => {
  it('enables Submit only when name and message both have more than spaces', async () => {
    const { user, name, message, submit } = await renderContactForm();
    expect(submit).toBeDisabled();

    await user.type(name, '   ');
    await user.type(message, '  \n  ');
    expect(submit).toBeDisabled();

    await user.type(name, 'Budi');
    expect(submit).toBeDisabled();

    await user.clear(name);
    await user.type(name, '  ');
    await user.type(message, 'Hello');
    expect(submit).toBeDisabled();

    await user.type(name, 'Budi');
    expect(submit).toBeEnabled();
  });

  it('opens a new mail to the general and sales contacts with the name in the subject and the message as body', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      const { user, name, message, submit, section } = await renderContactForm();
      await user.type(name, '  Budi Santoso ');
      await user.type(message, 'Need 25 kg of aspartame & a quote?{enter}Thanks');
      await user.click(submit);

      expect(open).toHaveBeenCalledTimes(1);
      expect(open).toHaveBeenCalledWith(
        'mailto:info@aditif.test,sales@aditif.test' +
          '?subject=Contact%20Us%20Form%20Submission%20-%20Budi%20Santoso' +
          '&body=Need%2025%20kg%20of%20aspartame%20%26%20a%20quote%3F%0AThanks',
        '_blank',
        'noopener',
      );
      expect(within(section).getByRole('status')).toHaveTextContent(
        'Your mail program should have opened with your message',
      );
    } finally {
      open.mockRestore();
    }
  });

  it('clears the fields and says where to write, with the message to copy, in case no mail program opened', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      const { user, name, message, submit, section } = await renderContactForm();
      await user.type(name, 'Budi');
      await user.type(message, 'Need 25 kg of aspartame{enter}Thanks');
      await user.click(submit);

      expect(name).toHaveValue('');
      expect(message).toHaveValue('');
      expect(submit).toBeDisabled();
      const notice = within(section).getAllByRole('status')[0] as HTMLElement;
      expect(notice).toHaveTextContent('If no mail program opened, send the message below to');
      expect(within(notice).getByRole('link', { name: 'info@aditif.test' })).toHaveAttribute(
        'href',
        'mailto:info@aditif.test',
      );
      expect(within(notice).getByRole('link', { name: 'sales@aditif.test' })).toBeInTheDocument();
      expect(within(notice).getByRole('blockquote', { name: 'Your message' })).toHaveTextContent(
        'Need 25 kg of aspartame Thanks',
      );

      let copied = '';
      jest.spyOn(navigator.clipboard, 'writeText').mockImplementation(async (text) => {
        copied = text;
      });
      await user.click(within(notice).getByRole('button', { name: 'Copy message' }));
      expect(await within(notice).findByText('Message copied. Paste it into a new mail.')).toBeInTheDocument();
      expect(copied).toBe('Need 25 kg of aspartame\nThanks');
    } finally {
      open.mockRestore();
    }
  });

  it('says the same in Indonesian', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      const section = await sendInIndonesian('Sari', 'Halo');

      const notice = within(section).getByRole('status');
      expect(notice).toHaveTextContent('Program email Anda seharusnya sudah terbuka dengan pesan Anda');
      expect(notice).toHaveTextContent('Jika program email tidak terbuka, kirim pesan di bawah ini ke');
      expect(within(notice).getByRole('button', { name: 'Salin pesan' })).toBeInTheDocument();
      expect(within(section).getByRole('textbox', { name: 'Pesan' })).toHaveValue('');
    } finally {
      open.mockRestore();
    }
  });

  it('writes the subject in the visitor language', async () => {
    const open = jest.spyOn(window, 'open').mockReturnValue(null);
    try {
      await sendInIndonesian('Sari', 'Halo');

      expect(open).toHaveBeenCalledWith(
        'mailto:info@aditif.test,sales@aditif.test?subject=Kiriman%20Formulir%20Hubungi%20Kami%20-%20Sari&body=Halo',
        '_blank',
        'noopener',
      );
    } finally {
      open.mockRestore();
    }
  });
});
