import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { makeCareer } from '../../fixtures/client/careers';
import { careersDb } from '../helpers/careersDb';
import { deferred } from '../helpers/deferred';
import { acceptEnquiries, lastFormToken } from '../helpers/enquiryHandlers';
import { enter } from '../helpers/enter';
import { apiUrl, fail, okMessage } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';

const career = makeCareer(4, { name: 'Lab Analyst', position: 'Quality Control' });

/** A chosen file: Node's File, which the api's FormData and the mock server both read (jsdom's is not a Blob there). */
const chosenFile = (content: string, name: string, type: string) =>
  new NodeFile([content], name, { type }) as unknown as File;

const pdf = (name = 'budi-cv.pdf', size?: number) => {
  const file = chosenFile('%PDF-1.7 a CV', name, 'application/pdf');
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

async function renderApplyForm(language: 'en' | 'id' = 'en') {
  careersDb.seed([career]);
  const view = renderRoute(`/karir/detail_karir/${career.id}`, { language });
  const form = await screen.findByRole('form', {
    name: language === 'en' ? 'Apply for this position' : 'Lamar posisi ini',
  });
  const field = (name: string) => within(form).getByRole('textbox', { name });
  const cvInput = () => within(form).getByLabelText(/^CV \(PDF\)/) as HTMLInputElement;
  return { ...view, form, field, cvInput };
}

type ApplyForm = Awaited<ReturnType<typeof renderApplyForm>>;

async function fillIn({ user, field, cvInput }: ApplyForm) {
  await enter(user, field('Name'), 'Budi Santoso');
  await enter(user, field('E-mail'), 'budi@mail.test');
  await enter(user, field('Phone'), '0812 555');
  await enter(user, field('Short letter'), 'QC, 5 years.');
  await user.upload(cvInput(), pdf());
}

const send = ({ user, form }: ApplyForm) => user.click(within(form).getByRole('button', { name: 'Send application' }));

describe('applying for a career', () => {
  it('asks for every field and the CV before sending anything', async () => {
    const sent = acceptEnquiries(server);
    const page = await renderApplyForm();

    await send(page);

    for (const name of ['Name', 'E-mail', 'Phone', 'Short letter']) {
      expect(page.field(name)).toHaveAccessibleDescription('This field is required.');
    }
    expect(page.cvInput()).toHaveAccessibleDescription('This field is required.');
    expect(page.cvInput()).toBeInvalid();
    expect(page.field('Name')).toHaveFocus();
    expect(sent.applications).toEqual([]);
  });

  it('takes a PDF only, of at most 5 MB, and says why it refuses another file at once', async () => {
    const page = await renderApplyForm();
    // The file picker offers PDFs only; a visitor can still pick "all files", which this user does.
    const user = userEvent.setup({ delay: null, applyAccept: false });
    expect(page.cvInput()).toHaveAttribute('accept', 'application/pdf');
    expect(page.cvInput()).toHaveAccessibleDescription('One PDF file of at most 5 MB.');

    await user.upload(page.cvInput(), chosenFile('hello', 'cv.docx', 'application/msword'));
    expect(page.cvInput()).toHaveAccessibleDescription('The CV must be a PDF file.');
    expect(within(page.form).getByText('No file chosen')).toBeInTheDocument();

    await user.upload(page.cvInput(), pdf('huge.pdf', 6 * 1024 * 1024));
    expect(page.cvInput()).toHaveAccessibleDescription('The file is too large: at most 5 MB.');

    await user.upload(page.cvInput(), pdf('budi-cv.pdf', 2 * 1024 * 1024));
    expect(page.cvInput()).toHaveAccessibleDescription('One PDF file of at most 5 MB.');
    expect(within(page.form).getByText('budi-cv.pdf (2 MB)')).toBeInTheDocument();
  });

  it('sends the application with its CV, shows the upload, then confirms, clears the form and takes focus', async () => {
    const gate = deferred();
    const sent = acceptEnquiries(server);
    server.use(
      http.post(apiUrl('/careers/:id/applications'), async () => {
        await gate.promise;
        return okMessage('Application received', { status: 201 });
      }),
    );
    const page = await renderApplyForm();
    await waitFor(() => expect(lastFormToken()).toMatch(/^form-token-\d+$/));
    const shownWith = lastFormToken();
    await fillIn(page);
    await send(page);

    expect(await within(page.form).findByRole('button', { name: 'Sending' })).toBeDisabled();
    expect(within(page.form).getByRole('progressbar', { name: 'Sending your application' })).toBeInTheDocument();
    expect(page.field('Short letter')).toHaveAttribute('readonly');
    expect(page.cvInput()).toBeDisabled();
    gate.resolve();

    const confirmation = await within(page.form).findByRole('status');
    expect(confirmation).toHaveTextContent('Thank you, your application has been sent.');
    expect(confirmation).toHaveTextContent('about the Lab Analyst position');
    expect(confirmation).toHaveFocus();
    for (const name of ['Name', 'E-mail', 'Phone', 'Short letter']) expect(page.field(name)).toHaveValue('');
    expect(within(page.form).getByText('No file chosen')).toBeInTheDocument();
    expect(within(page.form).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(sent.applications).toEqual([]);

    // What the form posted, seen by a second, recording answer.
    const recorded = acceptEnquiries(server);
    await fillIn(page);
    await waitFor(() => expect(lastFormToken()).not.toBe(shownWith));
    const renewed = lastFormToken();
    await send(page);
    await within(page.form).findByRole('status');
    await waitFor(() => expect(recorded.applications).toHaveLength(1));
    expect(recorded.applications[0]).toEqual({
      careerId: 4,
      fields: {
        name: 'Budi Santoso',
        email: 'budi@mail.test',
        phone: '0812 555',
        letter: 'QC, 5 years.',
        language: 'en',
        formToken: renewed,
        website: '',
      },
      cv: { name: 'budi-cv.pdf', type: 'application/pdf', size: 13 },
    });
  });

  it('sends the Indonesian form with language id', async () => {
    const sent = acceptEnquiries(server);
    const page = await renderApplyForm('id');
    await enter(page.user, page.field('Nama'), 'Sari');
    await enter(page.user, page.field('Email'), 'sari@mail.test');
    await enter(page.user, page.field('Telepon'), '0812 1111 2222');
    await enter(page.user, page.field('Surat lamaran singkat'), 'Saya tertarik.');
    await page.user.upload(within(page.form).getByLabelText(/^CV \(PDF\)/), pdf());
    await page.user.click(within(page.form).getByRole('button', { name: 'Kirim lamaran' }));

    expect(await within(page.form).findByRole('status')).toHaveTextContent(
      'Terima kasih, lamaran Anda sudah terkirim.',
    );
    expect(sent.applications[0]?.fields).toMatchObject({ name: 'Sari', language: 'id' });
  });

  it("shows the server's word under each field it refused, keeping what was typed and the CV", async () => {
    server.use(
      http.post(apiUrl('/careers/:id/applications'), () =>
        fail(422, 'Invalid form', 'VALIDATION', { phone: 'too_long', email: 'invalid' }),
      ),
    );
    const page = await renderApplyForm();
    await fillIn(page);
    await send(page);

    expect(await within(page.form).findByRole('alert')).toHaveTextContent(
      'Some fields are not filled in correctly. Check the highlighted fields.',
    );
    expect(page.field('Phone')).toHaveAccessibleDescription('This is too long.');
    expect(page.field('E-mail')).toHaveAccessibleDescription('This value is not valid.');
    expect(page.field('E-mail')).toHaveFocus();
    expect(page.field('Short letter')).toHaveValue('QC, 5 years.');
    expect(within(page.form).getByText('budi-cv.pdf (1 kB)')).toBeInTheDocument();
  });

  it("shows the server's refusal of the file under the CV", async () => {
    server.use(http.post(apiUrl('/careers/:id/applications'), () => fail(415, 'Not a PDF', 'NOT_A_PDF')));
    const page = await renderApplyForm();
    await fillIn(page);
    await send(page);

    await within(page.form).findByRole('alert');
    expect(page.cvInput()).toHaveAccessibleDescription('The CV must be a PDF file.');
    expect(page.cvInput()).toHaveFocus();
  });

  it('says how long to wait after too many applications', async () => {
    server.use(
      http.post(apiUrl('/careers/:id/applications'), () =>
        fail(429, 'Slow down', 'RATE_LIMITED', undefined, { seconds: 60 }),
      ),
    );
    const page = await renderApplyForm();
    await fillIn(page);
    await send(page);

    expect(await within(page.form).findByRole('alert')).toHaveTextContent(
      'Too many requests. Please try again in 60 seconds.',
    );
  });

  it('when the server cannot be reached, offers the recruiting address and WhatsApp', async () => {
    server.use(http.post(apiUrl('/careers/:id/applications'), () => HttpResponse.error()));
    const page = await renderApplyForm();
    await fillIn(page);
    await send(page);

    const alert = await within(page.form).findByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached.');
    expect(within(alert).getByRole('link', { name: 'hr@aditif.test' })).toHaveAttribute(
      'href',
      'mailto:hr@aditif.test',
    );
    expect(within(alert).getByRole('link', { name: 'WhatsApp' })).toBeInTheDocument();
    expect(page.field('Name')).toHaveValue('Budi Santoso');
  });

  it('offers WhatsApp beside the form, naming the vacancy', async () => {
    await renderApplyForm();

    const aside = screen.getByRole('complementary', { name: 'Apply for this position' });
    expect(await within(aside).findByRole('link', { name: /^Ask us on WhatsApp/ })).toHaveAttribute(
      'href',
      `https://wa.me/6281234567890?text=${encodeURIComponent(
        'Hello, I am interested in the Lab Analyst (Quality Control) vacancy.',
      )}`,
    );
  });
});
