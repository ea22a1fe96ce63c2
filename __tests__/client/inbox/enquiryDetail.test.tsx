import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { FLASH_MESSAGE_STORAGE_KEY } from '@/common/constants';
import { andi, budi, rudi, sampleInbox, siti } from '../../fixtures/client/enquiries';
import { catchDownloads } from '../helpers/downloads';
import { enter } from '../helpers/enter';
import { apiUrl, fail } from '../helpers/envelope';
import { inboxDb, useInboxApi } from '../helpers/inboxHandlers';
import { currentPath, renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';
import { emulatePhoneViewport } from '../helpers/viewport';

async function openEnquiry(id: number, language: 'en' | 'id' = 'en') {
  storeSession();
  const view = renderRoute(`/admin/inbox/detail/${id}`, { language });
  await screen.findByRole('heading', { name: inboxDb.find(id)?.name, level: 1 });
  return view;
}

const section = (name: string) => screen.getByRole('region', { name });

/** Counts the PATCH requests the page sends, and what each asked for. */
function recordPatches(): unknown[] {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'PATCH')
      void request
        .clone()
        .json()
        .then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

describe('an enquiry in the back office', () => {
  useInboxApi(sampleInbox);

  it('shows a quote: contact links, the message with its line breaks, and the products asked for', async () => {
    await openEnquiry(siti.id);

    const contact = section('Contact details');
    expect(within(contact).getByRole('link', { name: 'siti@kosmetika.id' })).toHaveAttribute(
      'href',
      'mailto:siti@kosmetika.id',
    );
    expect(within(contact).getByRole('link', { name: '+62 812-3456-7890' })).toHaveAttribute(
      'href',
      'tel:+6281234567890',
    );
    expect(within(contact).getByText('CV Kosmetika Jaya')).toBeInTheDocument();
    expect(within(contact).getByText('Indonesian')).toBeInTheDocument();
    expect(within(contact).getByText('March 1, 2026')).toBeInTheDocument();

    const message = within(section('Message')).getByText(/^Please quote/);
    expect(message.textContent).toBe(siti.message);
    expect(message).toHaveStyle({ whiteSpace: 'pre-wrap' });

    const products = within(section('Requested products')).getByRole('table', { name: 'Requested products' });
    const rows = within(products).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Aspartame', '250', 'kg', 'Yes'],
      ['Glycine', '1,500.5', 'kg', 'No'],
    ]);
    expect(within(products).getByRole('link', { name: 'Aspartame' })).toHaveAttribute(
      'href',
      '/admin/produk/detail/31',
    );
    expect(screen.getAllByText('Sample').length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: /Download CV/ })).not.toBeInTheDocument();
  });

  it("lists a quote's products as cards on a phone", async () => {
    const restoreViewport = emulatePhoneViewport();
    try {
      await openEnquiry(siti.id);

      const products = within(section('Requested products')).getByRole('list', { name: 'Requested products' });
      const cards = within(products).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      const glycine = cards[1] as HTMLElement;
      expect(within(glycine).getByRole('link', { name: 'Glycine' })).toBeVisible();
      expect(within(glycine).getByText('Quantity')).toBeInTheDocument();
      expect(within(glycine).getByText('1,500.5')).toBeInTheDocument();
      expect(screen.queryByRole('table', { name: 'Requested products' })).not.toBeInTheDocument();
    } finally {
      restoreViewport();
    }
  });

  it('names a product no longer in the catalogue without a link', async () => {
    await openEnquiry(rudi.id);

    const products = within(section('Requested products')).getByRole('table');
    expect(within(products).getByText('Old Premix')).toBeInTheDocument();
    expect(within(products).queryByRole('link')).not.toBeInTheDocument();
    expect(within(products).getByText('(no longer in the catalogue)')).toBeInTheDocument();
    expect(within(section('Message')).getByText('No message.')).toBeInTheDocument();
  });

  it('shows an application with its career, cover letter and CV, and downloads the CV with the token', async () => {
    const downloads = catchDownloads();
    try {
      const { user } = await openEnquiry(andi.id);

      expect(within(section('Contact details')).getByRole('link', { name: 'QC Analyst' })).toHaveAttribute(
        'href',
        '/admin/karir/detail/7',
      );
      expect(within(section('Cover letter')).getByText(/^I have five years/).textContent).toBe(andi.message);

      await user.click(screen.getByRole('button', { name: 'Download CV (andi-wijaya-cv.pdf, 240 kB)' }));

      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      expect(downloads.saved[0]?.name).toBe('andi-wijaya-cv.pdf');
      expect(await downloads.saved[0]?.text()).toMatch(/^%PDF-/);
    } finally {
      downloads.restore();
    }
  });

  it('says when the CV cannot be downloaded', async () => {
    server.use(http.get(apiUrl('/admin/enquiries/:id/cv'), () => fail(500, 'Internal error', 'INTERNAL')));
    const { user } = await openEnquiry(andi.id);

    await user.click(screen.getByRole('button', { name: /^Download CV/ }));

    expect(await screen.findByText('The CV could not be downloaded. Please try again.')).toBeInTheDocument();
  });

  it('marks an unread enquiry read once on opening, and the sidebar badge drops', async () => {
    const patches = recordPatches();
    storeSession();
    renderRoute(`/admin/inbox/detail/${siti.id}`);
    const sidebar = await screen.findByRole('navigation', { name: 'Admin navigation' });
    await screen.findByRole('heading', { name: siti.name, level: 1 });

    await waitFor(() => expect(inboxDb.find(siti.id)?.read).toBe(true));
    expect(await within(sidebar).findByRole('link', { name: 'Inbox 2 unread' })).toBeInTheDocument();
    expect(patches).toEqual([{ read: true }]);
  });

  it('leaves an enquiry already read as it is', async () => {
    const patches = recordPatches();
    await openEnquiry(budi.id);

    expect(await screen.findByRole('link', { name: 'Inbox 3 unread' })).toBeInTheDocument();
    expect(patches).toEqual([]);
  });

  it('saves a new status at once and says so', async () => {
    const { user } = await openEnquiry(budi.id, 'id');

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Sedang diproses' }));

    expect(await screen.findByText('Status disimpan')).toBeInTheDocument();
    expect(inboxDb.find(budi.id)?.status).toBe('in_progress');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Sedang diproses');
    const heading = screen.getByRole('heading', { name: budi.name, level: 1 }).parentElement as HTMLElement;
    expect(within(heading).getByText('Sedang diproses')).toBeInTheDocument();
  });

  it('says when the status could not be saved, and keeps the stored one', async () => {
    server.use(http.patch(apiUrl('/admin/enquiries/:id'), () => fail(500, 'Internal error', 'INTERNAL')));
    const { user } = await openEnquiry(budi.id);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Spam' }));

    expect(await screen.findByText('The status could not be saved')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Done');
    expect(inboxDb.find(budi.id)?.status).toBe('done');
  });

  it('writes the internal note in the form and shows it saved, line breaks kept', async () => {
    const { user } = await openEnquiry(budi.id);
    expect(within(section('Internal note')).getByText('No note yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add note' }));
    const dialog = await screen.findByRole('dialog', { name: 'Internal note' });
    await enter(
      user,
      within(dialog).getByRole('textbox', { name: 'Note (seen by admins only)' }),
      'Called back.\nSends price list.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save note' }));

    expect(await screen.findByText('Note saved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(inboxDb.find(budi.id)?.note).toBe('Called back.\nSends price list.');
    expect(within(section('Internal note')).getByText(/^Called back\./).textContent).toBe(
      'Called back.\nSends price list.',
    );
    expect(screen.getByRole('button', { name: 'Edit note' })).toBeInTheDocument();
  });

  it('shows a failed notification mail with its attempts and error, and sends it again', async () => {
    const { user } = await openEnquiry(andi.id);
    const mail = section('Notification e-mail');
    expect(
      within(mail).getByText('The notification e-mail about this enquiry could not be delivered.'),
    ).toBeInTheDocument();
    expect(within(mail).getByText('Failed')).toBeInTheDocument();
    expect(within(mail).getByText('5')).toBeInTheDocument();
    expect(within(mail).getByText('SMTP 550: mailbox unavailable')).toBeInTheDocument();

    await user.click(within(mail).getByRole('button', { name: 'Send again' }));

    expect(await screen.findByText('The e-mail will be sent again')).toBeInTheDocument();
    expect(inboxDb.find(andi.id)?.mailStatus).toBe('pending');
    await waitFor(() => expect(within(mail).getByText('Pending')).toBeInTheDocument());
    expect(within(mail).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });

  it('offers no resend while the mail is pending or sent', async () => {
    await openEnquiry(rudi.id);

    const mail = section('Notification e-mail');
    expect(within(mail).getByText('Pending')).toBeInTheDocument();
    expect(within(mail).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
  });

  it('deletes after confirming and returns to the inbox as it was left, saying so once', async () => {
    storeSession();
    const { user, router } = renderRoute('/admin/inbox?type=contact');
    await user.click(await screen.findByRole('link', { name: budi.name }));
    await screen.findByRole('heading', { name: budi.name, level: 1 });

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Are you sure you want to delete this enquiry?')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Enquiry deleted successfully')).toBeInTheDocument();
    expect(currentPath(router)).toBe('/admin/inbox');
    expect(router.state.location.search).toBe('?type=contact');
    await waitFor(() => expect(screen.queryByRole('link', { name: budi.name })).not.toBeInTheDocument());
    expect(await screen.findByRole('link', { name: 'Maria Gunawan' })).toBeInTheDocument();
    expect(inboxDb.find(budi.id)).toBeUndefined();
    expect(window.localStorage.getItem(FLASH_MESSAGE_STORAGE_KEY)).toBeNull();
  });

  it("keeps the enquiry when 'No, cancel' is chosen", async () => {
    const { user } = await openEnquiry(budi.id);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'No, cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(inboxDb.find(budi.id)).toBeDefined();
  });

  it('says when the enquiry does not exist, with the way back', async () => {
    storeSession();
    renderRoute('/admin/inbox/detail/999');

    expect(await screen.findByText('This enquiry does not exist.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the inbox' })).toHaveAttribute('href', '/admin/inbox');
  });
});
