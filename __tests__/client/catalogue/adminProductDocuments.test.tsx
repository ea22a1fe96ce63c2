import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { File as NodeFile } from 'node:buffer';
import { makeCategory, makeDocument, makeProduct } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { deferred } from '../helpers/deferred';
import { catchDownloads } from '../helpers/downloads';
import { apiUrl, fail } from '../helpers/envelope';
import { renderRoute } from '../helpers/render';
import { server } from '../helpers/server';
import { storeSession } from '../helpers/session';

/** A chosen file: Node's File, which the api's FormData and the mock server both read. */
const chosenFile = (content: string, name: string, type: string, size?: number) => {
  const file = new NodeFile([content], name, { type }) as unknown as File;
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};
const pdf = (name = 'lysine-sds.pdf') => chosenFile('%PDF-1.7 safety data', name, 'application/pdf');

async function openProduct() {
  storeSession();
  const view = renderRoute('/admin/produk/detail/4');
  const documents = await screen.findByRole('region', { name: 'Documents' });
  return { ...view, documents };
}

async function openUpload(user: ReturnType<typeof renderRoute>['user']) {
  await user.click(screen.getByRole('button', { name: 'Upload document' }));
  return screen.findByRole('dialog', { name: 'UPLOAD DOCUMENT' });
}

const fileInput = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Document \(PDF\)/) as HTMLInputElement;
const rowOf = (documents: HTMLElement, name: string) =>
  within(documents)
    .getAllByRole('listitem')
    .find((row) => within(row).queryByText(name))!;

describe("a product's documents in the back office", () => {
  useCatalogueApi();

  beforeEach(() =>
    catalogueDb.seed({
      categories: [makeCategory(1, { name: 'Amino Acids' })],
      products: [
        makeProduct(4, 1, {
          name: 'L-Lysine HCl',
          documents: [makeDocument(3, { kind: 'tds', language: 'en', name: 'lysine-tds.pdf', size: 240 * 1024 })],
        }),
        makeProduct(5, 1, { name: 'L-Threonine' }),
      ],
    }),
  );

  it('lists each document with its type, name, language and size', async () => {
    const { documents } = await openProduct();

    const row = rowOf(documents, 'lysine-tds.pdf');
    expect(row).toHaveTextContent('Technical data sheet (TDS)');
    expect(row).toHaveTextContent('English · 240 kB');
    expect(within(row).queryByText('On request')).not.toBeInTheDocument();
  });

  it('says when a product has no documents yet', async () => {
    storeSession();
    renderRoute('/admin/produk/detail/5');

    expect(
      await screen.findByText('No documents yet. Upload the TDS, the SDS or a certificate as a PDF.'),
    ).toBeInTheDocument();
  });

  it('uploads a PDF with its type, language and name, showing the upload, then lists it', async () => {
    const gate = deferred();
    server.use(
      http.post(apiUrl('/admin/products/:id/documents'), async () => {
        await gate.promise;
        return undefined;
      }),
    );
    const { user, documents } = await openProduct();
    const dialog = await openUpload(user);

    await user.upload(fileInput(dialog), pdf());
    expect(within(dialog).getByText('lysine-sds.pdf (1 kB)')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Safety data sheet (SDS)' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Indonesian' }));
    await user.click(within(dialog).getByRole('textbox', { name: 'Name' }));
    await user.paste('L-Lysine HCl SDS (ID).pdf');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Send on request only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeDisabled();
    expect(await within(dialog).findByRole('progressbar', { name: 'Uploading the document' })).toBeInTheDocument();
    gate.resolve();

    expect(await screen.findByText('Document uploaded successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const row = await waitFor(() => rowOf(documents, 'L-Lysine HCl SDS (ID).pdf'));
    expect(row).toHaveTextContent('Safety data sheet (SDS)');
    expect(row).toHaveTextContent('Indonesian');
    expect(within(row).getByText('On request')).toBeInTheDocument();
    expect(catalogueDb.adminProduct(4)?.documents[1]).toMatchObject({
      kind: 'sds',
      language: 'id',
      name: 'L-Lysine HCl SDS (ID).pdf',
      on_request: true,
    });
  });

  it('refuses a file that is not a PDF or too large before sending it, and asks for a file', async () => {
    await openProduct();
    // The picker offers PDFs only; an admin can still pick "all files".
    const user = userEvent.setup({ delay: null, applyAccept: false });
    const dialog = await openUpload(user);
    expect(fileInput(dialog)).toHaveAccessibleDescription('One PDF file of at most 10 MB.');

    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(fileInput(dialog)).toHaveAccessibleDescription('This field is required.');

    await user.upload(fileInput(dialog), chosenFile('PK', 'spec.docx', 'application/msword'));
    expect(fileInput(dialog)).toHaveAccessibleDescription('The document must be a PDF file.');
    await user.upload(fileInput(dialog), chosenFile('%PDF-1.7', 'scan.pdf', 'application/pdf', 11 * 1024 * 1024));
    expect(fileInput(dialog)).toHaveAccessibleDescription('The file is too large: at most 10 MB.');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(within(dialog).getByText('No file chosen')).toBeInTheDocument();
    expect(screen.queryByText('Document uploaded successfully')).not.toBeInTheDocument();
    expect(catalogueDb.adminProduct(4)?.documents).toHaveLength(1);
  });

  it("shows the server's refusal of a file that only looks like a PDF under the file, and stores nothing", async () => {
    const { user } = await openProduct();
    const dialog = await openUpload(user);

    await user.upload(fileInput(dialog), chosenFile('<html>not a pdf</html>', 'renamed.pdf', 'application/pdf'));
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));

    expect(await screen.findByText('Failed to upload the document')).toBeInTheDocument();
    await waitFor(() => expect(fileInput(dialog)).toHaveAccessibleDescription('The document must be a PDF file.'));
    expect(screen.getByRole('dialog', { name: 'UPLOAD DOCUMENT' })).toBeInTheDocument();
    expect(catalogueDb.adminProduct(4)?.documents).toHaveLength(1);

    // Another file hides the word about the refused one.
    await user.upload(fileInput(dialog), pdf());
    expect(fileInput(dialog)).toHaveAccessibleDescription('One PDF file of at most 10 MB.');
  });

  it('changes a document, sending only what changed', async () => {
    let sent: unknown;
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'PATCH') sent = await request.clone().json();
    });
    const { user, documents } = await openProduct();

    await user.click(within(rowOf(documents, 'lysine-tds.pdf')).getByRole('button', { name: 'Edit: lysine-tds.pdf' }));
    const dialog = await screen.findByRole('dialog', { name: 'EDIT DOCUMENT' });
    expect(within(dialog).getByRole('textbox', { name: /^Name/ })).toHaveValue('lysine-tds.pdf');
    await user.click(within(dialog).getByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Certificate of analysis (COA)' }));
    await user.click(within(dialog).getByRole('checkbox', { name: 'Send on request only' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Document updated successfully')).toBeInTheDocument();
    expect(sent).toEqual({ kind: 'coa', on_request: true });
    const row = await waitFor(() => {
      const changed = rowOf(documents, 'lysine-tds.pdf');
      expect(changed).toHaveTextContent('Certificate of analysis (COA)');
      return changed;
    });
    expect(within(row).getByText('On request')).toBeInTheDocument();
    expect(catalogueDb.adminProduct(4)?.documents[0]).toMatchObject({ kind: 'coa', on_request: true });
  });

  it('deletes a document once confirmed', async () => {
    const { user, documents } = await openProduct();

    await user.click(within(documents).getByRole('button', { name: 'Delete: lysine-tds.pdf' }));
    expect(await screen.findByText('Are you sure you want to delete the document lysine-tds.pdf?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Document deleted successfully')).toBeInTheDocument();
    expect(
      await screen.findByText('No documents yet. Upload the TDS, the SDS or a certificate as a PDF.'),
    ).toBeInTheDocument();
    expect(catalogueDb.adminProduct(4)?.documents).toEqual([]);
  });

  it('keeps the document and says so when the deletion fails', async () => {
    server.use(
      http.delete(apiUrl('/admin/products/:id/documents/:documentId'), () =>
        fail(500, 'Database unavailable', 'INTERNAL'),
      ),
    );
    const { user, documents } = await openProduct();

    await user.click(within(documents).getByRole('button', { name: 'Delete: lysine-tds.pdf' }));
    await user.click(await screen.findByRole('button', { name: "Yes, I'm sure" }));

    expect(await screen.findByText('Failed to delete the document')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'No, cancel' }));
    await waitFor(() => expect(rowOf(documents, 'lysine-tds.pdf')).toBeInTheDocument());
    expect(catalogueDb.adminProduct(4)?.documents).toHaveLength(1);
  });

  it('downloads a document with the admin token, under its name', async () => {
    const downloads = catchDownloads();
    try {
      const { user, documents } = await openProduct();

      await user.click(within(rowOf(documents, 'lysine-tds.pdf')).getByRole('button', { name: 'Download' }));

      await waitFor(() => expect(downloads.saved).toHaveLength(1));
      expect(downloads.saved[0]?.name).toBe('lysine-tds.pdf');
      expect(await downloads.saved[0]?.text()).toMatch(/^%PDF-/);
    } finally {
      downloads.restore();
    }
  });

  it('says when a document cannot be downloaded', async () => {
    server.use(
      http.get(apiUrl('/admin/products/:id/documents/:documentId'), () => fail(404, 'Document not found', 'NOT_FOUND')),
    );
    const { user, documents } = await openProduct();

    await user.click(within(rowOf(documents, 'lysine-tds.pdf')).getByRole('button', { name: 'Download' }));

    expect(await screen.findByText('The document could not be downloaded')).toBeInTheDocument();
  });

  it('speaks Indonesian', async () => {
    storeSession();
    const { user } = renderRoute('/admin/produk/detail/4', { language: 'id' });
    const documents = await screen.findByRole('region', { name: 'Dokumen' });

    expect(rowOf(documents, 'lysine-tds.pdf')).toHaveTextContent('Lembar data teknis (TDS)');
    expect(rowOf(documents, 'lysine-tds.pdf')).toHaveTextContent('Bahasa Inggris · 240 kB');
    await user.click(screen.getByRole('button', { name: 'Unggah dokumen' }));
    const dialog = await screen.findByRole('dialog', { name: 'UNGGAH DOKUMEN' });
    expect(within(dialog).getByLabelText(/^Dokumen \(PDF\)/)).toHaveAccessibleDescription(
      'Satu berkas PDF, maksimal 10 MB.',
    );
    expect(within(dialog).getByRole('checkbox', { name: 'Hanya dikirim atas permintaan' })).not.toBeChecked();
  });
});
