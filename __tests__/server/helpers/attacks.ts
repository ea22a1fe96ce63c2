import fs from 'node:fs';
import path from 'node:path';
import type { TObject, TSchema } from '@sinclair/typebox';
import { SignJWT } from 'jose';
import { sql } from 'kysely';
import { HISTORY_COLLECTIONS, type ActivityEntity, type HistoryCollection } from '@/common/api/activity';
import { RESTORERS } from '@/server/services/revisions/restorers';
import { TrashRestoreBody } from '@/common/api/trash';
import {
  ChangeOwnPasswordBody,
  ChangePasswordWithCodeBody,
  CheckEmailBody,
  LoginBody,
  TwoStepLoginBody,
  ResetPasswordWithCodeBody,
  SendCodeBody,
} from '@/common/api/auth';
import { ProfileChanges, TwoStepCodeBody, TwoStepPolicyBody } from '@/common/api/profile';
import { CareerCreateBody, CareerUpdateBody } from '@/common/api/careers';
import {
  APPLICATION_CV_FIELD,
  ApplicationFields,
  ContactEnquiryBody,
  EnquiryUpdateBody,
  QuoteEnquiryBody,
  type EnquiryType,
} from '@/common/api/enquiries';
import { CATEGORY_IMAGE_FIELD, CategoryFields, PRODUCT_IMAGE_FIELD, ProductFields } from '@/common/api/catalogue';
import { ARTICLE_IMAGE_FIELD, ArticleFields } from '@/common/api/articles';
import { GALLERY_IMAGE_FIELD, GalleryFields } from '@/common/api/gallery';
import { AboutDocument } from '@/common/api/about';
import { HomePageDocument } from '@/common/api/home';
import { PARTNER_IMAGE_FIELD, PartnerFields } from '@/common/api/partners';
import { DOCUMENT_FILE_FIELD, DocumentChanges, DocumentUploadFields, TermFields } from '@/common/api/product-data';
import { SiteSettingsDocument } from '@/common/api/site';
import { AcceptInvitationBody, InvitationBody, ResendInvitationBody, StaffUserChanges } from '@/common/api/users';
import { OrderBody, SLIDE_IMAGE_FIELD, SlideFields } from '@/common/api/slides';
import { PENDING_COLLECTIONS } from '@/common/api/pending-changes';
import type { App } from '@/server/app';
import { BACKUP_TABLES } from '@/server/services/backup/tables';
import { multipart, solidImage } from './catalogue';
import { storedImageColumn } from './content';
import { PDF_BYTES, issueFormToken, storeApplication } from './enquiries';
import { bearer, TEST_ADMIN_PASSWORD, TEST_ADMIN_USERNAME, TEST_JWT_SECRET, type TestApp } from './test-app';

export const NEW_PASSWORD = 'Baru-Sandi#2025';

// Route table

export interface Route {
  method: string;
  /** As the app registers it, e.g. `/v1/admin/careers/:id`. */
  url: string;
}

export const routeName = ({ method, url }: Route) => `${method} ${url}`;

/** Every route the app serves, read from `app.printRoutes()`: a route added later is in the table without an edit. */
export function routeTable(app: App): Route[] {
  const routes: Route[] = [];
  const prefixes: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    const url = (prefixes[depth - 1] ?? '') + match[2]!;
    prefixes[depth] = url;
    prefixes.length = depth + 1;
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes;
}

/** Signed-in routes outside /v1/admin. */
const SIGNED_IN_ELSEWHERE = ['/v1/auth/validate-token'];

/** The routes that need a valid token: everything under /v1/admin, and validate-token. */
export const signedInRoutes = (app: App): Route[] => routeTable(app).filter(({ url }) => isSignedIn(url));

// The rows an attack aims at

export interface Fixture {
  careerId: number;
  categoryId: number;
  productId: number;
  articleId: number;
  photoId: number;
  slideId: number;
  partnerId: number;
  /** A job application with its CV. */
  enquiryId: number;
  industryId: number;
  applicationId: number;
  /** A document of the product, with its file. */
  documentId: number;
  /** A revision of each collection's row: the record of its creation, as the API would have left it. */
  revisionIds: Record<HistoryCollection, number>;
}

/** One row of every kind an admin edits, images included, inserted through the repositories. */
export async function seedFixture(t: TestApp): Promise<Fixture> {
  const { repos } = t.app;
  const career = await repos.careers.create({
    name: 'Technical Sales Executive',
    position: 'Staff',
    description: 'Visit food and beverage producers.',
    status: true,
  });
  const categoryId = await repos.categories.create({
    name: 'Sweeteners',
    description: 'Intense sweeteners for beverages.',
    image: await storedImageColumn(t),
  });
  const productId = await repos.products.create({
    category_id: categoryId,
    name: 'Aspartame',
    description: 'A low-calorie sweetener.',
    image: await storedImageColumn(t),
  });
  const articleId = await repos.articles.create({
    title: 'Reducing sugar in drinks',
    content: 'Blend intense sweeteners with fibres.',
    author: 'Editor',
    image: await storedImageColumn(t),
  });
  const photoId = await repos.gallery.create({ name: 'Warehouse', image: await storedImageColumn(t) });
  const slideId = await repos.slides.create({
    position: 0,
    image: await storedImageColumn(t),
    title: 'Quality first',
    subtitle: '',
    button_label: '',
    button_link: '',
    alt_text: 'A laboratory',
  });
  const partnerId = await repos.partners.create({
    position: 0,
    image: await storedImageColumn(t),
    name: 'Ajinomoto',
    link: '',
  });
  const enquiryId = await storeApplication(t, career.id);
  const industryId = await repos.catalogueTerms.create('industry', 'Food & Beverage');
  const applicationId = await repos.catalogueTerms.create('application', 'Sweetening');
  const document = await repos.productDocuments.add(productId, {
    kind: 'tds',
    language: 'en',
    name: 'TDS Aspartame.pdf',
    file: await t.app.documentFiles.save(PDF_BYTES),
    size: PDF_BYTES.length,
    on_request: false,
  });
  if (document.status !== 'created') throw new Error('The fixture document was not stored');
  const ids: Record<HistoryCollection, number> = {
    careers: career.id,
    products: productId,
    categories: categoryId,
    industries: industryId,
    applications: applicationId,
    articles: articleId,
    galleries: photoId,
    slides: slideId,
    partners: partnerId,
  };
  const revisionIds = {} as Record<HistoryCollection, number>;
  for (const [collection, entity] of Object.entries(HISTORY_COLLECTIONS) as [HistoryCollection, ActivityEntity][]) {
    const id = ids[collection];
    await repos.activity.record({
      userId: null,
      username: TEST_ADMIN_USERNAME,
      address: null,
      action: 'create',
      entity,
      entityId: id,
      snapshot: await RESTORERS[collection].read(t.app, id),
    });
    revisionIds[collection] = (await repos.activity.history(entity, id, { page: 1, limit: 1 })).rows[0]!.id;
  }
  return {
    revisionIds,
    careerId: career.id,
    categoryId,
    productId,
    articleId,
    photoId,
    slideId,
    partnerId,
    enquiryId,
    industryId,
    applicationId,
    documentId: document.document.id,
  };
}

const FIXTURE_KEYS: Record<string, Exclude<keyof Fixture, 'revisionIds'>> = {
  careers: 'careerId',
  categories: 'categoryId',
  category: 'categoryId',
  products: 'productId',
  articles: 'articleId',
  galleries: 'photoId',
  slides: 'slideId',
  partners: 'partnerId',
  enquiries: 'enquiryId',
  industries: 'industryId',
  applications: 'applicationId',
  documents: 'documentId',
};

/** The URL with `:id` naming the fixture's row of that kind, so that a request that got through would really act. */
export function fixtureUrl(url: string, fixture: Fixture): string {
  const revisions = /^\/v1\/admin\/([\w-]+)\/:id\/revisions\/(:revisionId|compare)/.exec(url);
  const revisionId = revisions && fixture.revisionIds[revisions[1] as HistoryCollection];
  const withIds = url.replace(/\/([\w-]+)\/:\w+/g, (_match, resource: string) => {
    if (resource === 'revisions') return `/revisions/${revisionId}`;
    const key = FIXTURE_KEYS[resource] as Exclude<keyof Fixture, 'revisionIds'> | undefined;
    return `/${resource}/${key ? fixture[key] : 1}`;
  });
  // Comparing the fixture row's revision with itself: a read that answers 200.
  return revisions?.[2] === 'compare' ? `${withIds}?from=${revisionId}&to=${revisionId}` : withIds;
}

// Write routes and bodies they accept

export type WriteBody = Record<string, unknown>;

/** What a write body may depend on: the rows it names, the admin's address and a fresh token of a public form. */
export interface WriteContext {
  fixture: Fixture;
  email: string;
  formToken: (form: EnquiryType) => string;
}

export const writeContext = (t: TestApp, fixture: Fixture): WriteContext => ({
  fixture,
  email: t.config.adminEmail,
  formToken: (form) => issueFormToken(t, form),
});

export interface WriteRoute {
  method: 'POST' | 'PUT' | 'PATCH';
  url: string;
  /** A multipart form (with a file under `fileField`) instead of JSON. */
  form: boolean;
  fileField?: string;
  /** What the form's file is: an image (any of the pipeline's formats) or a PDF. */
  fileKind?: 'image' | 'pdf';
  schema: TObject;
  /** A body the route accepts; each attack changes one thing in it. */
  body: (context: WriteContext) => WriteBody;
}

export const writeName = (write: WriteRoute) => `${write.method} ${write.url}`;

const json = (method: WriteRoute['method'], url: string, schema: TObject, body: WriteRoute['body']): WriteRoute => ({
  method,
  url,
  form: false,
  schema,
  body,
});

const form = (
  method: WriteRoute['method'],
  url: string,
  schema: TObject,
  fileField: string,
  body: WriteRoute['body'],
): WriteRoute => ({ method, url, form: true, fileField, fileKind: 'image', schema, body });

const pdfForm = (url: string, schema: TObject, fileField: string, body: WriteRoute['body']): WriteRoute => ({
  method: 'POST',
  url,
  form: true,
  fileField,
  fileKind: 'pdf',
  schema,
  body,
});

const visitor = { name: 'Dewi Lestari', email: 'dewi@example.co.id', language: 'id' };

const newPassword = { password: NEW_PASSWORD, confirm_password: NEW_PASSWORD };
const career = { name: 'Quality Analyst', position: 'Staff', description: 'Lab work.', status: true };
const article = { title: 'Natural colours', content: 'From carrots and beets.', author: 'Lab team' };
const product = ({ fixture }: WriteContext) => ({
  name: 'Sucralose',
  category_id: fixture.categoryId,
  description: 'Heat stable.',
});

const siteSettings = {
  companyName: 'PT Uji Aditif',
  shortName: 'Uji Aditif',
  headOffice: {
    texts: { en: { name: 'Head office', address: 'Jl. Uji No. 1, Jakarta', openingHours: '' } },
    phones: ['+62 21 555 0100'],
    mapUrl: '',
  },
  branches: [],
  emails: { general: '', sales: 'sales@example.com', recruiting: '' },
  whatsapp: '',
  social: [],
};
const aboutPage = {
  texts: { en: { intro: 'Who we are.', vision: 'Trusted.', mission: 'Safe products.' } },
  milestones: [],
};
const homePage = {
  texts: { en: { heroTitle: 'Welcome', heroText: '', whyLead: '', industriesLead: '', figuresLead: '' } },
  reasons: [],
  industries: [],
  figures: [],
};

/** Every JSON and multipart write of the API with a body it accepts (the suites check both against the app). */
export const WRITE_ROUTES: WriteRoute[] = [
  json('POST', '/v1/auth/login', LoginBody, () => ({ username: TEST_ADMIN_USERNAME, password: TEST_ADMIN_PASSWORD })),
  json('POST', '/v1/auth/check-email', CheckEmailBody, ({ email }) => ({ email, language: 'en' })),
  json('POST', '/v1/auth/reset-password', ResetPasswordWithCodeBody, ({ email }) => ({
    email,
    code: '123456',
    ...newPassword,
  })),
  json('POST', '/v1/admin/careers', CareerCreateBody, () => career),
  json('PUT', '/v1/admin/careers/:id', CareerUpdateBody, () => ({ ...career, status: false })),
  json('PUT', '/v1/admin/careers/:id/changes', CareerUpdateBody, () => ({ ...career, status: false })),
  json('POST', '/v1/admin/auth/send-code', SendCodeBody, () => ({ language: 'id' })),
  json('POST', '/v1/admin/auth/change-password-with-code', ChangePasswordWithCodeBody, () => ({
    code: '123456',
    ...newPassword,
  })),
  json('POST', '/v1/admin/users/reset-password', ChangeOwnPasswordBody, () => ({
    username: TEST_ADMIN_USERNAME,
    current_password: TEST_ADMIN_PASSWORD,
    ...newPassword,
  })),
  form('POST', '/v1/admin/categories', CategoryFields, CATEGORY_IMAGE_FIELD, () => ({
    name: 'Gums',
    description: 'Thick.',
  })),
  form('PUT', '/v1/admin/categories/:id', CategoryFields, CATEGORY_IMAGE_FIELD, () => ({
    name: 'Syrups',
    description: '',
  })),
  form('PUT', '/v1/admin/categories/:id/changes', CategoryFields, CATEGORY_IMAGE_FIELD, () => ({
    name: 'Syrups',
    description: '',
  })),
  form('POST', '/v1/admin/products', ProductFields, PRODUCT_IMAGE_FIELD, product),
  form('PUT', '/v1/admin/products/:id', ProductFields, PRODUCT_IMAGE_FIELD, product),
  form('PUT', '/v1/admin/products/:id/changes', ProductFields, PRODUCT_IMAGE_FIELD, product),
  form('POST', '/v1/admin/articles', ArticleFields, ARTICLE_IMAGE_FIELD, () => article),
  form('PUT', '/v1/admin/articles/:id', ArticleFields, ARTICLE_IMAGE_FIELD, () => article),
  form('PUT', '/v1/admin/articles/:id/changes', ArticleFields, ARTICLE_IMAGE_FIELD, () => article),
  form('POST', '/v1/admin/galleries', GalleryFields, GALLERY_IMAGE_FIELD, () => ({ name: 'Laboratory' })),
  form('PUT', '/v1/admin/galleries/:id', GalleryFields, GALLERY_IMAGE_FIELD, () => ({ name: 'Laboratory' })),
  form('PUT', '/v1/admin/galleries/:id/changes', GalleryFields, GALLERY_IMAGE_FIELD, () => ({ name: 'Laboratory' })),
  json('PUT', '/v1/admin/site-settings', SiteSettingsDocument, () => siteSettings),
  json('PUT', '/v1/admin/about', AboutDocument, () => aboutPage),
  json('PUT', '/v1/admin/home-page', HomePageDocument, () => homePage),
  form('POST', '/v1/admin/slides', SlideFields, SLIDE_IMAGE_FIELD, () => ({ title: 'Service', alt_text: 'Our team' })),
  form('PUT', '/v1/admin/slides/:id', SlideFields, SLIDE_IMAGE_FIELD, () => ({
    title: 'Service',
    alt_text: 'Our team',
  })),
  form('PUT', '/v1/admin/slides/:id/changes', SlideFields, SLIDE_IMAGE_FIELD, () => ({
    title: 'Service',
    alt_text: 'Our team',
  })),
  json('PUT', '/v1/admin/slides/order', OrderBody, ({ fixture }) => ({ ids: [fixture.slideId] })),
  form('POST', '/v1/admin/partners', PartnerFields, PARTNER_IMAGE_FIELD, () => ({ name: 'Cargill', link: '' })),
  form('PUT', '/v1/admin/partners/:id', PartnerFields, PARTNER_IMAGE_FIELD, () => ({ name: 'Cargill', link: '' })),
  form('PUT', '/v1/admin/partners/:id/changes', PartnerFields, PARTNER_IMAGE_FIELD, () => ({
    name: 'Cargill',
    link: '',
  })),
  json('PUT', '/v1/admin/partners/order', OrderBody, ({ fixture }) => ({ ids: [fixture.partnerId] })),
  pdfForm('/v1/admin/products/:id/documents', DocumentUploadFields, DOCUMENT_FILE_FIELD, () => ({
    kind: 'sds',
    language: 'id',
    name: 'Lembar Data Keselamatan',
    on_request: true,
  })),
  json('PATCH', '/v1/admin/products/:id/documents/:documentId', DocumentChanges, () => ({
    name: 'Technical data sheet',
    on_request: true,
  })),
  ...Object.keys(HISTORY_COLLECTIONS).map((collection) =>
    json('POST', `/v1/admin/trash/${collection}/:id/restore`, TrashRestoreBody, () => ({ name: 'Restored' })),
  ),
  json('POST', '/v1/admin/industries', TermFields, () => ({ name: 'Bakery' })),
  json('PUT', '/v1/admin/industries/:id', TermFields, () => ({ name: 'Dairy' })),
  json('POST', '/v1/admin/applications', TermFields, () => ({ name: 'Thickening' })),
  json('PUT', '/v1/admin/applications/:id', TermFields, () => ({ name: 'Gelling' })),
  json('POST', '/v1/enquiries/contact', ContactEnquiryBody, ({ formToken }) => ({
    ...visitor,
    company: 'PT Roti Sehat',
    message: 'Please call me about sweeteners.',
    formToken: formToken('contact'),
  })),
  json('POST', '/v1/enquiries/quote', QuoteEnquiryBody, ({ fixture, formToken }) => ({
    ...visitor,
    company: 'PT Roti Sehat',
    requiredDate: '2030-01-31',
    items: [{ productId: fixture.productId, quantity: 25, unit: 'kg', sample: true }],
    formToken: formToken('quote'),
  })),
  pdfForm('/v1/careers/:id/applications', ApplicationFields, APPLICATION_CV_FIELD, ({ formToken }) => ({
    ...visitor,
    phone: '+62 812 3456 7890',
    letter: 'I would like to join the sales team.',
    formToken: formToken('application'),
  })),
  json('PATCH', '/v1/admin/enquiries/:id', EnquiryUpdateBody, () => ({ status: 'in_progress', note: 'Called back.' })),
  json('POST', '/v1/admin/users/invitations', InvitationBody, () => ({
    name: 'Rina Putri',
    email: 'rina.putri@example.com',
    role: 'recruiter',
    language: 'id',
  })),
  json('PATCH', '/v1/admin/users/:id', StaffUserChanges, () => ({ role: 'editor' })),
  json('POST', '/v1/admin/users/:id/invitation', ResendInvitationBody, () => ({ language: 'id' })),
  json('POST', '/v1/auth/accept-invitation', AcceptInvitationBody, () => ({
    token: 'not-a-real-link',
    ...newPassword,
  })),
  json('POST', '/v1/auth/login/two-step', TwoStepLoginBody, () => ({ challenge: 'not-a-challenge', code: '123456' })),
  json('PUT', '/v1/admin/users/two-step-policy', TwoStepPolicyBody, () => ({ required: 'nobody' })),
  json('PATCH', '/v1/admin/profile', ProfileChanges, () => ({ name: 'Budi Santoso', language: 'id' })),
  json('POST', '/v1/admin/profile/two-step/confirm', TwoStepCodeBody, () => ({ code: '123456' })),
  json('POST', '/v1/admin/profile/two-step/disable', TwoStepCodeBody, () => ({ code: '123456' })),
  json('POST', '/v1/admin/profile/two-step/recovery-codes', TwoStepCodeBody, () => ({ code: 'abcde-fghij' })),
];

/** POST routes that take no body at all; each acts on the row its URL names. */
export const BODYLESS_WRITES: Route[] = [
  { method: 'POST', url: '/v1/admin/enquiries/:id/resend' },
  { method: 'POST', url: '/v1/admin/profile/two-step/setup' },
  { method: 'POST', url: '/v1/admin/profile/sessions/sign-out-others' },
  { method: 'POST', url: '/v1/admin/auth/sign-out' },
  ...Object.keys(HISTORY_COLLECTIONS).map((collection) => ({
    method: 'POST',
    url: `/v1/admin/${collection}/:id/revisions/:revisionId/restore`,
  })),
  ...PENDING_COLLECTIONS.map((collection) => ({ method: 'POST', url: `/v1/admin/${collection}/:id/changes/publish` })),
];

/** Whether a route needs a token. */
export const isSignedIn = (url: string) => url.startsWith('/v1/admin/') || SIGNED_IN_ELSEWHERE.includes(url);

interface FieldSchema {
  type?: string;
  maxLength?: number;
  anyOf?: FieldSchema[];
}

const fieldSchemas = (schema: TObject) => Object.entries(schema.properties as Record<string, FieldSchema>);

/** The fields that take text: strings, and unions of string literals (e.g. `language`). */
export const textFields = (schema: TObject): string[] =>
  fieldSchemas(schema)
    .filter(([, field]) => field.type === 'string' || field.anyOf?.every((option) => option.type === 'string'))
    .map(([name]) => name);

/** A value the field refuses as too long: 1,000 characters, or one more than the field takes when that is more. */
export function tooLongFor(schema: TObject, field: string): string {
  const maxLength = (schema.properties[field] as TSchema & FieldSchema).maxLength ?? 0;
  return 'x'.repeat(Math.max(1000, maxLength + 1));
}

let png: Promise<Buffer> | undefined;

export interface SendOptions {
  token?: string;
  /** More headers, e.g. a forged Authorization. */
  headers?: Record<string, string>;
  remoteAddress?: string;
  /** For forms: the file sent (default: a small PNG, or PDF, under the route's own file field; null: none). */
  file?: { field: string; filename: string; data: Buffer } | null;
}

/** Sends `body` to a write route as the route takes it: JSON, or a multipart form with a small PNG or PDF. */
export async function sendWrite(
  t: TestApp,
  write: WriteRoute,
  fixture: Fixture,
  body: Record<string, unknown>,
  { token, headers: extra, remoteAddress, file }: SendOptions = {},
) {
  const url = fixtureUrl(write.url, fixture);
  const auth = { ...(token ? bearer(token) : {}), ...extra };
  if (!write.form) {
    return t.app.inject({ method: write.method, url, payload: body as object, headers: auth, remoteAddress });
  }
  png ??= solidImage('png');
  const defaultFile =
    write.fileKind === 'pdf'
      ? { filename: 'cv.pdf', data: PDF_BYTES, contentType: 'application/pdf' }
      : { filename: 'picture.png', data: await png, contentType: 'image/png' };
  const part = file === null ? undefined : { field: write.fileField!, ...defaultFile, ...file };
  const fields = Object.fromEntries(Object.entries(body).map(([name, value]) => [name, String(value)]));
  const { payload, headers } = multipart(fields, part);
  return t.app.inject({ method: write.method, url, payload, headers: { ...headers, ...auth }, remoteAddress });
}

/** Sends a JSON body exactly as written, for keys that an object literal cannot carry (`__proto__`). */
export function sendRawJson(t: TestApp, write: WriteRoute, fixture: Fixture, raw: string, token?: string) {
  return t.app.inject({
    method: write.method,
    url: fixtureUrl(write.url, fixture),
    payload: raw,
    headers: { 'content-type': 'application/json', ...(token ? bearer(token) : {}) },
  });
}

// The state an attack must leave alone

export interface InstallationState {
  /** Row counts of every table. */
  rows: Record<string, number>;
  /** Every row of every table. */
  contents: Record<string, unknown[]>;
  /** Every file of the installation (data directory: database, uploads, outbox; client directory). */
  files: string[];
}

/** The test installation's own directory: DATA_DIR and CLIENT_DIR live in it (see createTestApp). */
export const installationRoot = (t: TestApp) => path.dirname(t.config.dataDir);

export function installationFiles(t: TestApp): string[] {
  const root = installationRoot(t);
  return fs
    .readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((entry) => fs.statSync(path.join(root, entry)).isFile())
    .map((entry) => entry.split(path.sep).join('/'))
    .sort();
}

/**
 * Spent form tokens are bookkeeping, as a rate limit's counter is: a form refused once its token was checked (a
 * field the parser refuses after the CV) spends the token and stores nothing else.
 */
const BOOKKEEPING_TABLES = new Set<string>(['used_form_tokens']);
/** A session's last sighting moves with any signed-in request, refused or not, once a minute has passed. */
const BOOKKEEPING_COLUMNS: Record<string, string[]> = { staff_sessions: ['last_seen_at'] };

const withoutBookkeeping = (table: string, row: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(row).filter(([column]) => !BOOKKEEPING_COLUMNS[table]?.includes(column)));

export async function installationState(t: TestApp): Promise<InstallationState> {
  const rows: Record<string, number> = {};
  const contents: Record<string, unknown[]> = {};
  for (const table of BACKUP_TABLES.filter((name) => !BOOKKEEPING_TABLES.has(name))) {
    const result = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(t.db.kysely);
    contents[table] = result.rows
      .map((row) => JSON.stringify(withoutBookkeeping(table, row)))
      .sort()
      .map((row) => JSON.parse(row) as unknown);
    rows[table] = result.rows.length;
  }
  return { rows, contents, files: installationFiles(t) };
}

/** Asserts that nothing changed since `before`: no row added, removed or edited, no file written or removed. */
export async function expectUnchanged(t: TestApp, before: InstallationState): Promise<void> {
  const after = await installationState(t);
  expect(after.rows).toEqual(before.rows);
  expect(after.files).toEqual(before.files);
  expect(after.contents).toEqual(before.contents);
}

/** Sends an attack and answers its response once it has checked that the attack changed nothing. */
export async function withoutEffect<T>(t: TestApp, attack: () => Promise<T>): Promise<T> {
  const before = await installationState(t);
  const result = await attack();
  await expectUnchanged(t, before);
  return result;
}

// Tokens

export async function adminId(t: TestApp): Promise<number> {
  const row = await t.db.kysely
    .selectFrom('users')
    .select('id')
    .where('username', '=', TEST_ADMIN_USERNAME)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A new open session of the admin's, for tokens signed by hand (`sid`). */
export async function adminSession(t: TestApp): Promise<number> {
  const expiresAt = new Date(Date.now() + 3_600_000).toISOString();
  return t.app.repos.sessions.start(await adminId(t), { userAgent: 'test', address: '127.0.0.1' }, expiresAt);
}

export const signToken = (claims: Record<string, unknown>, secret = TEST_JWT_SECRET, alg = 'HS256') =>
  new SignJWT(claims).setProtectedHeader({ alg, typ: 'JWT' }).sign(new TextEncoder().encode(secret));

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/** A token assembled by hand: any header, any claims, any signature. */
export const handMadeToken = (header: Record<string, unknown>, claims: Record<string, unknown>, signature = '') =>
  `${base64url(header)}.${base64url(claims)}.${signature}`;

// Answers

export interface OpenApiOperation {
  method: string;
  url: string;
  query: string[];
  /** Property names of the JSON body, when the route takes one. */
  jsonBody?: string[];
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { in: string; name: string }[];
        requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
}

/** The operations of the app's own OpenAPI document, with paths written as the router writes them. */
export function openApiOperations(app: App): OpenApiOperation[] {
  const document = app.swagger() as unknown as OpenApiDocument;
  return Object.entries(document.paths).flatMap(([url, operations]) =>
    Object.entries(operations).map(([method, operation]) => {
      const jsonSchema = operation.requestBody?.content?.['application/json']?.schema;
      return {
        method: method.toUpperCase(),
        url: url.replace(/\{(\w+)\}/g, ':$1'),
        query: (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map(({ name }) => name),
        ...(jsonSchema && { jsonBody: Object.keys(jsonSchema.properties ?? {}) }),
      };
    }),
  );
}

/** The JSON error envelope of DESIGN.md section 4. */
export const errorEnvelope = (code?: string) => ({
  error: true,
  message: expect.any(String),
  code: code ?? expect.any(String),
});
