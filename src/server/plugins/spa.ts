import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { SERVER_STATE_ID, type ApiReader, type RenderedBody } from '@/common/page-render';
import { PREVIEW_HEADER, PREVIEW_PARAMETER, previewPagePath } from '@/common/api/previews';
import type { PostedForm } from '@/common/posted-form';
import { lowerCaseRoutePath, matchRoute, paths } from '@/common/routes';
import { notFound } from '../errors';
import { CONTENT_VARY, prepareCachedReply } from '../services/http-cache/cached-reply';
import { QueueFullError } from '../services/concurrency';
import { encodeFor } from '../services/http-cache/encodings';
import { cachedAnswer, smallestAnswer } from '../services/http-cache/response-cache';
import { loadBodyRenderer } from '../services/seo/body-renderer';
import { escapeScriptJson } from '../services/seo/escape';
import { pageCacheUrl } from '../services/seo/page-cache-url';
import { createPageRenderer } from '../services/seo/page-renderer';
import { chunkScriptsFrom, renderPreloadTags } from '../services/seo/preload';
import { PREVIEW_ROBOTS_META, sendPreview, sendPreviewRefusal } from '../services/seo/preview-page';
import { defaultDocuments, localizeSettings, siteContent } from '../services/site-content';

// The build's .br and .gz twins are as immutable as the file they compress.
const HASHED_ASSET = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|jpe?g|webp|svg)(\.br|\.gz)?$/;

const HTML = 'text/html; charset=utf-8';

/** Public pages are rendered on the server; the back office and sign-in are drawn by the browser. */
function isServerRendered(pathname: string): boolean {
  const area = matchRoute(pathname)?.route.area;
  if (area) return area === 'site';
  return pathname !== paths.admin.dashboard && !pathname.startsWith(`${paths.admin.dashboard}/`);
}

/** The head's share of a server-rendered body: its critical styles and the store the browser hydrates with. */
const bodyHead = (body: RenderedBody) =>
  `${body.styles}\n<script id="${SERVER_STATE_ID}" type="application/json">${escapeScriptJson(body.state)}</script>`;

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and index.html for
 * any other GET (history fallback) with the page's head tags written in (404 for a page showing nothing), in
 * the visitor's language. Public pages come rendered (when the build has its server bundle) and are kept, whole
 * and compressed, with the API's answers while the content stays the same. A page path in the wrong case moves
 * (301) to its lower-case URL.
 * Unknown API or upload paths answer JSON 404, never the page.
 */
export default fp(async function spa(app: FastifyInstance) {
  const root = app.config.clientDir;
  const built = fs.existsSync(path.join(root, 'index.html'));
  const content = siteContent(app.repos, app.config.site);
  const renderPage =
    built &&
    createPageRenderer(fs.readFileSync(path.join(root, 'index.html'), 'utf8'), {
      repos: app.repos,
      publicUrl: app.config.publicUrl,
      siteSettings: content.settings,
      defaultSiteSettings: (language) => localizeSettings(defaultDocuments(app.config.site).settings, language),
    });

  const bodyRenderer = built ? await loadBodyRenderer(app.config.ssrBundle, app.config.renderThreads) : undefined;
  if (bodyRenderer) app.addHook('onClose', bodyRenderer.close);
  const renderBody = bodyRenderer?.render;
  const manifest = path.join(root, 'chunk-groups.json');
  const chunkScripts = chunkScriptsFrom(fs.existsSync(manifest) ? fs.readFileSync(manifest, 'utf8') : undefined);

  // The page's reads go through the API's own routes: the same validation, answers and caching (a preview's
  // reads carry its link, with which they answer the item unpublished and are not cached).
  const readApiWith =
    (headers: Record<string, string> = {}): ApiReader =>
    async (pathAndQuery) => {
      const response = await app.inject({
        method: 'GET',
        url: `/v1${pathAndQuery}`,
        headers: { accept: 'application/json', ...app.pageReadHeaders, ...headers },
      });
      try {
        return { status: response.statusCode, body: response.json() };
      } catch {
        return { status: 500, body: null };
      }
    };
  const readApi = readApiWith();

  if (built) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset.
      preCompressed: true,
      setHeaders(res, filePath) {
        res.setHeader(
          'cache-control',
          HASHED_ASSET.test(filePath) ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
        );
      },
    });
  }

  /**
   * The page at `url` with its head, preloads and (when `rendered`) its markup; cacheable when rendered whole.
   * `postedForm` draws it as the answer to a form posted to it without JavaScript; `previewToken` as its preview
   * link shows it (no script runs on it, so nothing is preloaded).
   */
  const composePage =
    renderPage &&
    (async (
      request: FastifyRequest,
      url: string,
      rendered: boolean,
      { postedForm, previewToken }: { postedForm?: PostedForm; previewToken?: string } = {},
    ) => {
      const language = request.language;
      const drawn = request.method === 'GET' || postedForm !== undefined;
      const reader = previewToken ? readApiWith({ [PREVIEW_HEADER]: previewToken }) : readApi;
      const body =
        rendered && renderBody && drawn
          ? await renderBody({ url, language, readApi: reader, postedForm }).catch((error: unknown) => {
              request.log.error({ err: error }, 'Could not render the page; it goes out for the browser to draw');
              return undefined;
            })
          : undefined;
      const preload = drawn && !previewToken ? renderPreloadTags(url, language, body?.record, chunkScripts) : '';
      const page = await renderPage(url, {
        onError: (error) => request.log.error({ err: error }, 'Could not read the page head'),
        extraHead: [...(body ? [bodyHead(body)] : []), preload, previewToken ? PREVIEW_ROBOTS_META : '']
          .filter(Boolean)
          .join('\n'),
        headers: { cookie: request.headers.cookie, acceptLanguage: request.headers['accept-language'] },
        body: body?.html,
        record: body?.record,
      });
      return { ...page, cacheable: body !== undefined && page.status === 200 && !postedForm && !previewToken };
    });

  app.decorate('postedFormPage', async (request: FastifyRequest, postedForm: PostedForm) => {
    if (!composePage || !renderBody) return undefined;
    const page = await app.admit(request, () => composePage(request, request.url, true, { postedForm }));
    return { status: page.status, html: page.html };
  });

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(v1|uploads)(\/|$|\?)/.test(url);
    const pathname = url.split('?')[0]!;
    if (!isPage) throw notFound(`Route ${request.method} ${pathname}`);
    // One URL per page: the client router, which matches any case, moves there too.
    const lowerCase = lowerCaseRoutePath(pathname);
    if (lowerCase) return reply.redirect(`${lowerCase}${url.slice(pathname.length)}`, 301);
    if (!composePage) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web client is not built yet. Run `npm run build` (or `npm start`, which builds it).');
    }
    const previewToken = new URLSearchParams(url.slice(pathname.length)).get(PREVIEW_PARAMETER);
    if (previewToken !== null && renderBody) {
      const check = await app.previewLinks.check(previewToken);
      if (!check.ok || previewPagePath(check.grant) !== pathname) {
        const reason = check.ok ? 'invalid' : check.reason;
        return sendPreviewRefusal(reply, request.language, reason);
      }
      const page = await app.admit(request, () => composePage(request, pageCacheUrl(url), true, { previewToken }));
      return sendPreview(reply, page);
    }
    const language = request.language;
    const rendered = renderBody !== undefined && isServerRendered(pathname);
    // Read before rendering, so a page rendered meanwhile is filed under a version that a write then outdates.
    const version = rendered ? await app.contentVersion.read() : '';
    // Rendered without the parameters the page does not read, so the cached page never carries a visitor's own.
    const pageUrl = pageCacheUrl(url);
    const cacheKey = `page ${language} ${pageUrl}`;
    const cached = rendered ? app.responseCache.get(cacheKey, version) : undefined;
    if (cached) return reply.send(prepareCachedReply(request, reply, cached));

    const page = await app.admit(request, () => composePage(request, pageUrl, rendered));
    if (page.cacheable) {
      const answer = cachedAnswer(version, page.html, HTML);
      app.responseCache.set(cacheKey, answer);
      // This visitor gets the quick compression; every later one the smallest, made meanwhile off the event loop.
      void smallestAnswer(answer).then(
        (smallest) => app.responseCache.replace(cacheKey, answer, smallest),
        (error: unknown) => {
          if (!(error instanceof QueueFullError))
            request.log.error({ err: error }, 'Could not compress the page further');
        },
      );
      return reply.send(prepareCachedReply(request, reply, answer));
    }
    // Not-found handlers are outside @fastify/compress's reach, and a page with its data inlined is worth it.
    const { body: encoded, encoding } = encodeFor(page.html, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply
      .status(page.status)
      .header('cache-control', 'no-cache')
      .header('vary', CONTENT_VARY)
      .type(HTML)
      .send(encoded);
  });
});
