import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { daysAgo, makeCareer } from '../../fixtures/client/careers';
import { siteSettings } from '../../fixtures/client/site';
import { careersDb } from '../helpers/careersDb';
import { apiUrl, fail } from '../helpers/envelope';
import { enter } from '../helpers/enter';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

const fresh = makeCareer(1, { name: 'Sales Engineer', position: 'Jakarta Office', created_at: daysAgo(3) });
const older = makeCareer(2, { name: 'Warehouse Lead', position: 'Semarang Branch', created_at: daysAgo(45) });
const closed = makeCareer(3, { name: 'Closed Vacancy', status: false, created_at: daysAgo(1) });

const cardOf = (name: string): HTMLElement => {
  const card = screen.getByRole('heading', { name }).closest('article');
  if (!card) throw new Error(`No card for '${name}'`);
  return card;
};

describe('public careers list /karir', () => {
  it("shows a card per active career with a 'Selengkapnya' link to its detail page", async () => {
    careersDb.seed([fresh, older, closed]);
    renderRoute('/karir', { language: 'id' });

    expect(await screen.findByRole('heading', { name: fresh.name })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.queryByText(closed.name)).not.toBeInTheDocument();
    expect(within(cardOf(older.name)).getByText(older.position)).toBeInTheDocument();
    for (const career of [fresh, older]) {
      const link = within(cardOf(career.name)).getByRole('link', { name: `Selengkapnya: ${career.name}` });
      expect(link).toHaveTextContent('Selengkapnya');
      expect(link).toHaveAttribute('href', `/karir/detail_karir/${career.id}`);
    }
  });

  it("wears the 'Baru' badge only on careers created within 30 days", async () => {
    careersDb.seed([fresh, older]);
    renderRoute('/karir', { language: 'id' });

    await screen.findByRole('heading', { name: fresh.name });
    expect(within(cardOf(fresh.name)).getByText('Baru')).toBeInTheDocument();
    expect(within(cardOf(older.name)).queryByText('Baru')).not.toBeInTheDocument();
  });

  it("says 'Oops! No Careers Available' with a way home when there are none", async () => {
    renderRoute('/karir');

    expect(await screen.findByText('Oops! No Careers Available')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it("shows 'Error loading data: …' when the server fails", async () => {
    server.use(http.get(apiUrl('/careers'), () => fail(500, 'Database unavailable', 'INTERNAL')));
    renderRoute('/karir');

    expect(
      await screen.findByText('Error loading data: Something went wrong on the server. Please try again later.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

describe('public career detail /karir/detail_karir/{id}', () => {
  const career = makeCareer(4, {
    name: 'Lab Analyst',
    position: 'Quality Control',
    description: 'Checks every incoming batch.',
  });

  const mailto = (link: HTMLElement) => {
    const url = new URL(link.getAttribute('href') ?? '');
    return { scheme: url.protocol, to: decodeURIComponent(url.pathname), subject: url.searchParams.get('subject') };
  };

  it('shows the description and the application form, with the recruiting address one mail link away', async () => {
    careersDb.seed([career]);
    const { user } = renderRoute(`/karir/detail_karir/${career.id}`);

    expect(await screen.findByRole('heading', { name: career.name })).toBeInTheDocument();
    expect(screen.getByText(career.description)).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Apply for this position' });
    expect(within(form).getByRole('button', { name: 'Send application' })).toBeInTheDocument();
    const applyBox = screen.getByRole('complementary', { name: 'Apply for this position' });
    const mail = await within(applyBox).findByRole('link', { name: siteSettings.emails.recruiting });
    expect(mailto(mail)).toEqual({
      scheme: 'mailto:',
      to: siteSettings.emails.recruiting,
      subject: 'Lab Analyst - Quality Control - [Your name]',
    });

    await enter(user, within(form).getByRole('textbox', { name: 'Name' }), 'Budi Santoso');

    expect(mailto(mail).subject).toBe('Lab Analyst - Quality Control - Budi Santoso');
  });

  it('says the vacancy is closed when it is not active', async () => {
    careersDb.seed([closed]);
    renderRoute(`/karir/detail_karir/${closed.id}`);

    expect(await screen.findByText('This vacancy is closed or does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See all vacancies' })).toHaveAttribute('href', '/karir');
  });
});
