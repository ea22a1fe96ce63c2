import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/** ISO-8601 text in SQLite, timestamptz in PostgreSQL (parsed back to ISO text); always written as ISO text. */
type Timestamp = ColumnType<string, string, string>;
/** A stored image descriptor (see repositories/image-column.ts), serialised as JSON text. */
type ImageColumn = string | null;
/**
 * Every language but English of a row's texts, as JSON text keyed by language then field (see
 * common/api/translations.ts and repositories/translations.ts); English is in the row's own columns.
 */
type TranslationsColumn = ColumnType<string, string | undefined, string>;

export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  /** Bumped on every password change; a token carrying an older version is refused. */
  token_version: Generated<number>;
  /** Superseded by login_failures (locks per client address); kept so that older backups restore. */
  failed_login_count: Generated<number>;
  /** Superseded by login_failures.locked_until; kept so that older backups restore. */
  locked_until: Timestamp | null;
  /** A StaffRole (src/common/staff-access.ts); checked on every request, so a change takes effect at once. */
  role: Generated<string>;
  /** The name colleagues see (migration 0012); '' for accounts made before it. */
  display_name: Generated<string>;
  /** Set while the account may not sign in; its history stays. */
  deactivated_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  /** The back office's language for this user (migration 0013): 'en' or 'id'; null: as they choose it on the site. */
  language: string | null;
  /** The authenticator's secret (base32) while two-step sign-in is on; null while it is off. */
  two_step_secret: string | null;
  /** A secret being set up: it replaces two_step_secret once a code of it is confirmed. */
  two_step_pending_secret: string | null;
  /** The last time step whose code was accepted: a code of it or of an earlier step is refused (no replay). */
  two_step_last_step: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Single-use recovery codes of two-step sign-in (sha256 of the code; they are random, so no slow hash is needed). */
export interface TwoStepRecoveryCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  used_at: Timestamp | null;
}

/** One signed-in browser: every token names its session, which must still be open when the token is used. */
export interface StaffSessionsTable {
  id: Generated<number>;
  user_id: number;
  user_agent: Generated<string>;
  address: Generated<string>;
  created_at: Timestamp;
  last_seen_at: Timestamp;
  expires_at: Timestamp;
  /** Set when the user signs out (here or from another session), is deactivated or changes their password. */
  ended_at: Timestamp | null;
}

/** Single-use links by which an invited user sets a first password; only the token's hash is kept. */
export interface UserInvitationsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** Failed password checks of one account from one client address, and how long that address must wait. */
export interface LoginFailuresTable {
  user_id: number;
  client_address: string;
  failure_count: number;
  last_failed_at: Timestamp;
  locked_until: Timestamp | null;
}

export interface PasswordResetCodesTable {
  id: Generated<number>;
  user_id: number;
  code_hash: string;
  attempts: Generated<number>;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}

/** Tries of a password code per client address (IPv6 per /64). */
export interface PasswordResetCodeTriesTable {
  code_id: number;
  client_key: string;
  attempts: number;
}

export interface CategoriesTable {
  id: Generated<number>;
  name: string;
  description: string;
  image: ImageColumn;
  translations: TranslationsColumn;
  /** A PublicationState (common/api/publication.ts), migration 0016: visitors read 'published' ones only. */
  state: Generated<string>;
  publish_at: Timestamp | null;
  unpublish_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** Texts that default to '' (a specification field left empty). */
type SpecText = ColumnType<string, string | undefined, string>;

export interface ProductsTable {
  id: Generated<number>;
  category_id: number;
  name: string;
  description: string;
  grade: SpecText;
  appearance: SpecText;
  packaging: SpecText;
  origin: SpecText;
  shelf_life: SpecText;
  storage: SpecText;
  cas_number: SpecText;
  e_number: SpecText;
  inci_name: SpecText;
  /** The partner (maker) the company represents for this product. */
  principal_id: number | null;
  image: ImageColumn;
  translations: TranslationsColumn;
  /** A PublicationState (common/api/publication.ts), migration 0016: visitors read 'published' ones only. */
  state: Generated<string>;
  publish_at: Timestamp | null;
  unpublish_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** One certification of a product; `kind` holds a value of CERTIFICATION_KINDS. */
export interface ProductCertificationsTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  kind: string;
  name: SpecText;
  issuer: SpecText;
  number: SpecText;
  /** YYYY-MM-DD, or null for a certification that does not expire. */
  expires_on: string | null;
}

/** An industry or an application products serve (`kind`: 'industry' or 'application'). */
export interface CatalogueTermsTable {
  id: Generated<number>;
  kind: string;
  name: string;
  translations: TranslationsColumn;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ProductTermsTable {
  product_id: number;
  term_id: number;
}

/** A PDF of a product (TDS, SDS, ...): `file` is the stored name in the documents directory, `name` the download name. */
export interface ProductDocumentsTable {
  id: Generated<number>;
  product_id: number;
  position: number;
  kind: string;
  language: string;
  name: string;
  file: string;
  size: number;
  on_request: ColumnType<boolean | number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface CareersTable {
  id: Generated<number>;
  name: string;
  position: string;
  description: string;
  translations: TranslationsColumn;
  /** A PublicationState (common/api/publication.ts), migration 0016: replacing the active status: visitors read 'published' careers only. */
  state: Generated<string>;
  publish_at: Timestamp | null;
  unpublish_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ArticlesTable {
  id: Generated<number>;
  title: string;
  content: string;
  author: string;
  image: ImageColumn;
  translations: TranslationsColumn;
  /** A PublicationState (common/api/publication.ts), migration 0015: visitors read 'published' articles only. */
  state: Generated<string>;
  /** When a 'scheduled' article is published (the time it was, once it is). */
  publish_at: Timestamp | null;
  /** When a published article goes back to draft on its own. */
  unpublish_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GalleriesTable {
  id: Generated<number>;
  name: string;
  image: string;
  translations: TranslationsColumn;
  /** A PublicationState (common/api/publication.ts), migration 0016: visitors read 'published' ones only. */
  state: Generated<string>;
  publish_at: Timestamp | null;
  unpublish_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The home page's carousel: an image with texts drawn over it. */
export interface SlidesTable {
  id: Generated<number>;
  position: number;
  image: string;
  title: string;
  subtitle: string;
  button_label: string;
  button_link: string;
  alt_text: string;
  translations: TranslationsColumn;
  /** A PublicationState (common/api/publication.ts), migration 0016: visitors read 'published' ones only. */
  state: Generated<string>;
  publish_at: Timestamp | null;
  unpublish_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The makers the company represents, shown as logos. */
export interface PartnersTable {
  id: Generated<number>;
  position: number;
  image: string;
  name: string;
  link: string;
  translations: TranslationsColumn;
  /** A PublicationState (common/api/publication.ts), migration 0016: visitors read 'published' ones only. */
  state: Generated<string>;
  publish_at: Timestamp | null;
  unpublish_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The site's own content, one JSON document per key (see common/api/site-documents.ts). */
export interface SiteDocumentsTable {
  key: string;
  document: string;
  updated_at: Timestamp;
}

/**
 * A contact message, quote request or job application, and how the back office handles it. `type`, `status` and
 * `mail_status` hold the values of common/api/enquiries.ts; `items` is the JSON text of a quote's EnquiryItem[].
 */
export interface EnquiriesTable {
  id: Generated<number>;
  type: string;
  status: ColumnType<string, string | undefined, string>;
  read_at: Timestamp | null;
  name: string;
  company: string | null;
  email: string;
  phone: string | null;
  message: string;
  language: string;
  /** YYYY-MM-DD */
  required_date: string | null;
  items: ColumnType<string, string | undefined, string>;
  career_id: number | null;
  career_name: string | null;
  /** The stored file's name in the CV directory. */
  cv_file: string | null;
  /** The file name the applicant uploaded. */
  cv_name: string | null;
  cv_size: number | null;
  note: ColumnType<string, string | undefined, string>;
  mail_status: ColumnType<string, string | undefined, string>;
  mail_attempts: ColumnType<number, number | undefined, number>;
  mail_error: string | null;
  mailed_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The nonce of each public form token already accepted, kept until the token would have expired anyway. */
export interface UsedFormTokensTable {
  id: string;
  expires_at: Timestamp;
}

export interface AppMetaTable {
  key: string;
  value: string;
}

/** The activity log (migration 0011): every write through the API, with the entity's state after it. */
export interface ActivityTable {
  id: Generated<number>;
  at: Timestamp;
  user_id: number | null;
  username: string | null;
  address: string | null;
  action: string;
  entity: string | null;
  entity_id: number | null;
  entity_name: string | null;
  /** JSON: FieldChange[]. */
  changes: string;
  /** JSON: the entity as the admin API answers it after the change; null after a delete or for a sign-in. */
  snapshot: string | null;
}

/** A published item's unpublished changes (migration 0017), one copy per item. */
export interface PendingChangesTable {
  collection: string;
  item_id: number;
  /** JSON: the fields of the item's form. */
  fields: string;
  /** JSON: the new picture the changes bring (a StoredImage), or null when they keep the item's. */
  image: string | null;
  user_id: number | null;
  username: string | null;
  saved_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  activity: ActivityTable;
  pending_changes: PendingChangesTable;
  user_invitations: UserInvitationsTable;
  two_step_recovery_codes: TwoStepRecoveryCodesTable;
  staff_sessions: StaffSessionsTable;
  password_reset_codes: PasswordResetCodesTable;
  password_reset_code_tries: PasswordResetCodeTriesTable;
  login_failures: LoginFailuresTable;
  categories: CategoriesTable;
  products: ProductsTable;
  product_certifications: ProductCertificationsTable;
  catalogue_terms: CatalogueTermsTable;
  product_terms: ProductTermsTable;
  product_documents: ProductDocumentsTable;
  careers: CareersTable;
  articles: ArticlesTable;
  galleries: GalleriesTable;
  slides: SlidesTable;
  partners: PartnersTable;
  site_documents: SiteDocumentsTable;
  enquiries: EnquiriesTable;
  used_form_tokens: UsedFormTokensTable;
  app_meta: AppMetaTable;
}

export type UserRow = Selectable<UsersTable>;
export type ActivityRow = Selectable<ActivityTable>;
export type CareerRow = Selectable<CareersTable>;
export type NewCareerRow = Insertable<CareersTable>;
export type CareerRowUpdate = Updateable<CareersTable>;
export type EnquiryRow = Selectable<EnquiriesTable>;
export type NewEnquiryRow = Insertable<EnquiriesTable>;
