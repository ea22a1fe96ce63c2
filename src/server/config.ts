import path from 'node:path';

export interface RateLimits {
  /** Sign-in attempts per IP address per minute. */
  loginPerIp: number;
  /** Requests per IP per minute on every other auth route and on every admin write. */
  writesPerIp: number;
  /** Requests per IP per minute on each password-reset and password-change route (each sends mail or checks a secret). */
  passwordResetPerIp: number;
  /** Seconds an account waits between two mailed codes, whatever the IP asking (0: no wait). */
  resetCodeResendSeconds: number;
  /** Enquiries (contact, quote, application forms together) per IP per hour. */
  enquiriesPerHour: number;
}

/** What visitors send through the public forms, and how long it is kept. */
export interface EnquirySettings {
  /** Months an enquiry (and its CV) is kept before the retention sweep deletes it. */
  retentionMonths: number;
  /** Seconds a form must have been shown before it is accepted (0: no minimum). */
  minFillSeconds: number;
  /** Seconds to wait before each further attempt to mail an enquiry's notification (the 2nd, the 3rd, …). */
  mailRetrySeconds: number[];
  /** Enquiries all visitors together may send per hour (the forms then answer 429 until the hour has room). */
  maxPerHour: number;
  /** Megabytes of CVs all applicants together may upload per hour. */
  maxCvMbPerHour: number;
}

/** Expensive uncached work (page renders, searches, facets) one client address may have going (see services/admission.ts). */
export interface AdmissionSettings {
  /** Tasks of one client running at once. */
  perClient: number;
  /** Tasks of one client waiting for a turn; one more is refused with 429 at once. */
  waitingPerClient: number;
  /** Milliseconds a task waits for its turn before it is refused with 429. */
  waitMs: number;
}

/** See OpenOptions.sqliteBusyTimeoutMs in db/database.ts. */
export const DEFAULT_SQLITE_BUSY_TIMEOUT_MS = 200;

export interface DatabaseTimeouts {
  /** Milliseconds a statement may run (0: no limit). */
  statementMs: number;
  /** Milliseconds a statement may wait for a lock another session holds (0: no limit). */
  lockMs: number;
  /** Milliseconds a request may wait for a free connection of the pool. */
  poolWaitMs: number;
}

/** An office as the SITE_* variables describe it, in English. */
export interface OfficeDefaults {
  name: string;
  address: string;
  phones: string[];
  openingHours: string;
}

/**
 * The company's identity and contacts as the SITE_* variables give them, in English. They fill the site settings
 * document on the first start only: from then on the back office edits the document, and changing a variable
 * changes nothing on the site (see services/site-content).
 */
export interface SiteDefaults {
  companyName: string;
  shortName: string;
  headOffice: OfficeDefaults;
  branches: OfficeDefaults[];
  emails: { general: string; sales: string; recruiting: string };
  /** International form, digits with an optional leading +. */
  whatsapp: string;
}

export interface Config {
  port: number;
  host: string;
  /**
   * Which peers may name the client in X-Forwarded-For (Fastify's `trustProxy`): by default only a proxy on this
   * machine, so a client talking to the server directly cannot pick its own address and dodge the rate limits.
   */
  trustProxy: boolean | string;
  dataDir: string;
  uploadsDir: string;
  /** Job applicants' CVs: outside the uploads, never served by a static route. */
  cvDir: string;
  /** Products' documents (PDF data sheets, certificates), served only by the API's download routes. */
  documentsDir: string;
  clientDir: string;
  /** The server-rendering bundle the client build writes; public pages go out unrendered when it is absent or ''. */
  ssrBundle: string | undefined;
  /**
   * Threads that render pages, so a render never holds the event loop that answers cached pages and the API;
   * 0 renders on the event loop itself (the tests, which render the client's source rather than a built bundle).
   */
  renderThreads: number;
  /** `postgres://…` for PostgreSQL; otherwise the path of the SQLite file. */
  databaseUrl: string;
  /**
   * Seconds a client may take to send a whole request, body included (a 10 MB upload from a slow phone), and to send
   * its headers: a client that trickles its request is cut off after them (408 or a closed connection).
   */
  requestTimeoutSeconds: number;
  headersTimeoutSeconds: number;
  /** Open connections one client address may hold (0: no cap); connections from a trusted proxy are not capped. */
  connectionsPerClient: number;
  /** Seconds an idle keep-alive connection stays open. */
  keepAliveTimeoutSeconds: number;
  admission: AdmissionSettings;
  /** Milliseconds a SQLite write waits for another process's lock (the whole process waits with it) before a 503. */
  sqliteBusyTimeoutMs: number;
  /** PostgreSQL waits, each answered 503 DATABASE_BUSY when it runs out (see OpenOptions in db/database.ts). */
  databaseTimeouts: DatabaseTimeouts;
  /** Milliseconds a Redis command may take before Redis counts as not answering (the limits are then counted here). */
  redisCommandTimeoutMs: number;
  adminUsername: string;
  adminEmail: string;
  adminPassword: string | undefined;
  jwtSecret: string | undefined;
  tokenTtlSeconds: number;
  redisUrl: string | undefined;
  /** Outgoing mail goes through this SMTP server; unset: written as .eml files into DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Absolute base URL of the site without trailing slash, for links in mail and SEO tags (canonical, sitemap). */
  publicUrl: string;
  logLevel: string;
  seedDemo: boolean;
  rateLimits: RateLimits;
  enquiries: EnquirySettings;
  /** Months the activity log keeps a record (AUDIT_RETENTION_MONTHS), swept with the enquiries. */
  auditRetentionMonths: number;
  /** Each item's revisions: the newest `kept` (REVISIONS_KEPT), none older than `retentionMonths`. */
  revisions: { kept: number; retentionMonths: number };
  /** Days a deleted item stays in the trash before the sweep removes it for good (TRASH_RETENTION_DAYS). */
  trashRetentionDays: number;
  /** Minutes a preview link of an unpublished item stays valid (PREVIEW_LINK_TTL_MINUTES). */
  previewLinkTtlMinutes: number;
  /** First-start values of the site settings document (and the company name in mail). */
  site: SiteDefaults;
}

type Env = Record<string, string | undefined>;

export class ConfigError extends Error {}

function integer(env: Env, name: string, fallback: number, min = 0): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min)
    throw new ConfigError(`${name} must be an integer >= ${min}, got "${raw}"`);
  return value;
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw.toLowerCase())) return true;
  if (['0', 'false', 'no', 'off'].includes(raw.toLowerCase())) return false;
  throw new ConfigError(`${name} must be true or false, got "${raw}"`);
}

function text(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  return raw ? raw : fallback;
}

function baseUrl(env: Env, name: string, fallback: string): string {
  const value = text(env, name, fallback).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(value)) {
    throw new ConfigError(`${name} must be an absolute http(s) URL without query, got "${value}"`);
  }
  return value;
}

function seconds(env: Env, name: string, fallback: string): number[] {
  const raw = text(env, name, fallback);
  const values = raw.split(',').map((part) => part.trim());
  if (!values.every((value) => /^\d+$/.test(value))) {
    throw new ConfigError(`${name} must be whole seconds separated by commas (e.g. "10,60,300"), got "${raw}"`);
  }
  return values.map(Number);
}

function trustProxy(env: Env): boolean | string {
  const raw = text(env, 'TRUST_PROXY', 'loopback');
  if (['true', 'false'].includes(raw.toLowerCase())) return raw.toLowerCase() === 'true';
  return raw;
}

function list(env: Env, name: string, fallback: string[]): string[] {
  const raw = env[name]?.trim();
  return raw
    ? raw
        .split(';')
        .map((item) => item.trim())
        .filter(Boolean)
    : fallback;
}

export const DEFAULT_OPENING_HOURS = 'Monday–Friday 08:00–17:00';

function siteDefaults(env: Env): SiteDefaults {
  const openingHours = text(env, 'SITE_OPENING_HOURS', DEFAULT_OPENING_HOURS);
  return {
    companyName: text(env, 'SITE_COMPANY_NAME', 'PT Sinar Aditif Nusantara'),
    shortName: text(env, 'SITE_SHORT_NAME', 'Sinar Aditif'),
    headOffice: {
      name: text(env, 'SITE_HEAD_OFFICE_NAME', 'Head Office Jakarta'),
      address: text(
        env,
        'SITE_HEAD_OFFICE_ADDRESS',
        'Jl. Industri Raya No. 18, Kawasan Pulogadung, Jakarta Timur 13920',
      ),
      phones: list(env, 'SITE_HEAD_OFFICE_PHONES', ['+62 21 460 1800', '+62 21 460 1801']),
      openingHours,
    },
    branches: [
      {
        name: text(env, 'SITE_BRANCH_NAME', 'Semarang Branch'),
        address: text(env, 'SITE_BRANCH_ADDRESS', 'Jl. Majapahit No. 245, Pedurungan, Semarang 50192'),
        phones: list(env, 'SITE_BRANCH_PHONES', ['+62 24 671 2040']),
        openingHours,
      },
    ],
    emails: {
      general: text(env, 'SITE_EMAIL_GENERAL', 'info@sinaraditif.co.id'),
      sales: text(env, 'SITE_EMAIL_SALES', 'sales@sinaraditif.co.id'),
      recruiting: text(env, 'SITE_EMAIL_RECRUITING', 'hrd@sinaraditif.co.id'),
    },
    whatsapp: text(env, 'SITE_WHATSAPP', '+6281100001800'),
  };
}

/** Reads the configuration from `env`; every default is the embedded, zero-setup one. */
export function loadConfig(env: Env = process.env): Config {
  const dataDir = path.resolve(text(env, 'DATA_DIR', 'data'));
  const port = integer(env, 'PORT', 3000);
  const databaseUrl = text(env, 'DATABASE_URL', path.join(dataDir, 'app.db'));
  return {
    port,
    host: text(env, 'HOST', '0.0.0.0'),
    trustProxy: trustProxy(env),
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    cvDir: path.join(dataDir, 'private', 'cv'),
    documentsDir: path.join(dataDir, 'documents'),
    clientDir: path.resolve(text(env, 'CLIENT_DIR', path.join('dist', 'client'))),
    ssrBundle:
      env.SSR_BUNDLE === '' ? undefined : path.resolve(text(env, 'SSR_BUNDLE', path.join('dist', 'ssr', 'render.js'))),
    renderThreads: integer(env, 'RENDER_THREADS', 1),
    databaseUrl,
    requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS', 120, 1),
    headersTimeoutSeconds: integer(env, 'HEADERS_TIMEOUT_SECONDS', 20, 1),
    connectionsPerClient: integer(env, 'MAX_CONNECTIONS_PER_CLIENT', 256),
    keepAliveTimeoutSeconds: integer(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 10, 1),
    admission: {
      perClient: integer(env, 'ADMISSION_PER_CLIENT', 2, 1),
      waitingPerClient: integer(env, 'ADMISSION_WAITING_PER_CLIENT', 8),
      waitMs: integer(env, 'ADMISSION_WAIT_MS', 1000),
    },
    sqliteBusyTimeoutMs: integer(env, 'SQLITE_BUSY_TIMEOUT_MS', DEFAULT_SQLITE_BUSY_TIMEOUT_MS),
    databaseTimeouts: {
      statementMs: integer(env, 'DATABASE_STATEMENT_TIMEOUT_MS', 10_000),
      lockMs: integer(env, 'DATABASE_LOCK_TIMEOUT_MS', 2000),
      poolWaitMs: integer(env, 'DATABASE_POOL_TIMEOUT_MS', 2000, 1),
    },
    redisCommandTimeoutMs: integer(env, 'REDIS_COMMAND_TIMEOUT_MS', 100, 1),
    adminUsername: text(env, 'ADMIN_USERNAME', 'admin'),
    adminEmail: text(env, 'ADMIN_EMAIL', 'admin@sinaraditif.co.id'),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    jwtSecret: env.JWT_SECRET || undefined,
    tokenTtlSeconds: integer(env, 'TOKEN_TTL_SECONDS', 8 * 60 * 60, 60),
    redisUrl: env.REDIS_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: text(env, 'MAIL_FROM', 'no-reply@sinaraditif.co.id'),
    publicUrl: baseUrl(env, 'PUBLIC_URL', `http://localhost:${port}`),
    logLevel: text(env, 'LOG_LEVEL', 'info'),
    seedDemo: flag(env, 'SEED_DEMO', true),
    rateLimits: {
      loginPerIp: integer(env, 'RATE_LIMIT_LOGIN_PER_MINUTE', 20, 1),
      writesPerIp: integer(env, 'RATE_LIMIT_WRITES_PER_MINUTE', 120, 1),
      passwordResetPerIp: integer(env, 'RATE_LIMIT_PASSWORD_RESET_PER_MINUTE', 10, 1),
      resetCodeResendSeconds: integer(env, 'RESET_CODE_RESEND_SECONDS', 60),
      enquiriesPerHour: integer(env, 'RATE_LIMIT_ENQUIRIES_PER_HOUR', 20, 1),
    },
    enquiries: {
      retentionMonths: integer(env, 'ENQUIRY_RETENTION_MONTHS', 24, 1),
      minFillSeconds: integer(env, 'ENQUIRY_MIN_FILL_SECONDS', 3),
      mailRetrySeconds: seconds(env, 'MAIL_RETRY_SECONDS', '10,60,300'),
      maxPerHour: integer(env, 'ENQUIRIES_MAX_PER_HOUR', 100, 1),
      maxCvMbPerHour: integer(env, 'ENQUIRY_CV_MB_MAX_PER_HOUR', 100, 1),
    },
    auditRetentionMonths: integer(env, 'AUDIT_RETENTION_MONTHS', 24, 1),
    revisions: {
      kept: integer(env, 'REVISIONS_KEPT', 50, 1),
      retentionMonths: integer(env, 'REVISIONS_RETENTION_MONTHS', 12, 1),
    },
    trashRetentionDays: integer(env, 'TRASH_RETENTION_DAYS', 30, 1),
    previewLinkTtlMinutes: integer(env, 'PREVIEW_LINK_TTL_MINUTES', 60, 1),
    site: siteDefaults(env),
  };
}

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}
