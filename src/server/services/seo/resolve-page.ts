import { parseId } from '@/common/ids';
import { ROUTES } from '@/common/routes';
import { searchTermOf } from '@/common/site-search';
import { isBackOffice } from './back-office';
import { articlePage, careerPage, categoryProductsPage, productPage, type DetailPage } from './detail-pages';
import { backOfficeHead, notFoundHead, publicHead, quoteRequestHead, searchHead } from './heads';
import type { PageHead } from './page-head';
import { parsePageRequest, type LanguageHeaders } from './page-urls';
import { seoContextFor, type SeoSources } from './seo-context';
import { STATIC_PAGES } from './static-pages';
import { SEO_TEXTS } from './texts';

/** `/karir/detail_karir/:id` -> a regular expression capturing the id. */
const patternOf = (route: string) =>
  new RegExp(`^${route.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(':id', '([^/]+)')}$`);

const DETAIL_PAGES: [RegExp, DetailPage][] = [
  [patternOf(ROUTES.careerDetail.path), careerPage],
  [patternOf(ROUTES.articleDetail.path), articlePage],
  [patternOf(ROUTES.categoryProducts.path), categoryProductsPage],
  [patternOf(ROUTES.productDetail.path), productPage],
];

/**
 * The head of the page at `url` (path and query), in the language the request asks for, reading the entity it
 * shows through the repositories and the company's settings in that language.
 */
export async function resolvePage(url: string, sources: SeoSources, headers?: LanguageHeaders): Promise<PageHead> {
  const request = parsePageRequest(url, headers);
  const context = await seoContextFor(sources, request.language);
  const staticPage = STATIC_PAGES[request.path];
  if (staticPage) return publicHead(context, request, staticPage(SEO_TEXTS[request.language], context));
  if (request.path === ROUTES.quoteRequest.path) return quoteRequestHead(context, request);
  if (request.path === ROUTES.search.path) {
    const query = new URLSearchParams(url.split('?')[1] ?? '');
    return searchHead(context, request, searchTermOf(query.get('q') ?? ''));
  }
  for (const [pattern, detailPage] of DETAIL_PAGES) {
    const segment = pattern.exec(request.path)?.[1];
    if (segment === undefined) continue;
    const id = parseId(segment);
    return id === undefined ? notFoundHead(context, request) : detailPage(context, request, id);
  }
  if (isBackOffice(request.path)) return backOfficeHead(context, request);
  return notFoundHead(context, request);
}
