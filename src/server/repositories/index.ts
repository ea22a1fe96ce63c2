import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { activityRepository } from './activity-repository';
import { articlesRepository } from './articles-repository';
import { careersRepository } from './careers-repository';
import { catalogueFacetsRepository } from './catalogue-facets';
import { catalogueTermsRepository } from './catalogue-terms-repository';
import { categoriesRepository } from './categories-repository';
import { changeStampRepository } from './change-stamp-repository';
import { dashboardRepository } from './dashboard-repository';
import { enquiriesRepository } from './enquiries-repository';
import { galleryRepository } from './gallery-repository';
import { homeRepository } from './home-repository';
import { invitationsRepository } from './invitations-repository';
import type { ImageUrls } from './image-column';
import { loginFailuresRepository } from './login-failures-repository';
import { metaRepository } from './meta-repository';
import { pendingChangesRepository } from './pending-changes-repository';
import { productDocumentsRepository } from './product-documents-repository';
import { productsRepository } from './products-repository';
import { resetCodesRepository } from './reset-codes-repository';
import { publicationScheduleRepository } from './publication-schedule';
import { searchRepository } from './search/search-repository';
import { sessionsRepository } from './sessions-repository';
import { partnersRepository } from './partners-repository';
import { siteDocumentsRepository } from './site-documents-repository';
import { slidesRepository } from './slides-repository';
import { twoStepRepository } from './two-step-repository';
import { uploadsRepository } from './uploads-repository';
import { usersRepository } from './users-repository';
import { whatsNewRepository } from './whats-new-repository';

/** Every repository on `db`; those that answer images build their URLs with `images`. */
export function createRepositories(db: Kysely<Database>, images: ImageUrls) {
  const { toImageSet } = images;
  const slides = slidesRepository(db, toImageSet);
  const partners = partnersRepository(db, toImageSet);
  return {
    activity: activityRepository(db),
    articles: articlesRepository(db, toImageSet),
    careers: careersRepository(db),
    catalogueFacets: catalogueFacetsRepository(db),
    catalogueTerms: catalogueTermsRepository(db),
    categories: categoriesRepository(db, toImageSet),
    changeStamp: changeStampRepository(db),
    dashboard: dashboardRepository(db, toImageSet),
    enquiries: enquiriesRepository(db),
    gallery: galleryRepository(db, toImageSet),
    home: homeRepository(db, toImageSet, { slides, partners }),
    invitations: invitationsRepository(db),
    loginFailures: loginFailuresRepository(db),
    meta: metaRepository(db),
    partners,
    pendingChanges: pendingChangesRepository(db),
    productDocuments: productDocumentsRepository(db),
    products: productsRepository(db, toImageSet),
    publicationSchedule: publicationScheduleRepository(db),
    resetCodes: resetCodesRepository(db),
    search: searchRepository(db, toImageSet),
    sessions: sessionsRepository(db),
    siteDocuments: siteDocumentsRepository(db),
    slides,
    twoStep: twoStepRepository(db),
    uploads: uploadsRepository(db),
    users: usersRepository(db),
    whatsNew: whatsNewRepository(db, toImageSet),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
