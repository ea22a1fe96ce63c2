import type { SeoLanguage } from './page-head';
import type { SpecificationLabels } from './structured-data';

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

const EN_TAGLINE =
  'Supplying high-quality raw-material additives and technical services to the food, cosmetics and veterinary industries in Indonesia since 2000.';
const ID_TAGLINE =
  'Memasok bahan baku aditif berkualitas tinggi dan layanan teknis untuk industri pangan, kosmetik, dan veteriner di Indonesia sejak tahun 2000.';

/** The server's own few head texts; the client's locales stay the client's (the server never imports them). */
export const SEO_TEXTS: Record<SeoLanguage, SeoTexts> = {
  en: {
    home: { title: 'Raw-material additives since 2000', description: EN_TAGLINE },
    careers: {
      title: 'Careers',
      description:
        'Open positions: join the team that supplies raw-material additives and technical services across Indonesia.',
    },
    categories: {
      title: 'Product categories',
      description: 'Browse our raw-material additives by category, each with its products and their descriptions.',
    },
    articles: {
      title: 'Articles',
      description: 'News, insights and technical notes on raw-material additives from our team.',
    },
    gallery: { title: 'Gallery', description: 'Photos of our company, our events and our activities.' },
    whatsNew: { title: "What's New", description: 'Our newest products, articles and career openings.' },
    about: {
      title: 'About Us',
      description: 'Our history since 2000, our vision and mission, our offices and how to contact us.',
    },
    notFound: { title: 'Page not found', description: 'The page you are looking for does not exist or has moved.' },
    backOffice: { title: 'Back office', description: EN_TAGLINE },
    quoteRequest: {
      title: 'Quote request',
      description: 'Ask for prices and samples of the products you picked.',
    },
    needsJavaScript: 'This page needs JavaScript. Turn JavaScript on in your browser, then reload the page.',
    searchResults: (text) => `Search results for “${text}”`,
    search: {
      title: 'Search',
      description: 'Find products, categories, articles and career openings on our site.',
    },
    specifications: {
      grade: 'Grade',
      cas_number: 'CAS number',
      e_number: 'E-number',
      inci_name: 'INCI name',
      appearance: 'Appearance',
      packaging: 'Packaging',
      origin: 'Origin',
      shelf_life: 'Shelf life',
      storage: 'Storage',
    },
    crumbs: {
      home: 'Home',
      careers: 'CAREER',
      categories: 'PRODUCT CATEGORY',
      products: 'PRODUCT',
      detail: 'DETAIL',
      articles: 'ARTICLE',
      gallery: 'GALLERY',
      whatsNew: "WHAT'S NEW?",
      about: 'ABOUT US',
    },
  },
  id: {
    home: { title: 'Bahan baku aditif sejak 2000', description: ID_TAGLINE },
    careers: {
      title: 'Karier',
      description:
        'Lowongan kerja: bergabunglah dengan tim yang memasok bahan baku aditif dan layanan teknis di seluruh Indonesia.',
    },
    categories: {
      title: 'Kategori produk',
      description: 'Jelajahi bahan baku aditif kami menurut kategori, lengkap dengan produk dan deskripsinya.',
    },
    articles: {
      title: 'Artikel',
      description: 'Berita, wawasan, dan catatan teknis seputar bahan baku aditif dari tim kami.',
    },
    gallery: { title: 'Galeri', description: 'Foto-foto perusahaan, acara, dan kegiatan kami.' },
    whatsNew: { title: 'Terbaru', description: 'Produk, artikel, dan lowongan kerja terbaru kami.' },
    about: {
      title: 'Tentang Kami',
      description: 'Sejarah kami sejak tahun 2000, visi dan misi, kantor kami, serta cara menghubungi kami.',
    },
    notFound: {
      title: 'Halaman tidak ditemukan',
      description: 'Halaman yang Anda cari tidak ada atau telah dipindahkan.',
    },
    backOffice: { title: 'Panel admin', description: ID_TAGLINE },
    quoteRequest: {
      title: 'Permintaan penawaran',
      description: 'Minta harga dan sampel untuk produk yang Anda pilih.',
    },
    needsJavaScript: 'Halaman ini memerlukan JavaScript. Aktifkan JavaScript di browser Anda, lalu muat ulang halaman.',
    searchResults: (text) => `Hasil pencarian untuk “${text}”`,
    search: {
      title: 'Pencarian',
      description: 'Temukan produk, kategori, artikel, dan lowongan kerja di situs kami.',
    },
    specifications: {
      grade: 'Mutu',
      cas_number: 'Nomor CAS',
      e_number: 'Nomor E',
      inci_name: 'Nama INCI',
      appearance: 'Penampakan',
      packaging: 'Kemasan',
      origin: 'Negara asal',
      shelf_life: 'Masa simpan',
      storage: 'Penyimpanan',
    },
    crumbs: {
      home: 'Beranda',
      careers: 'KARIER',
      categories: 'KATEGORI PRODUK',
      products: 'PRODUK',
      detail: 'DETAIL',
      articles: 'ARTIKEL',
      gallery: 'GALERI',
      whatsNew: 'TERBARU',
      about: 'TENTANG KAMI',
    },
  },
};
