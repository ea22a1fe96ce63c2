import { screen, within } from '@testing-library/react';
import { initialUiState } from '@/client/app/ui/uiSlice';
import type { Language } from '@/common/language';
import { makeCategory, makeDocument, makeProduct, makeTerm } from '../../fixtures/client/catalogue';
import { catalogueDb } from '../helpers/catalogueDb';
import { useCatalogueApi } from '../helpers/catalogueHandlers';
import { catalogueTermsDb } from '../helpers/catalogueTermsDb';
import { currentPath, renderRoute } from '../helpers/render';

const PAGE = '/produk_kategori/produk/detail_produk/7';

/** A sweetener as buyers check it: identifiers, specification, certificates, documents and neighbours. */
const aspartame = makeProduct(7, 1, {
  name: 'Aspartame',
  cas_number: '22839-47-0',
  e_number: 'E951',
  inci_name: '',
  grade: 'Food grade (FCC)',
  appearance: 'White crystalline powder',
  packaging: '25 kg carton',
  origin: 'Japan',
  shelf_life: '',
  storage: 'Cool, dry place',
  principal: { id: 1, name: 'Ajinomoto', link: 'https://www.ajinomoto.com' },
  translations: {
    id: {
      name: 'Aspartam',
      grade: 'Mutu pangan (FCC)',
      appearance: 'Serbuk kristal putih',
      packaging: 'Karton 25 kg',
      origin: 'Jepang',
    },
  },
  certifications: [
    { kind: 'halal', name: '', issuer: 'BPJPH', number: 'ID00410000123450923', expires_on: '2099-12-31' },
    { kind: 'bpom', name: '', issuer: '', number: 'MD 224510001234', expires_on: '2020-01-31' },
    { kind: 'other', name: 'FSSC 22000', issuer: 'SGS', number: '', expires_on: null },
  ],
  industries: [{ id: 1, name: 'Food & Beverage' }],
  applications: [{ id: 4, name: 'Beverages' }],
  documents: [
    makeDocument(1, { kind: 'tds', language: 'en', name: 'aspartame-tds.pdf', size: 240 * 1024 }),
    makeDocument(2, {
      kind: 'sds',
      language: 'id',
      name: 'aspartame-sds-id.pdf',
      size: 1.5 * 1024 * 1024,
      on_request: true,
    }),
  ],
});

/** A product that states nothing beyond its name. */
const bare = makeProduct(20, 2, {
  name: 'Sodium Benzoate',
  grade: '',
  appearance: '',
  packaging: '',
  origin: '',
  shelf_life: '',
  storage: '',
});

/** The page in `language`: its texts and the content the API answers in it. */
const open = (language: Language = 'en') =>
  renderRoute(PAGE, { language, preloadedState: { ui: { ...initialUiState, language } } });

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) => [within(row).getByRole('rowheader').textContent, within(row).getByRole('cell').textContent]);

describe('a product page: what buyers check before they ask', () => {
  useCatalogueApi();

  beforeEach(() => {
    catalogueDb.seed({
      categories: [makeCategory(1, { name: 'Sweeteners' }), makeCategory(2, { name: 'Preservatives' })],
      products: [
        aspartame,
        makeProduct(8, 1, { name: 'Sucralose' }),
        makeProduct(9, 1, { name: 'Stevia Extract' }),
        makeProduct(10, 2, { name: 'Potassium Sorbate' }),
        bare,
      ],
    });
    catalogueTermsDb.seed({
      industry: [makeTerm(1, 'Food & Beverage', { translations: { id: { name: 'Makanan & Minuman' } } })],
      application: [makeTerm(4, 'Beverages')],
    });
  });

  it('lists the specification in a table, leaving out what the product does not state', async () => {
    open();

    const table = await screen.findByRole('table', { name: 'Specifications' });
    expect(rowsOf(table)).toEqual([
      ['CAS number', '22839-47-0'],
      ['E-number', 'E951'],
      ['Grade', 'Food grade (FCC)'],
      ['Appearance', 'White crystalline powder'],
      ['Packaging', '25 kg carton'],
      ['Origin', expect.stringMatching(/^JapanPrincipal: Ajinomoto/)],
      ['Storage', 'Cool, dry place'],
    ]);
    const principal = within(table).getByRole('link', { name: /^Ajinomoto/ });
    expect(principal).toHaveAttribute('href', 'https://www.ajinomoto.com');
    expect(principal).toHaveAccessibleName('Ajinomoto (opens in a new tab)');
  });

  it('shows each certification with its issuer, number and validity, an expired one said in words', async () => {
    open();

    const list = await screen.findByRole('list', { name: 'Certifications' });
    const [halal, bpom, fssc] = within(list).getAllByRole('listitem');
    expect(halal).toHaveTextContent('Halal');
    expect(halal).toHaveTextContent('Issued by BPJPH');
    expect(halal).toHaveTextContent('No. ID00410000123450923');
    expect(halal).toHaveTextContent('Valid until December 31, 2099');
    expect(within(halal!).queryByText('Expired')).not.toBeInTheDocument();
    expect(bpom).toHaveTextContent('BPOM');
    expect(within(bpom!).getByText('Expired')).toBeInTheDocument();
    expect(bpom).toHaveTextContent('Expired on January 31, 2020');
    expect(bpom).not.toHaveTextContent('Valid until');
    expect(fssc).toHaveTextContent('FSSC 22000');
    expect(fssc).toHaveTextContent('Issued by SGS');
    expect(fssc).not.toHaveTextContent(/Valid until|Expired/);
  });

  it('names the industries and applications it serves, each leading to the catalogue filtered by it', async () => {
    open();

    const industries = await screen.findByRole('list', { name: 'Industries' });
    expect(within(industries).getByRole('link', { name: 'Food & Beverage' })).toHaveAttribute(
      'href',
      '/produk_kategori?industry=1',
    );
    const applications = screen.getByRole('list', { name: 'Applications' });
    expect(within(applications).getByRole('link', { name: 'Beverages' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/produk_kategori\?application=\d+$/),
    );
  });

  it('offers each document with its type, language and size, downloading under its own name', async () => {
    open();

    const list = await screen.findByRole('list', { name: 'Documents' });
    const [tds, sds] = within(list).getAllByRole('listitem');
    expect(tds).toHaveTextContent('Technical data sheet (TDS)');
    const link = within(tds!).getByRole('link', { name: 'aspartame-tds.pdf' });
    expect(link).toHaveAccessibleDescription('English · 240 kB');
    expect(link).toHaveAttribute('download', 'aspartame-tds.pdf');
    // The link leads to the document itself, which the server sends as a PDF.
    const answer = await fetch(new URL(link.getAttribute('href')!, 'http://localhost'));
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(await answer.text()).toMatch(/^%PDF-/);

    expect(sds).toHaveTextContent('Safety data sheet (SDS)');
    expect(sds).toHaveTextContent('Indonesian · 1.5 MB · Sent on request');
    expect(within(sds!).queryByRole('link')).not.toBeInTheDocument();
  });

  it('asks for a document sent on request: the product goes in the basket and the quote request asks for it', async () => {
    const { user, router, store } = open();

    await user.click(await screen.findByRole('button', { name: 'Request the Safety data sheet (SDS)' }));

    expect(currentPath(router)).toBe('/permintaan_penawaran');
    expect(store.getState().enquiry.items).toEqual([{ productId: 7, name: 'Aspartame', sample: false }]);
    expect(await screen.findByRole('group', { name: 'Aspartame' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Message/ })).toHaveValue(
      'Please send me the Safety data sheet (SDS) of Aspartame in Indonesian.',
    );
  });

  it('links the other products of its category', async () => {
    open();

    const related = await screen.findByRole('list', { name: 'Related products' });
    expect(within(related).getByRole('link', { name: 'Sucralose' })).toHaveAttribute(
      'href',
      '/produk_kategori/produk/detail_produk/8',
    );
    expect(within(related).getByRole('link', { name: 'Stevia Extract' })).toHaveAttribute(
      'href',
      '/produk_kategori/produk/detail_produk/9',
    );
    expect(within(related).queryByRole('link', { name: 'Potassium Sorbate' })).not.toBeInTheDocument();
    expect(within(related).queryByRole('link', { name: 'Aspartame' })).not.toBeInTheDocument();
  });

  it('leaves out every section the product has nothing for', async () => {
    renderRoute('/produk_kategori/produk/detail_produk/20');

    expect(await screen.findByRole('heading', { level: 2, name: 'Sodium Benzoate' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Potassium Sorbate' })).toBeInTheDocument();
    for (const section of ['Specifications', 'Certifications', 'Industries', 'Applications', 'Documents']) {
      expect(screen.queryByRole('heading', { name: section })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('reads in Indonesian, marking what is still in English', async () => {
    open('id');

    const table = await screen.findByRole('table', { name: 'Spesifikasi' });
    expect(rowsOf(table).map(([header]) => header)).toEqual([
      'Nomor CAS',
      'Nomor E',
      'Mutu',
      'Penampilan',
      'Kemasan',
      'Asal',
      'Penyimpanan',
    ]);
    expect(within(table).getByText('Mutu pangan (FCC)')).not.toHaveAttribute('lang');
    expect(within(table).getByText('Jepang')).not.toHaveAttribute('lang');
    expect(within(table).getByText('Cool, dry place')).toHaveAttribute('lang', 'en');

    const certifications = screen.getByRole('list', { name: 'Sertifikasi' });
    expect(certifications).toHaveTextContent('Diterbitkan oleh BPJPH');
    expect(certifications).toHaveTextContent('Berlaku hingga 31 Desember 2099');
    expect(certifications).toHaveTextContent('Kedaluwarsa sejak 31 Januari 2020');
    expect(within(screen.getByRole('list', { name: 'Industri' })).getByText('Makanan & Minuman')).not.toHaveAttribute(
      'lang',
    );
    expect(within(screen.getByRole('list', { name: 'Aplikasi' })).getByText('Beverages')).toHaveAttribute('lang', 'en');

    const documents = screen.getByRole('list', { name: 'Dokumen' });
    expect(within(documents).getByRole('link', { name: 'aspartame-tds.pdf' })).toHaveAccessibleDescription(
      'Bahasa Inggris · 240 kB',
    );
    expect(documents).toHaveTextContent('Bahasa Indonesia · 1,5 MB · Dikirim atas permintaan');
    expect(screen.getByRole('heading', { name: 'Produk terkait' })).toBeInTheDocument();
  });

  it('drafts the request for a document in Indonesian', async () => {
    const { user } = open('id');

    await user.click(await screen.findByRole('button', { name: 'Minta Lembar data keselamatan (SDS)' }));

    expect(await screen.findByRole('textbox', { name: /^Pesan/ })).toHaveValue(
      'Mohon kirimkan Lembar data keselamatan (SDS) untuk Aspartam dalam bahasa Indonesia.',
    );
  });
});
