import type { SiteSettings } from '@/common/api/site';
import type { Language } from '@/common/language';
import type { Repositories } from '@/server/repositories';

/** What a page's head is made from: the data, the site's absolute base and the company's settings. */
export interface SeoSources {
  repos: Repositories;
  /** Absolute, without trailing slash. */
  publicUrl: string;
  /** The company's settings in `language`, read when a page is asked for (the back office may change them). */
  siteSettings: (language: Language) => Promise<SiteSettings>;
  /** The settings to name the company with when the stored ones cannot be read. */
  defaultSiteSettings: (language: Language) => SiteSettings;
}

/** What the resolvers read for one page: the data, the company in the page's language and the site's absolute base. */
export interface SeoContext {
  repos: Repositories;
  site: SiteSettings;
  /** Absolute, without trailing slash. */
  publicUrl: string;
}

/** The context of one page in `language`. */
export async function seoContextFor(sources: SeoSources, language: Language): Promise<SeoContext> {
  return { repos: sources.repos, publicUrl: sources.publicUrl, site: await sources.siteSettings(language) };
}

/** The context of a page whose data cannot be read: the company as the defaults name it. */
export const fallbackSeoContext = (sources: SeoSources, language: Language): SeoContext => ({
  repos: sources.repos,
  publicUrl: sources.publicUrl,
  site: sources.defaultSiteSettings(language),
});
