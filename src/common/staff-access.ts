import type { HistoryCollection } from './api/activity';
import type { EnquiryType } from './api/enquiries';
import { PENDING_COLLECTIONS } from './api/pending-changes';
import { PREVIEW_COLLECTIONS, type PreviewCollection } from './api/previews';
import type { ROUTES } from './routes';

/** A back-office screen, by its name in ROUTES.admin. */
export type AdminScreen = keyof (typeof ROUTES)['admin'];

/**
 * Who may do what in the back office: the staff roles, what each may do, and what every back-office API route and
 * screen needs. One list drives the server's check on every route under /v1/admin, the sidebar, the 'not allowed'
 * page and the table-driven tests (a route without a rule here is refused by the server and fails them).
 */

export const STAFF_ROLES = ['administrator', 'editor', 'sales', 'recruiter'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** What accounts made before roles existed, the first admin and `npm run admin -- create` become. */
export const DEFAULT_STAFF_ROLE: StaffRole = 'administrator';

/** The parts of the back office a role may be granted. */
export const STAFF_PERMISSIONS = [
  /** The user's own account: dashboard, password. Every role has it. */
  'account',
  'catalogue.read',
  'catalogue.write',
  /** Articles, gallery, the home page, About, slides and partners. */
  'content',
  'careers',
  /** The inbox's contact messages and quote requests. */
  'inbox.sales',
  /** The inbox's job applications and their CVs (personal data). */
  'inbox.applications',
  'settings',
  'users',
  /** The activity log of everyone's changes. */
  'activity',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

export const ROLE_PERMISSIONS: Record<StaffRole, readonly StaffPermission[]> = {
  administrator: STAFF_PERMISSIONS,
  editor: ['account', 'catalogue.read', 'catalogue.write', 'content'],
  sales: ['account', 'catalogue.read', 'inbox.sales'],
  recruiter: ['account', 'careers', 'inbox.applications'],
};

/** A rule: the permission a request needs, or a list of which any one will do. */
export type AccessRule = StaffPermission | readonly StaffPermission[];

export const isStaffRole = (value: unknown): value is StaffRole => STAFF_ROLES.includes(value as StaffRole);

/** Whether `role` may do what `rule` asks; an unknown role may do nothing. */
export function may(role: string | null | undefined, rule: AccessRule): boolean {
  if (!isStaffRole(role)) return false;
  const granted = ROLE_PERMISSIONS[role];
  return typeof rule === 'string' ? granted.includes(rule) : rule.some((permission) => granted.includes(permission));
}

/** Which permission opens each kind of enquiry in the inbox. */
export const ENQUIRY_TYPE_PERMISSION: Record<EnquiryType, StaffPermission> = {
  contact: 'inbox.sales',
  quote: 'inbox.sales',
  application: 'inbox.applications',
};
const INBOX: AccessRule = ['inbox.sales', 'inbox.applications'];

/** The kinds of enquiry `role` may list, open, export and act on. */
export const enquiryTypesFor = (role: string | null | undefined): EnquiryType[] =>
  (Object.keys(ENQUIRY_TYPE_PERMISSION) as EnquiryType[]).filter((type) => may(role, ENQUIRY_TYPE_PERMISSION[type]));

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

const catalogue = { read: 'catalogue.read', write: 'catalogue.write' } as const;
/** A collection whose reads need `read` and whose writes need `write`. */
const collection = (read: AccessRule, write: AccessRule = read) => ({
  list: { GET: read, POST: write },
  item: { GET: read, PUT: write, DELETE: write },
});
const careers = collection('careers');
const products = collection(catalogue.read, catalogue.write);
const categories = collection(catalogue.read, catalogue.write);
const terms = collection(catalogue.read, catalogue.write);
const articles = collection('content');
const galleries = collection('content');
const orderedImages = { GET: 'content', POST: 'content' } as const;

/** Who may open, and who may change, the items of each collection that keeps a history. */
const ITEM_ACCESS: Record<HistoryCollection, { read: AccessRule; write: AccessRule }> = {
  careers: { read: 'careers', write: 'careers' },
  products: catalogue,
  categories: catalogue,
  industries: catalogue,
  applications: catalogue,
  articles: { read: 'content', write: 'content' },
  galleries: { read: 'content', write: 'content' },
  slides: { read: 'content', write: 'content' },
  partners: { read: 'content', write: 'content' },
};

/**
 * An item's history and the comparison of its revisions, for whoever may open it; the restore of a revision, and its
 * restore or removal from the trash, for whoever may change it.
 */
const ITEM_HISTORY_RULES = Object.fromEntries(
  Object.entries(ITEM_ACCESS).flatMap(([collection, { read, write }]) => [
    [`/${collection}/:id/history`, { GET: read }],
    [`/${collection}/:id/revisions/compare`, { GET: read }],
    [`/${collection}/:id/revisions/:revisionId/restore`, { POST: write }],
    [`/trash/${collection}/:id/restore`, { POST: write }],
    [`/trash/${collection}/:id`, { DELETE: write }],
  ]),
) as Record<string, Partial<Record<Method, AccessRule>>>;

/**
 * An item's unpublished changes: read by whoever may open it; saved, published or discarded by whoever may change it.
 */
const PENDING_CHANGES_RULES = Object.fromEntries(
  PENDING_COLLECTIONS.flatMap((collection) => {
    const { read, write } = ITEM_ACCESS[collection];
    return [
      [`/${collection}/:id/changes`, { GET: read, PUT: write, DELETE: write }],
      [`/${collection}/:id/changes/publish`, { POST: write }],
    ];
  }),
) as Record<string, Partial<Record<Method, AccessRule>>>;

/** A preview link of an item, for whoever may open it. */
const PREVIEW_RULES = Object.fromEntries(
  Object.keys(PREVIEW_COLLECTIONS).map((collection) => [
    `/${collection}/:id/preview`,
    { GET: ITEM_ACCESS[collection as PreviewCollection].read },
  ]),
) as Record<string, Partial<Record<Method, AccessRule>>>;

/**
 * What each API route under /v1/admin needs, by its path below /v1/admin and its method (HEAD goes with GET). The
 * server refuses to start with a route missing here, and refuses a request whose user's role lacks the rule with
 * 403 FORBIDDEN.
 */
export const ADMIN_API_RULES: Record<string, Partial<Record<Method, AccessRule>>> = {
  '/dashboard/category-chart': { GET: catalogue.read },
  '/dashboard/products': { GET: catalogue.read },
  '/dashboard/careers': { GET: 'careers' },
  '/careers': careers.list,
  '/careers/:id': careers.item,
  '/products': products.list,
  '/products/:id': products.item,
  '/products/:id/documents': { POST: catalogue.write },
  '/products/:id/documents/:documentId': { GET: catalogue.read, PATCH: catalogue.write, DELETE: catalogue.write },
  '/categories': categories.list,
  '/categories/:id': categories.item,
  '/industries': terms.list,
  '/industries/:id': { PUT: catalogue.write, DELETE: catalogue.write },
  '/applications': terms.list,
  '/applications/:id': { PUT: catalogue.write, DELETE: catalogue.write },
  '/articles': articles.list,
  '/articles/:id': articles.item,
  '/galleries': galleries.list,
  '/galleries/:id': galleries.item,
  '/slides': orderedImages,
  '/slides/order': { PUT: 'content' },
  '/slides/:id': { PUT: 'content', DELETE: 'content' },
  '/partners': orderedImages,
  '/partners/order': { PUT: 'content' },
  '/partners/:id': { PUT: 'content', DELETE: 'content' },
  '/home-page': { GET: 'content', PUT: 'content' },
  '/about': { GET: 'content', PUT: 'content' },
  '/site-settings': { GET: 'settings', PUT: 'settings' },
  // The inbox: each enquiry is further checked against its kind (ENQUIRY_TYPE_PERMISSION).
  '/enquiries': { GET: INBOX },
  '/enquiries/unread': { GET: INBOX },
  '/enquiries/export': { GET: INBOX },
  '/enquiries/:id': { GET: INBOX, PATCH: INBOX, DELETE: INBOX },
  '/enquiries/:id/cv': { GET: 'inbox.applications' },
  '/enquiries/:id/resend': { POST: INBOX },
  '/activity': { GET: 'activity' },
  '/activity/users': { GET: 'activity' },
  ...ITEM_HISTORY_RULES,
  ...PREVIEW_RULES,
  ...PENDING_CHANGES_RULES,
  // The trash lists the kinds of item the user may change.
  '/trash': { GET: [catalogue.write, 'content', 'careers'] },
  '/site-settings/history': { GET: 'settings' },
  '/about/history': { GET: 'content' },
  '/home-page/history': { GET: 'content' },
  '/users': { GET: 'users' },
  '/users/invitations': { POST: 'users' },
  '/users/:id': { PATCH: 'users' },
  '/users/:id/invitation': { POST: 'users' },
  '/users/:id/two-step': { DELETE: 'users' },
  '/users/two-step-policy': { GET: 'users', PUT: 'users' },
  // The user's own account: nobody reaches another's through these.
  '/profile': { GET: 'account', PATCH: 'account' },
  '/profile/two-step/setup': { POST: 'account' },
  '/profile/two-step/confirm': { POST: 'account' },
  '/profile/two-step/disable': { POST: 'account' },
  '/profile/two-step/recovery-codes': { POST: 'account' },
  '/profile/sessions': { GET: 'account' },
  '/profile/sessions/:id': { DELETE: 'account' },
  '/profile/sessions/sign-out-others': { POST: 'account' },
  '/auth/sign-out': { POST: 'account' },
  '/auth/send-code': { POST: 'account' },
  '/auth/change-password-with-code': { POST: 'account' },
  '/users/reset-password': { POST: 'account' },
};

/** The rule of `method path` (path below /v1/admin), or undefined when there is none. */
export function adminApiRule(method: string, path: string): AccessRule | undefined {
  const rules = ADMIN_API_RULES[path];
  return rules?.[(method === 'HEAD' ? 'GET' : method) as Method];
}

/** What each back-office screen needs (its name in ROUTES.admin); the sidebar shows only what the user may open. */
export const ADMIN_SCREEN_RULES: Record<AdminScreen, AccessRule> = {
  dashboard: 'account',
  careers: 'careers',
  careerDetail: 'careers',
  products: catalogue.read,
  productDetail: catalogue.read,
  categories: catalogue.read,
  industries: catalogue.read,
  applications: catalogue.read,
  gallery: 'content',
  articles: 'content',
  articleDetail: 'content',
  inbox: INBOX,
  enquiryDetail: INBOX,
  siteSettings: 'settings',
  aboutPage: 'content',
  homePage: 'content',
  slides: 'content',
  partners: 'content',
  changePasswordWithCode: 'account',
  profilePassword: 'account',
  profile: 'account',
  activity: 'activity',
  // Whoever may change one of the kinds of item in it (the list shows only those kinds).
  trash: [catalogue.write, 'content', 'careers'],
  users: 'users',
};

/**
 * What changing a screen's content needs where that is more than opening it: sales read the catalogue, and only a
 * role with 'catalogue.write' changes it, as the catalogue's write routes require.
 */
const ADMIN_SCREEN_EDIT_RULES: Partial<Record<AdminScreen, AccessRule>> = {
  products: catalogue.write,
  productDetail: catalogue.write,
  categories: catalogue.write,
  industries: catalogue.write,
  applications: catalogue.write,
};

/** What the user needs to add, change and delete what `screen` shows. */
export const adminScreenEditRule = (screen: AdminScreen): AccessRule =>
  ADMIN_SCREEN_EDIT_RULES[screen] ?? ADMIN_SCREEN_RULES[screen];
