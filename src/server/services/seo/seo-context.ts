import type { SiteSettings } from '@/common/api/site';
import type { Repositories } from '@/server/repositories';

/** What the resolvers read: the data, the company and the site's absolute base. */
export interface SeoContext {
  repos: Repositories;
  site: SiteSettings;
  /** Absolute, without trailing slash. */
  publicUrl: string;
}
