import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { TSchema } from '@sinclair/typebox';
import { AboutDocument } from '@/common/api/about';
import { Envelope } from '@/common/api/envelope';
import { HomePageDocument } from '@/common/api/home';
import { SiteSettingsDocument } from '@/common/api/site';
import type { SiteDocumentKey, SiteDocuments } from '@/server/repositories/site-documents-repository';
import { siteContent } from '@/server/services/site-content';
import { ok } from '../answers';
import { adminErrors, adminRoute } from '../schemas';

/** Each site document's path under /admin, its schema and the name its answers use. */
const DOCUMENTS: { [K in SiteDocumentKey]: { path: string; schema: TSchema; name: string } } = {
  settings: { path: '/site-settings', schema: SiteSettingsDocument, name: 'Site settings' },
  about: { path: '/about', schema: AboutDocument, name: 'About page' },
  home: { path: '/home-page', schema: HomePageDocument, name: 'Home page' },
};

/** The site's own documents, edited whole: every language in one JSON body, validated against its schema. */
const adminSiteContentRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const content = siteContent(app.repos, app.config.site);

  for (const key of Object.keys(DOCUMENTS) as SiteDocumentKey[]) {
    const { path, schema: document, name } = DOCUMENTS[key];
    const schema = { ...adminRoute, tags: ['admin', 'site content'] };

    app.get(path, { schema: { ...schema, response: { 200: Envelope(document), ...adminErrors } } }, async () =>
      ok(`${name} retrieved`, await content.read(key)),
    );

    app.put(
      path,
      {
        schema: {
          ...schema,
          description: 'The whole document, every language; it replaces the stored one.',
          body: document,
          response: { 200: Envelope(document), ...adminErrors },
        },
      },
      async (request) => {
        await content.write(key, request.body as SiteDocuments[typeof key]);
        return ok(`${name} updated`, await content.read(key));
      },
    );
  }
};

export default adminSiteContentRoutes;
