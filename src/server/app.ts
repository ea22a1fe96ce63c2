import Fastify, { type FastifyError, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import type { ErrorBody } from '../common/api/envelope';
import type { Config } from './config';
import { openDatabase, servingOptions, type Db } from './db/database';
import { codeOfStatus } from './errors';
import admissionPlugin from './plugins/admission';
import authPlugin from './plugins/auth';
import crawlerFilesPlugin from './plugins/crawler-files';
import dbPlugin from './plugins/db';
import enquiriesPlugin from './plugins/enquiries';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
import httpCachingPlugin from './plugins/http-caching';
import jobsPlugin from './plugins/jobs';
import publishingPlugin from './plugins/publishing';
import previewsPlugin from './plugins/previews';
import languagePlugin from './plugins/language';
import mailerPlugin from './plugins/mailer';
import multipartPlugin from './plugins/multipart';
import resetCodesPlugin from './plugins/reset-codes';
import securityPlugin from './plugins/security';
import spaPlugin from './plugins/spa';
import uploadsPlugin from './plugins/uploads';
import validationPlugin from './plugins/validation';
import { apiRoutes } from './routes';
import formPostsPlugin from './routes/form-posts';
import { capConnectionsPerClient } from './services/connection-cap';
import { createPdfFiles } from './services/files/pdf-files';
import { createImageService } from './services/images';
import { serializeRequest } from './services/request-log';
import { trustedProxies } from './services/trusted-proxies';
import './types';

export interface BuildOptions {
  /** An open, migrated database; when absent one is opened from `config.databaseUrl` and closed with the app. */
  db?: Db;
  logger?: FastifyServerOptions['logger'];
}

const REDACT = ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'];

/** The request log keeps no secrets and no query values (see services/request-log.ts), whoever sets the level. */
function loggerOptions(config: Config, given: BuildOptions['logger']): FastifyServerOptions['logger'] {
  const safe = { redact: REDACT, serializers: { req: serializeRequest } };
  if (given === undefined || given === true) return { level: config.logLevel, ...safe };
  return given && typeof given === 'object' ? { ...safe, ...given } : given;
}

/** A URL that cannot be decoded (a lone '%') fails before routing, where setErrorHandler never sees it. */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const body: ErrorBody = { error: true, message: error.message, code: codeOfStatus(error.statusCode ?? 400) };
  void reply
    .status(error.statusCode ?? 400)
    .header('x-content-type-options', 'nosniff')
    .send(body);
}

/**
 * How long a client may take to send a request (Node's `requestTimeout` and `headersTimeout`, which cannot be longer).
 * Node checks them every `connectionsCheckingInterval` (30 s by default): check often enough that a short limit holds.
 */
function requestTimeouts(config: Config) {
  const requestTimeout = config.requestTimeoutSeconds * 1000;
  const headersTimeout = Math.min(config.headersTimeoutSeconds * 1000, requestTimeout);
  return {
    requestTimeout,
    http: { headersTimeout, connectionsCheckingInterval: Math.min(30_000, Math.max(250, headersTimeout / 4)) },
  };
}

/** Plugins, then routes, then the SPA (DESIGN.md section 3). */
export async function buildApp(config: Config, options: BuildOptions = {}) {
  const app = Fastify({
    logger: loggerOptions(config, options.logger),
    bodyLimit: 1024 * 1024,
    trustProxy: config.trustProxy,
    onProtoPoisoning: 'error',
    onConstructorPoisoning: 'error',
    forceCloseConnections: 'idle',
    keepAliveTimeout: config.keepAliveTimeoutSeconds * 1000,
    frameworkErrors: answerFrameworkError,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    ...requestTimeouts(config),
  });
  capConnectionsPerClient(app.server, config.connectionsPerClient, trustedProxies(config.trustProxy));
  app.decorate('config', config);
  app.decorate('images', createImageService(config.uploadsDir));
  app.decorate('documentFiles', createPdfFiles(config.documentsDir));

  await app.register(errorsPlugin);
  await app.register(validationPlugin);
  await app.register(dbPlugin, {
    db: options.db ?? openDatabase(config.databaseUrl, servingOptions(config)),
    ownsDb: !options.db,
  });
  await app.register(jobsPlugin);
  await app.register(publishingPlugin);
  await app.register(previewsPlugin);
  await app.register(languagePlugin);
  await app.register(securityPlugin);
  await app.register(httpCachingPlugin);
  await app.register(admissionPlugin);
  await app.register(multipartPlugin);
  await app.register(authPlugin);
  await app.register(mailerPlugin);
  await app.register(resetCodesPlugin);
  await app.register(enquiriesPlugin);
  await app.register(docsPlugin);
  await app.register(uploadsPlugin);
  await app.register(apiRoutes, { prefix: '/v1' });
  await app.register(crawlerFilesPlugin);
  await app.register(spaPlugin);
  await app.register(formPostsPlugin);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
