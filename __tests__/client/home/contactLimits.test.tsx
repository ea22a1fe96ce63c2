import { screen, within } from '@testing-library/react';
import { enter } from '../helpers/enter';
import { serveHomePage } from '../helpers/homeHandlers';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

beforeEach(() => serveHomePage(server));

// The contact form is the last of the sections built one after the other below the first screen.
const SECTIONS_BUILT = { timeout: 15_000 };

async function renderContactForm(language: 'en' | 'id') {
  const view = renderRoute('/', { language });
  const title = language === 'en' ? 'CONTACT US' : 'HUBUNGI KAMI';
  const section = await screen.findByRole('region', { name: title }, SECTIONS_BUILT);
  const form = within(section).getByRole('form', { name: title });
  const field = (name: string) => within(form).getByRole('textbox', { name });
  return { ...view, form, field };
}

describe("CONTACT US's message shows how much it takes", () => {
  it('counts the characters against the limit of 5,000 and stops typing there', async () => {
    const { user, form, field } = await renderContactForm('en');

    expect(within(form).getByText('0 / 5,000')).toBeInTheDocument();
    await enter(user, field('Message'), 'Price?');
    expect(within(form).getByText('6 / 5,000')).toBeInTheDocument();

    await user.paste('x'.repeat(5000));
    expect(field('Message')).toHaveValue(`Price?${'x'.repeat(4994)}`);
    expect(within(form).getByText('5,000 / 5,000')).toBeInTheDocument();
    expect(within(form).getByText('The limit of 5,000 characters is reached.')).toBeInTheDocument();
  });

  it('writes the count as Indonesian writes numbers', async () => {
    const { user, form, field } = await renderContactForm('id');

    await user.click(field('Pesan'));
    await user.paste('y'.repeat(1234));
    expect(within(form).getByText('1.234 / 5.000')).toBeInTheDocument();
  });
});
