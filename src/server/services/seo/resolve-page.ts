import { parseId } from '@/common/ids';
import type { PageRecord } from '@/common/page-render';
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

// Each page's entity is its own type; the table holds them all (a page's `head` takes what its `read` answers).
const DETAIL_PAGES: [RegExp, DetailPage<unknown>][] = [
  [patternOf(ROUTES.careerDetail.path), careerPage],
  [patternOf(ROUTES.articleDetail.path), articlePage],
  [patternOf(ROUTES.categoryProducts.path), categoryProductsPage],
  [patternOf(ROUTES.productDetail.path), productPage],
];

/** The entity in a rendered page's record; undefined when its read found none, an error when the read failed. */
function entityOf<T>(record: PageRecord | null): T | undefined {
  if (record?.failedWith !== undefined && record.failedWith !== 404) {
    throw new Error(`The page's read failed with ${record.failedWith}`);
  }
  return (record?.data ?? undefined) as T | undefined;
}

/**
 * The head of the page at `url` (path and query), in the language the request asks for, with the company's
 * settings in that language. A detail page's head describes the entity its loader read (`record`, when the page was
 * rendered), or else the one read through the repositories.
 */
export async function resolvePage(
  url: string,
  sources: SeoSources,
  headers?: LanguageHeaders,
  record?: PageRecord | null,
): Promise<PageHead> {
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
    if (id === undefined) return notFoundHead(context, request);
    const entity = record === undefined ? await detailPage.read(context.repos, id, request.language) : entityOf(record);
    return entity ? detailPage.head(context, request, entity) : notFoundHead(context, request);
  }
  if (isBackOffice(request.path)) return backOfficeHead(context, request);
  return notFoundHead(context, request);
}
