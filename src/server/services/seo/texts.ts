import { localeText } from '../locales';
import type { SeoLanguage } from './page-head';
import { SPECIFICATIONS, type SpecificationLabels } from './structured-data';

interface PageText {
  title: string;
  description: string;
}

export interface SeoTexts {
  home: PageText;
  careers: PageText;
  categories: PageText;
  articles: PageText;
  gallery: PageText;
  whatsNew: PageText;
  about: PageText;
  notFound: PageText;
  backOffice: PageText;
  quoteRequest: PageText;
  search: PageText;
  /** Shown by a browser without JavaScript on a page that the browser draws (the sign-in, the back office). */
  needsJavaScript: string;
  /** The page of a preview link that has expired, or that is not one the server signed. */
  previewLink: PreviewLinkTexts;
  /** The results page's title for a searched text, as the page itself names it. */
  searchResults: (text: string) => string;
  /** The names of a product's specifications in its structured data. */
  specifications: SpecificationLabels;
  /** The breadcrumb banner titles (SPEC.md 2.1), as the pages show them. */
  crumbs: {
    home: string;
    careers: string;
    categories: string;
    products: string;
    detail: string;
    articles: string;
    gallery: string;
    whatsNew: string;
    about: string;
  };
}

interface PreviewLinkTexts {
  expired: string;
  invalid: string;
}

/** What only the head says: no page shows these, so they are the server's own. */
interface HeadOnlyTexts {
  tagline: string;
  backOffice: string;
  needsJavaScript: string;
  previewLink: PreviewLinkTexts;
  descriptions: Record<
    'careers' | 'categories' | 'articles' | 'gallery' | 'whatsNew' | 'about' | 'notFound' | 'quoteRequest' | 'search',
    string
  >;
}

const HEAD_ONLY: Record<SeoLanguage, HeadOnlyTexts> = {
  en: {
    tagline:
      'Supplying high-quality raw-material additives and technical services to the food, cosmetics and veterinary industries in Indonesia since 2000.',
    backOffice: 'Back office',
    needsJavaScript: 'This page needs JavaScript. Turn JavaScript on in your browser, then reload the page.',
    previewLink: {
      expired: 'This preview link has expired. Open the preview again from the back office.',
      invalid: 'This preview link is not valid. Open the preview again from the back office.',
    },
    descriptions: {
      careers:
        'Open positions: join the team that supplies raw-material additives and technical services across Indonesia.',
      categories: 'Browse our raw-material additives by category, each with its products and their descriptions.',
      articles: 'News, insights and technical notes on raw-material additives from our team.',
      gallery: 'Photos of our company, our events and our activities.',
      whatsNew: 'Our newest products, articles and career openings.',
      about: 'Our history since 2000, our vision and mission, our offices and how to contact us.',
      notFound: 'The page you are looking for does not exist or has moved.',
      quoteRequest: 'Ask for prices and samples of the products you picked.',
      search: 'Find products, categories, articles and career openings on our site.',
    },
  },
  id: {
    tagline:
      'Memasok bahan baku aditif berkualitas tinggi dan layanan teknis untuk industri pangan, kosmetik, dan veteriner di Indonesia sejak tahun 2000.',
    backOffice: 'Panel admin',
    needsJavaScript: 'Halaman ini memerlukan JavaScript. Aktifkan JavaScript di browser Anda, lalu muat ulang halaman.',
    previewLink: {
      expired: 'Tautan pratinjau ini sudah kedaluwarsa. Buka pratinjau lagi dari panel admin.',
      invalid: 'Tautan pratinjau ini tidak valid. Buka pratinjau lagi dari panel admin.',
    },
    descriptions: {
      careers:
        'Lowongan kerja: bergabunglah dengan tim yang memasok bahan baku aditif dan layanan teknis di seluruh Indonesia.',
      categories: 'Jelajahi bahan baku aditif kami menurut kategori, lengkap dengan produk dan deskripsinya.',
      articles: 'Berita, wawasan, dan catatan teknis seputar bahan baku aditif dari tim kami.',
      gallery: 'Foto-foto perusahaan, acara, dan kegiatan kami.',
      whatsNew: 'Produk, artikel, dan lowongan kerja terbaru kami.',
      about: 'Sejarah kami sejak tahun 2000, visi dan misi, kantor kami, serta cara menghubungi kami.',
      notFound: 'Halaman yang Anda cari tidak ada atau telah dipindahkan.',
      quoteRequest: 'Minta harga dan sampel untuk produk yang Anda pilih.',
      search: 'Temukan produk, kategori, artikel, dan lowongan kerja di situs kami.',
    },
  },
};

/**
 * The head's texts in `language`. Titles, crumbs and specification names are the ones the pages show
 * (locales/<language>/*.json, read as the client reads them), so a tab named by the server and one named by the
 * page never differ; descriptions and the tagline only the head has.
 */
function seoTexts(language: SeoLanguage): SeoTexts {
  const text = (key: string, params?: Record<string, string>) => localeText(language, key, params);
  const { tagline, backOffice, needsJavaScript, previewLink, descriptions } = HEAD_ONLY[language];
  const page = (titleKey: string, description: string): PageText => ({ title: text(titleKey), description });
  return {
    home: page('public:home.title', tagline),
    careers: page('public:careers.pageTitle', descriptions.careers),
    categories: page('public:catalogue.pageTitle', descriptions.categories),
    articles: page('public:articles.pageTitle', descriptions.articles),
    gallery: page('public:gallery.pageTitle', descriptions.gallery),
    whatsNew: page('public:whatsNew.pageTitle', descriptions.whatsNew),
    about: page('public:about.pageTitle', descriptions.about),
    notFound: page('common:notFound.title', descriptions.notFound),
    backOffice: { title: backOffice, description: tagline },
    quoteRequest: page('public:enquiry.quote.pageTitle', descriptions.quoteRequest),
    search: page('public:search.pageTitle', descriptions.search),
    needsJavaScript,
    previewLink,
    searchResults: (searched) => text('public:search.documentTitle', { text: searched }),
    specifications: Object.fromEntries(
      SPECIFICATIONS.map((field) => [field, text(`public:productData.specs.fields.${field}`)]),
    ) as SpecificationLabels,
    crumbs: {
      home: text('common:nav.home'),
      careers: text('public:careers.banner'),
      categories: text('public:catalogue.banner.categories'),
      products: text('public:catalogue.banner.products'),
      detail: text('public:crumbs.detail'),
      articles: text('public:articles.banner'),
      gallery: text('public:gallery.banner'),
      whatsNew: text('public:whatsNew.banner'),
      about: text('public:about.banner'),
    },
  };
}

export const SEO_TEXTS: Record<SeoLanguage, SeoTexts> = { en: seoTexts('en'), id: seoTexts('id') };
