import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { CareerCreateBody } from '@/common/api/careers';
import { makeCareer } from '../../fixtures/client/careers';
import { PUBLISHED } from '../../fixtures/client/publication';
import { careersDb } from '../helpers/careersDb';
import { apiUrl, ok } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { rowWith } from '../helpers/table';

const TABLE = 'Manage Careers';
const translated = makeCareer(1, {
  name: 'Sales Engineer',
  position: 'Jakarta Office',
  description: 'Sell things.',
  translations: { id: { name: 'Insinyur Penjualan', position: 'Kantor Jakarta', description: 'Menjual.' } },
});
const english = makeCareer(2, { name: 'Warehouse Lead', position: 'Semarang Branch', description: '' });

describe('translations of careers', () => {
  beforeEach(() => {
    careersDb.seed([translated, english]);
  });

  it("marks the careers whose Indonesian texts are missing with 'ID missing'", async () => {
    storeSession();
    renderRoute('/admin/karir');
    await screen.findByRole('table', { name: TABLE });
    await screen.findByText('Warehouse Lead');

    expect(within(await rowWith(TABLE, 'Warehouse Lead')).getByText('ID missing')).toBeInTheDocument();
    expect(within(await rowWith(TABLE, 'Sales Engineer')).queryByText('ID missing')).not.toBeInTheDocument();
  });

  it('sends the English fields and the Indonesian texts together in the JSON body', async () => {
    let received: CareerCreateBody | undefined;
    server.use(
      http.post(apiUrl('/admin/careers'), async ({ request }) => {
        received = (await request.json()) as CareerCreateBody;
        return ok('Career created', { ...makeCareer(3), ...PUBLISHED, ...received }, { status: 201 });
      }),
    );
    storeSession();
    const { user } = renderRoute('/admin/karir');
    await screen.findByRole('table', { name: TABLE });
    await user.click(screen.getByRole('button', { name: 'Add Career' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD VACANCY' });

    await user.click(within(dialog).getByRole('textbox', { name: /^Vacancy Name/ }));
    await user.paste('Chemist');
    await user.click(within(dialog).getByRole('textbox', { name: /^Vacancy Position/ }));
    await user.paste('Laboratory');
    await user.click(within(dialog).getByRole('tab', { name: /^Bahasa Indonesia/ }));
    await user.click(within(dialog).getByRole('textbox', { name: /^Vacancy Name/ }));
    await user.paste('Kimiawan');
    await user.click(within(dialog).getByRole('tab', { name: /^English/ }));
    expect(within(dialog).getByRole('textbox', { name: /^Vacancy Name/ })).toHaveValue('Chemist');
    expect(within(dialog).getByText('ID missing')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    await waitFor(() => expect(received).toBeDefined());
    expect(received).toMatchObject({
      name: 'Chemist',
      position: 'Laboratory',
      description: '',
      translations: { id: { name: 'Kimiawan', position: '', description: '' } },
      state: 'published',
    });
    expect(received).not.toHaveProperty('status');
  });

  it('refuses a blank English name even when the Indonesian tab is shown', async () => {
    let posts = 0;
    server.use(
      http.post(apiUrl('/admin/careers'), () => {
        posts += 1;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    storeSession();
    const { user } = renderRoute('/admin/karir');
    await screen.findByRole('table', { name: TABLE });
    await user.click(screen.getByRole('button', { name: 'Add Career' }));
    const dialog = await screen.findByRole('dialog', { name: 'ADD VACANCY' });
    await user.click(within(dialog).getByRole('tab', { name: /^Bahasa Indonesia/ }));
    await user.click(within(dialog).getByRole('textbox', { name: /^Vacancy Name/ }));
    await user.paste('Kimiawan');
    await user.click(within(dialog).getByRole('button', { name: 'Publish' }));

    expect(await within(dialog).findByRole('tab', { name: /^English, has errors/ })).toBeInTheDocument();
    expect(posts).toBe(0);
  });

  it('shows the badge on the career detail page', async () => {
    storeSession();
    renderRoute('/admin/karir/detail/2');
    expect(await screen.findByRole('heading', { level: 1, name: 'Warehouse Lead' })).toBeInTheDocument();
    expect(screen.getByText('ID missing')).toBeInTheDocument();
  });

  it('marks a career text shown in English on an Indonesian card with lang="en"', async () => {
    server.use(
      http.get(apiUrl('/careers'), () =>
        ok('Careers retrieved', [
          { ...makeCareer(1), name: 'Insinyur Penjualan', position: 'Jakarta Office', fallback: { position: 'en' } },
        ]),
      ),
    );
    renderRoute('/karir', { language: 'id' });

    const heading = await screen.findByRole('heading', { name: 'Insinyur Penjualan' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText('Jakarta Office')).toHaveAttribute('lang', 'en');
  });
});
