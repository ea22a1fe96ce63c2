import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PREVIEW_HEADER, type PreviewKind } from '@/common/api/previews';
import { resolveJwtSecret } from '../services/auth/tokens';
import { createPreviewLinks, type PreviewCheck, type PreviewLinks } from '../services/preview/preview-links';

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks preview links (services/preview/preview-links.ts). */
    previewLinks: PreviewLinks;
    /** Whether the request carries a valid preview link of this item, which lets it read the item unpublished. */
    previews: (request: FastifyRequest, kind: PreviewKind, id: number) => Promise<boolean>;
  }
}

/** The preview token of a request: its header (the API) or the `?preview=` of a page. */
export const previewTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[PREVIEW_HEADER];
  return typeof header === 'string' && header !== '' ? header : undefined;
};

/**
 * Preview links: a signed, expiring token naming one item, with which the item's public page and its API read
 * answer it whatever its publication. Such answers are never cached (see plugins/http-caching.ts).
 */
export default fp(async function previews(app: FastifyInstance) {
  const links = createPreviewLinks(
    resolveJwtSecret(app.config.jwtSecret, app.config.dataDir),
    app.config.previewLinkTtlMinutes * 60,
  );
  app.decorate('previewLinks', links);
  app.decorate('previews', async (request: FastifyRequest, kind: PreviewKind, id: number) => {
    const token = previewTokenOf(request);
    if (!token) return false;
    const check: PreviewCheck = await links.check(token);
    return check.ok && check.grant.kind === kind && check.grant.id === id;
  });
});
