import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { articlesRepository } from './articles-repository';
import { careersRepository } from './careers-repository';
import { categoriesRepository } from './categories-repository';
import { changeStampRepository } from './change-stamp-repository';
import { dashboardRepository } from './dashboard-repository';
import { galleriesRepository } from './galleries-repository';
import { homeRepository } from './home-repository';
import { loginFailuresRepository } from './login-failures-repository';
import { metaRepository } from './meta-repository';
import { productsRepository } from './products-repository';
import { resetCodesRepository } from './reset-codes-repository';
import { siteImagesRepository } from './site-images-repository';
import { uploadsRepository } from './uploads-repository';
import { usersRepository } from './users-repository';
import { whatsNewRepository } from './whats-new-repository';

export function createRepositories(db: Kysely<Database>) {
  return {
    articles: articlesRepository(db),
    careers: careersRepository(db),
    categories: categoriesRepository(db),
    changeStamp: changeStampRepository(db),
    dashboard: dashboardRepository(db),
    galleries: galleriesRepository(db),
    home: homeRepository(db),
    loginFailures: loginFailuresRepository(db),
    meta: metaRepository(db),
    products: productsRepository(db),
    resetCodes: resetCodesRepository(db),
    siteImages: siteImagesRepository(db),
    uploads: uploadsRepository(db),
    users: usersRepository(db),
    whatsNew: whatsNewRepository(db),
  };
}

export type Repositories = ReturnType<typeof createRepositories>;
