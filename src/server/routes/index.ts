import type { FastifyInstance } from 'fastify';
import adminActivity from './admin/activity';
import adminRevisions from './admin/revisions';
import adminTrash from './admin/trash';
import adminArticles from './admin/articles';
import adminCareers from './admin/careers';
import { APPLICATION_ROUTES, catalogueTermsRoutes, INDUSTRY_ROUTES } from './admin/catalogue-terms';
import adminCategories from './admin/categories';
import adminDashboard from './admin/dashboard';
import adminEnquiries from './admin/enquiries';
import adminGallery from './admin/gallery';
import adminPartners from './admin/partners';
import adminPassword from './admin/password';
import adminPendingChanges from './admin/pending-changes';
import adminPreviews from './admin/previews';
import adminProductDocuments from './admin/product-documents';
import adminProducts from './admin/products';
import adminProfile from './admin/profile';
import adminSiteContent from './admin/site-content';
import adminSlides from './admin/slides';
import adminUsers from './admin/users';
import auth from './auth';
import invitations from './invitations';
import passwordReset from './password-reset';
import { recordActivity } from './activity-recording';
import { enforceStaffAccess } from './staff-access';
import about from './public/about';
import publicArticles from './public/articles';
import publicCareers from './public/careers';
import catalogue from './public/catalogue';
import publicEnquiries from './public/enquiries';
import publicGallery from './public/gallery';
import productDocuments from './public/product-documents';
import home from './public/home';
import siteSearch from './public/search';
import site from './public/site';
import whatsNew from './public/whats-new';

/**
 * Every API route, under /v1; everything under /v1/admin requires a signed-in user whose role allows it
 * (src/common/staff-access.ts).
 */
export async function apiRoutes(app: FastifyInstance) {
  await app.register(site);
  await app.register(auth);
  await app.register(passwordReset);
  await app.register(invitations);
  await app.register(publicCareers);
  await app.register(catalogue);
  await app.register(productDocuments);
  await app.register(publicArticles);
  await app.register(publicGallery);
  await app.register(home);
  await app.register(about);
  await app.register(whatsNew);
  await app.register(siteSearch);
  await app.register(publicEnquiries);
  await app.register(
    async (admin) => {
      admin.addHook('onRequest', admin.authenticate);
      enforceStaffAccess(admin);
      recordActivity(admin);
      admin.addHook('onRequest', admin.limitWrites);
      await admin.register(adminDashboard);
      await admin.register(adminCareers);
      await admin.register(adminProducts);
      await admin.register(adminProductDocuments);
      await admin.register(catalogueTermsRoutes(INDUSTRY_ROUTES));
      await admin.register(catalogueTermsRoutes(APPLICATION_ROUTES));
      await admin.register(adminCategories);
      await admin.register(adminArticles);
      await admin.register(adminGallery);
      await admin.register(adminSiteContent);
      await admin.register(adminSlides);
      await admin.register(adminPartners);
      await admin.register(adminEnquiries);
      await admin.register(adminPassword);
      await admin.register(adminActivity);
      await admin.register(adminRevisions);
      await admin.register(adminPreviews);
      await admin.register(adminPendingChanges);
      await admin.register(adminTrash);
      await admin.register(adminUsers);
      await admin.register(adminProfile);
    },
    { prefix: '/admin' },
  );
}
