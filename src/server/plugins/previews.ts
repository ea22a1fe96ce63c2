import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ArticleFields } from '@/common/api/articles';
import type { CareerUpdateBody } from '@/common/api/careers';
import type { CategoryFields, ProductFields } from '@/common/api/catalogue';
import { COLLECTION_OF_KIND, PREVIEW_HEADER, type PreviewKind } from '@/common/api/previews';
import type { PreviewRead } from '../repositories/pending-changes-repository';
import { resolveJwtSecret } from '../services/auth/tokens';
import { createPreviewLinks, type PreviewCheck, type PreviewLinks } from '../services/preview/preview-links';

/** The form whose fields an item's unpublished changes keep, by kind. */
interface PreviewFields {
  article: ArticleFields;
  product: ProductFields;
  career: CareerUpdateBody;
  category: CategoryFields;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Signs and checks preview links (services/preview/preview-links.ts). */
    previewLinks: PreviewLinks;
    /**
     * How the request may read the item: with a valid preview link of it, whatever its publication and with its
     * unpublished changes laid over it; without one, as visitors read it.
     */
    previewRead: <K extends PreviewKind>(
      request: FastifyRequest,
      kind: K,
      id: number,
    ) => Promise<PreviewRead<PreviewFields[K]>>;
  }
}

/** The preview token of a request: its header (the API) or the `?preview=` of a page. */
export const previewTokenOf = (request: FastifyRequest): string | undefined => {
  const header = request.headers[PREVIEW_HEADER];
  return typeof header === 'string' && header !== '' ? header : undefined;
};

/**
 * Preview links: a signed, expiring token naming one item, with which the item's public page and its API read
 * answer it whatever its publication, with its unpublished changes laid over it. Such answers are never cached (see
 * plugins/http-caching.ts).
 */
export default fp(async function previews(app: FastifyInstance) {
  const links = createPreviewLinks(
    resolveJwtSecret(app.config.jwtSecret, app.config.dataDir),
    app.config.previewLinkTtlMinutes * 60,
  );
  app.decorate('previewLinks', links);
  const grants = async (request: FastifyRequest, kind: PreviewKind, id: number): Promise<boolean> => {
    const token = previewTokenOf(request);
    if (!token) return false;
    const check: PreviewCheck = await links.check(token);
    return check.ok && check.grant.kind === kind && check.grant.id === id;
  };
  app.decorate('previewRead', async <K extends PreviewKind>(request: FastifyRequest, kind: K, id: number) => {
    if (!(await grants(request, kind, id))) return {};
    const changes = await app.repos.pendingChanges.find(COLLECTION_OF_KIND[kind], id);
    if (!changes) return { unpublished: true };
    // The changes' fields were checked against the item's form when they were saved.
    return { unpublished: true, changes: { fields: changes.fields as PreviewFields[K], image: changes.image } };
  });
});
