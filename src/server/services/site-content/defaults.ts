import type { AboutDocument } from '@/common/api/about';
import type { HomePageDocument } from '@/common/api/home';
import type { OfficeDocument, SiteSettingsDocument } from '@/common/api/site';
import { DEFAULT_TIME_ZONE } from '@/common/time-zone';
import type { SiteDefaults, OfficeDefaults } from '@/server/config';
import type { SiteDocuments } from '@/server/repositories/site-documents-repository';

/**
 * The site documents of a new installation: the settings from the SITE_* variables (English) with the Indonesian
 * texts of the built-in offices, and the About and home pages with the texts the site has always shown.
 */

/** The Indonesian texts of the built-in offices and opening hours, by their English text. */
const INDONESIAN: Record<string, string> = {
  'Head Office Jakarta': 'Kantor Pusat Jakarta',
  'Semarang Branch': 'Kantor Cabang Semarang',
  'Monday–Friday 08:00–17:00': 'Senin–Jumat 08:00–17:00',
};

/** An English office text, or its known Indonesian one; another text waits for its translation. */
const indonesianOf = (english: string): string => INDONESIAN[english] ?? '';

function officeDocument(office: OfficeDefaults): OfficeDocument {
  return {
    texts: {
      en: { name: office.name, address: office.address, openingHours: office.openingHours },
      // An address reads the same in both languages.
      id: { name: indonesianOf(office.name), address: office.address, openingHours: indonesianOf(office.openingHours) },
    },
    phones: [...office.phones],
    mapUrl: '',
  };
}

export function defaultSettings(site: SiteDefaults): SiteSettingsDocument {
  return {
    companyName: site.companyName,
    shortName: site.shortName,
    headOffice: officeDocument(site.headOffice),
    branches: site.branches.map(officeDocument),
    emails: { ...site.emails },
    whatsapp: site.whatsapp,
    social: [],
    timeZone: DEFAULT_TIME_ZONE,
  };
}

const ABOUT: AboutDocument = {
  texts: {
    en: {
      intro:
        'We supply raw-material additives and technical services to Indonesian manufacturers of food and beverages, ' +
        'cosmetics and veterinary products.\n\n' +
        "We work closely with the makers we represent and with our customers' production teams, so every ingredient " +
        'arrives with the know-how to use it well.',
      vision: 'Become a trusted company in terms of quality and service.',
      mission: 'Through customer trust, the company sells high quality and safe products.',
    },
    id: {
      intro:
        'Kami memasok bahan baku aditif dan layanan teknis bagi produsen makanan dan minuman, kosmetik, serta produk ' +
        'kesehatan hewan di Indonesia.\n\n' +
        'Kami bekerja erat dengan produsen yang kami wakili dan dengan tim produksi pelanggan, sehingga setiap bahan ' +
        'datang bersama pengetahuan untuk menggunakannya dengan baik.',
      vision: 'Menjadi perusahaan tepercaya dalam hal kualitas dan layanan.',
      mission: 'Melalui kepercayaan pelanggan, perusahaan menjual produk yang berkualitas tinggi dan aman.',
    },
  },
  milestones: [
    {
      texts: {
        en: {
          date: 'May 2000',
          title: 'Founded',
          text: 'The company was established in May 2000 under an earlier company name.',
        },
        id: {
          date: 'Mei 2000',
          title: 'Berdiri',
          text: 'Perusahaan didirikan pada Mei 2000 dengan nama perusahaan sebelumnya.',
        },
      },
    },
    {
      texts: {
        en: {
          date: '2000',
          title: 'First sole agency',
          text: 'In the same year it became the first sole agent of a Japanese aspartame and amino-acid maker.',
        },
        id: {
          date: '2000',
          title: 'Keagenan tunggal pertama',
          text:
            'Pada tahun yang sama perusahaan menjadi agen tunggal pertama bagi produsen aspartam dan asam amino ' +
            'asal Jepang.',
        },
      },
    },
    {
      texts: {
        en: {
          date: 'June 2008',
          title: 'A new name',
          text: 'In June 2008 the company was renamed to the name it carries today.',
        },
        id: {
          date: 'Juni 2008',
          title: 'Nama baru',
          text: 'Pada Juni 2008 perusahaan berganti nama menjadi nama yang digunakan hingga kini.',
        },
      },
    },
    {
      texts: {
        en: {
          date: '2013',
          title: 'New industries',
          text: 'In 2013 it expanded to the cosmetics and veterinary industries.',
        },
        id: {
          date: '2013',
          title: 'Industri baru',
          text: 'Pada 2013 perusahaan memperluas layanan ke industri kosmetik dan kesehatan hewan.',
        },
      },
    },
  ],
};

const card = (en: [string, string], id: [string, string]) => ({
  texts: { en: { title: en[0], text: en[1] }, id: { title: id[0], text: id[1] } },
});

const HOME: HomePageDocument = {
  texts: {
    en: {
      heroTitle: 'We Value Your Trust',
      heroText:
        'We keep growing as a supplier of raw-material additives in Indonesia, offering a wide range of high-quality ' +
        'products and the technical services to use them well.',
      whyLead: 'Manufacturers across Indonesia rely on us for four reasons.',
      industriesLead: 'Raw-material additives and technical support for three industries.',
      figuresLead: 'More than two decades of supplying Indonesian industry.',
    },
    id: {
      heroTitle: 'Kepercayaan Anda Prioritas Kami',
      heroText:
        'Kami terus berkembang sebagai pemasok bahan baku aditif di Indonesia, dengan beragam produk berkualitas ' +
        'tinggi dan layanan teknis untuk memanfaatkannya dengan baik.',
      whyLead: 'Produsen di seluruh Indonesia mengandalkan kami karena empat alasan.',
      industriesLead: 'Bahan baku aditif dan dukungan teknis untuk tiga industri.',
      figuresLead: 'Lebih dari dua dekade memasok industri Indonesia.',
    },
  },
  reasons: [
    card(
      [
        'Certified by BPOM',
        "We hold a good distribution practice certificate from BPOM, Indonesia's National Agency of Drug and Food " +
          'Control.',
      ],
      [
        'Bersertifikat BPOM',
        'Kami memiliki sertifikat cara distribusi yang baik dari Badan Pengawas Obat dan Makanan (BPOM).',
      ],
    ),
    card(
      ['Wide range, assured quality', 'A broad choice of additives, every one of them assured to be of high quality.'],
      ['Produk lengkap, mutu terjamin', 'Pilihan bahan aditif yang luas, semuanya terjamin bermutu tinggi.'],
    ),
    card(
      [
        'Courteous, helpful service',
        'Our team answers with care and helps you choose the right ingredient and use it well.',
      ],
      [
        'Layanan ramah dan sigap',
        'Tim kami melayani dengan sopan dan membantu Anda memilih serta menggunakan bahan yang tepat.',
      ],
    ),
    card(
      ['Trusted sole agent', 'Leading makers trust us as their sole agent for many products.'],
      ['Agen tunggal tepercaya', 'Produsen terkemuka memercayakan kami sebagai agen tunggal untuk banyak produk.'],
    ),
  ],
  industries: [
    card(
      ['Food and Beverage', 'Sweeteners, amino acids, preservatives and more for food and drink manufacturers.'],
      ['Makanan dan Minuman', 'Pemanis, asam amino, pengawet, dan lainnya untuk produsen makanan dan minuman.'],
    ),
    card(
      ['Cosmetics', 'Active ingredients and additives for skin care, hair care and personal care products.'],
      ['Kosmetik', 'Bahan aktif dan aditif untuk produk perawatan kulit, rambut, dan perawatan diri.'],
    ),
    card(
      ['Veterinary', 'Feed additives and raw materials for animal health and nutrition.'],
      ['Kesehatan Hewan', 'Aditif pakan dan bahan baku untuk kesehatan dan nutrisi hewan.'],
    ),
  ],
  figures: [
    { kind: 'custom', value: '2000', texts: { en: { label: 'In business since' }, id: { label: 'Berdiri sejak' } } },
    { kind: 'products', value: '', texts: { en: { label: 'Products' }, id: { label: 'Produk' } } },
    { kind: 'categories', value: '', texts: { en: { label: 'Product categories' }, id: { label: 'Kategori produk' } } },
    { kind: 'partners', value: '', texts: { en: { label: 'Sole agencies' }, id: { label: 'Keagenan tunggal' } } },
  ],
};

/** Every site document of a new installation; a fresh copy each call, so a caller may change it. */
export function defaultDocuments(site: SiteDefaults): SiteDocuments {
  return { settings: defaultSettings(site), about: structuredClone(ABOUT), home: structuredClone(HOME) };
}
