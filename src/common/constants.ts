/** Business constants of SPEC.md section 9, shared by the browser and the server. */

export const ADMIN_PAGE_SIZE = 5;
export const ARTICLE_PAGE_SIZE = 6;
/** How many of the newest articles the home page lists. */
export const HOME_ARTICLE_COUNT = 6;
/** How many items the What's New feed shows in all, across products, careers and articles. */
export const WHATS_NEW_LIMIT = 12;
export const DASHBOARD_CHART_PAGE_SIZE = 5;
/** Largest page a list endpoint will serve; bigger `limit` values are refused. */
export const MAX_PAGE_SIZE = 100;

export const TEXT_CUT_LENGTH = 100;

/** SPEC.md 5's sort allowlists of the public catalogue; the first of each is the default. */
export const CATEGORY_SORTS = ['most_products', 'least_products', 'alphabetical', 'alphabetical_reverse'] as const;
export type CategorySort = (typeof CATEGORY_SORTS)[number];
export const PRODUCT_SORTS = ['name_asc', 'name_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** Categories a page of /produk_kategori lists. */
export const CATEGORY_PAGE_SIZE = 10;
/** Products a category's strip lists at most; the rest are a click away on the category's own page. */
export const CATEGORY_STRIP_PRODUCTS = 12;
export const CATEGORY_STRIP_ARROWS_ABOVE = 7;
export const CATEGORY_STRIP_STEP_PX = 200;
export const CATEGORY_STRIP_INTERVAL_MS = 3000;

export const BACK_TO_TOP_THRESHOLD_PX = 50;
export const ZOOM_CLOSE_SWIPE_PX = 10;

export const CAROUSEL_INTERVAL_MS = 3000;
export const CAROUSEL_TRANSITION_MS = 350;

export const PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;

export const TOAST_DEFAULT_MS = 5000;
export const TOAST_ADMIN_MS = 3000;
export const TOAST_AUTH_MS = 5000;
/** How long a deletion's toast offers to undo it. */
export const TOAST_UNDO_MS = 8000;
export const HINT_CLEAR_MS = 3000;
export const LOGOUT_REDIRECT_MS = 100;

/** A career posted within this many days wears the 'Baru' (new) badge. */
export const NEW_CAREER_DAYS = 30;

export const TOKEN_STORAGE_KEY = 'token';
export const USERNAME_STORAGE_KEY = 'username';
export const LOGOUT_FLAG_STORAGE_KEY = 'logout';
/** One-time success message a detail page leaves for the list page it returns to. */
export const FLASH_MESSAGE_STORAGE_KEY = 'successMessage';

/** The largest image file an upload may send, checked by the upload field and enforced by the server (413). */
export const MAX_UPLOAD_MB = 10;
export const MAX_UPLOAD_BYTES = MAX_UPLOAD_MB * 1024 * 1024;

/** Field length bounds enforced by the server and mirrored by the forms. */
export const LIMITS = {
  name: 200,
  username: 64,
  password: 256,
  shortText: 500,
  longText: 50_000,
} as const;

/** Field bounds of the enquiry forms (contact, quote, application) and of the inbox's note. */
export const ENQUIRY_LIMITS = {
  name: 120,
  company: 200,
  email: 254,
  phone: 40,
  message: 5000,
  note: 5000,
  unit: 20,
  /** Products one quote request may name. */
  items: 20,
} as const;

/** The largest CV an application may attach (a PDF). */
export const MAX_CV_MB = 5;
export const MAX_CV_BYTES = MAX_CV_MB * 1024 * 1024;

/** The largest product document (a PDF: TDS, SDS, ...) an upload may send. */
export const MAX_DOCUMENT_MB = 10;
export const MAX_DOCUMENT_BYTES = MAX_DOCUMENT_MB * 1024 * 1024;

/** What a product document is: technical and safety data sheets, a certificate of analysis template, certificates. */
export const DOCUMENT_KINDS = ['tds', 'sds', 'coa', 'certificate', 'other'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

/** The certifications a product may carry; 'other' has its name in the certification's own `name`. */
export const CERTIFICATION_KINDS = ['halal', 'bpom', 'kosher', 'iso', 'gmp', 'other'] as const;
export type CertificationKind = (typeof CERTIFICATION_KINDS)[number];
/** How a certification of each kind is called in every language; 'other' is known by its own name only. */
export const CERTIFICATION_NAMES: Record<CertificationKind, string> = {
  halal: 'Halal',
  bpom: 'BPOM',
  kosher: 'Kosher',
  iso: 'ISO',
  gmp: 'GMP',
  other: '',
};
/** Certifications one product may list. */
export const MAX_CERTIFICATIONS = 10;

/** The kinds of catalogue terms products are tagged with, many-to-many. */
export const TERM_KINDS = ['industry', 'application'] as const;
export type TermKind = (typeof TERM_KINDS)[number];
/** Terms of one kind one product may carry. */
export const MAX_PRODUCT_TERMS = 30;

/** Products of the same category a product page shows under 'Related products'. */
export const RELATED_PRODUCTS = 4;

/** Hits of each kind the site search answers by default, and at most. */
export const SEARCH_GROUP_LIMIT = 5;
export const SEARCH_GROUP_MAX = 50;
/** The site search's query length bounds. */
export const SEARCH_QUERY_MAX_LENGTH = 100;

/** The page sizes an admin list offers; the first is the default (ADMIN_PAGE_SIZE). */
export const ADMIN_PAGE_SIZES = [ADMIN_PAGE_SIZE, 10, 25, 50] as const;
/** Longest search text an admin list accepts. */
export const ADMIN_SEARCH_MAX_LENGTH = 100;
