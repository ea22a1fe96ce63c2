import type { PostedForm } from '../common/posted-form';
import type { Config } from './config';
import type { JobRunner } from './services/jobs/job-runner';
import type { Db } from './db/database';
import type { Repositories } from './repositories';
import type { CvFiles } from './services/enquiries/cv-files';
import type { FormGuard } from './services/enquiries/form-guard';
import type { EnquiryNotifier } from './services/enquiries/notifier';
import type { SubmissionServices } from './services/enquiries/submissions';
import type { PdfFiles } from './services/files/pdf-files';
import type { ImageService } from './services/images';
import type { Mailer } from './services/mail/mailer';
import type { ResponseCache } from './services/http-cache/response-cache';
import type { ContentVersion } from './services/http-cache/content-version';
import type { RedisConnection } from './services/rate-limit/redis-connection';
import type { AnonymousResetCodes } from './services/auth/reset-code-mail';
import type { ResetCodeService } from './services/auth/reset-codes';
import type { TokenService } from './services/auth/tokens';
import type { SessionService } from './services/auth/sessions';

export interface SignedInUser {
  id: number;
  username: string;
  /** As stored now, not as the token says: a role change takes effect on the next request. */
  role: string;
  /** The server-side session of the request's token. */
  sessionId: number;
  /** The site requires two-step sign-in of this user, who has not set it up: only their own account is open. */
  twoStepSetupRequired: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    repos: Repositories;
    tokens: TokenService;
    /** Opens server-side sessions (services/auth/sessions.ts). */
    sessions: SessionService;
    images: ImageService;
    /** Products' documents (PDFs), outside the uploads. */
    documentFiles: PdfFiles;
    mailer: Mailer;
    resetCodes: ResetCodeService;
    /** Code requests by e-mail address, handled after the answer so it tells nothing about the address. */
    anonymousResetCodes: AnonymousResetCodes;
    /** onRequest hook: 401 unless the request carries a valid, unrevoked bearer token. */
    authenticate: (request: FastifyRequest) => Promise<void>;
    /** The public answers kept in this process (see plugins/http-caching.ts). */
    responseCache: ResponseCache;
    /** The content's change stamp, read once per event-loop turn (see services/http-cache/content-version.ts). */
    contentVersion: ContentVersion;
    /** The Redis shared by all processes, when REDIS_URL is set. */
    redis: RedisConnection | undefined;
    /** Limits writes per client IP (shared across processes when Redis is configured). */
    limitWrites: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Limits the enquiry forms (contact, quote, application counted together) per client IP. */
    limitEnquiries: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Form tokens (one form of one kind, once) and the honeypot of the public forms. */
    formGuard: FormGuard;
    /** Applicants' CVs, outside the uploads. */
    cvFiles: CvFiles;
    /** The staff's notification mail of each enquiry, with retries. */
    enquiryMail: EnquiryNotifier;
    /** What storing an accepted enquiry needs (see acceptEnquiry), for every route that takes the public forms. */
    enquirySubmissions: SubmissionServices;
    /** The job runner: mail retries, maintenance and publishing, one process per job (see plugins/jobs.ts). */
    jobs: JobRunner;
    /**
     * The public page at the request's URL, drawn with the outcome of a form posted to it without JavaScript (never
     * cached); undefined when the build has no server renderer (see plugins/spa.ts).
     */
    postedFormPage: (
      request: FastifyRequest,
      postedForm: PostedForm,
    ) => Promise<{ status: number; html: string } | undefined>;
  }
  interface FastifyRequest {
    user?: SignedInUser;
  }
}
