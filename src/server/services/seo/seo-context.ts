import type { SiteSettings } from '../../../common/api/site';
import type { Repositories } from '../../repositories';
import type { ToImageSet } from '../../repositories/image-column';

/** What the resolvers read: the data, how image URLs are built, the company and the site's absolute base. */
export interface SeoContext {
  repos: Repositories;
  toImageSet: ToImageSet;
  site: SiteSettings;
  /** Absolute, without trailing slash. */
  publicUrl: string;
}
