import { paths } from '@/common/routes';
import type { PublicPage } from './heads';
import type { SeoContext } from './seo-context';
import { organizationData } from './structured-data';
import type { SeoTexts } from './texts';

type StaticPage = (texts: SeoTexts, context: SeoContext) => PublicPage;

/** A section page under Home, named by its banner title in the breadcrumb. */
const sectionPage = (path: string, text: { title: string; description: string }, crumb: string): PublicPage => ({
  path,
  name: text.title,
  description: text.description,
  crumbs: [{ name: crumb, path }],
});

/** The public pages that need no data, by path. */
export const STATIC_PAGES: Record<string, StaticPage> = {
  [paths.home]: (texts, { site, publicUrl }) => ({
    path: paths.home,
    name: texts.home.title,
    description: texts.home.description,
    structuredData: [organizationData(site, publicUrl)],
  }),
  [paths.careers]: (texts) => sectionPage(paths.careers, texts.careers, texts.crumbs.careers),
  [paths.articles]: (texts) => sectionPage(paths.articles, texts.articles, texts.crumbs.articles),
  [paths.categories]: (texts) => sectionPage(paths.categories, texts.categories, texts.crumbs.categories),
  [paths.whatsNew]: (texts) => sectionPage(paths.whatsNew, texts.whatsNew, texts.crumbs.whatsNew),
  [paths.gallery]: (texts) => sectionPage(paths.gallery, texts.gallery, texts.crumbs.gallery),
  [paths.about]: (texts, { site, publicUrl }) => ({
    ...sectionPage(paths.about, texts.about, texts.crumbs.about),
    structuredData: [organizationData(site, publicUrl)],
  }),
};
