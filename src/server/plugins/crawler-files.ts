import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { renderRobots, SITEMAP_PATH } from '../services/seo/robots';
import { renderSitemap } from '../services/seo/render-sitemap';
import { collectSitemapEntries } from '../services/seo/sitemap-entries';

/** Crawlers may reuse these for a few minutes; content changes show up soon enough. */
const BRIEF_CACHE = 'public, max-age=300';

/** /robots.txt and /sitemap.xml for search engines. */
export default fp(async function crawlerFiles(app: FastifyInstance) {
  const { publicUrl } = app.config;

  app.get('/robots.txt', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', BRIEF_CACHE).send(renderRobots(publicUrl)),
  );

  app.get(SITEMAP_PATH, { schema: { hide: true } }, async (_request, reply) => {
    const xml = renderSitemap(publicUrl, await collectSitemapEntries(app.repos));
    return reply.type('application/xml; charset=utf-8').header('cache-control', BRIEF_CACHE).send(xml);
  });
});
