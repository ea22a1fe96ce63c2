import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { negotiateLanguage, type Language } from '@/common/language';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language to answer in: `?lang=`, then the language cookie, then Accept-Language, else English. */
    readonly language: Language;
  }
}

/** The language a request asks for, the way pages and the API both negotiate it (common/language.ts). */
export function languageOfRequest(request: FastifyRequest): Language {
  const lang = (request.query as { lang?: unknown } | undefined)?.lang;
  return negotiateLanguage({
    query: typeof lang === 'string' ? lang : null,
    cookie: request.headers.cookie,
    acceptLanguage: request.headers['accept-language'],
  });
}

/** Gives every request its `language`. */
export default fp(async function language(app: FastifyInstance) {
  app.decorateRequest('language', {
    getter(this: FastifyRequest) {
      return languageOfRequest(this);
    },
  });
});
