import { Suspense } from 'react';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { countCatalogueFilters, pickCatalogueFilters } from '@/common/catalogue-filters';
import { CATEGORY_SORTS } from '@/common/constants';
import { paths } from '@/common/routes';
import { errorMessage } from '@/client/api/errors';
import { EmptyState } from '@/client/components/EmptyState';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { PageBanner } from '@/client/components/PageBanner';
import { Pager } from '@/client/components/Pager';
import { PastLastPage } from '@/client/components/PastLastPage';
import { usePageLink } from '@/client/components/usePageLink';
import { SearchField } from '@/client/components/SearchField';
import { SortSelect } from '@/client/components/SortSelect';
import { catalogueApi, useGetCatalogueFacetsQuery, useGetCategoriesWithProductsQuery } from './catalogueApi';
import { CatalogueFilterPanel } from './CatalogueFilterPanel';
import { CategoryCard } from './CategoryCard';
import { useCategoryListView } from './useCategoryListView';
import { useContentLanguage } from '@/client/app/hooks';
import type { PageQueries } from '@/client/app/pageData';
import { categoryListViewOf } from '@/common/category-list';

/**
 * /produk_kategori: the categories a page at a time, each with the first products of its strip; search, filters,
 * sort and page are kept in the URL and answered by the server, so the page stays light however large the catalogue.
 */
/** The view the URL asks for, and the filter counts of its search. */
export const pageQueries: PageQueries = ({ search, language }) => {
  const view = categoryListViewOf(search);
  return [
    catalogueApi.endpoints.getCategoriesWithProducts.initiate({ ...view, language }),
    catalogueApi.endpoints.getCatalogueFacets.initiate({
      search: view.search.trim() || undefined,
      ...pickCatalogueFilters(view),
      language,
    }),
  ];
};

export function CategoryListPage() {
  const { t } = useTranslation();
  const { query, setQuery, sort, setSort, page, filters, setFilter, clearFilters, requested } = useCategoryListView();
  const language = useContentLanguage();
  const { data, isLoading, isFetching, error, refetch } = useGetCategoriesWithProductsQuery({ ...requested, language });
  const search = requested.search.trim();
  const requestedFilters = pickCatalogueFilters(requested);
  const facets = useGetCatalogueFacetsQuery({ search: search || undefined, ...requestedFilters, language }).data;
  const filtered = countCatalogueFilters(requestedFilters) > 0;
  const sortOptions = CATEGORY_SORTS.map((value) => ({ value, label: t(`public:catalogue.sort.${value}`) }));

  const pageLink = usePageLink();

  return (
    <>
      <PageBanner
        title={t('public:catalogue.banner.categories')}
        documentTitle={t('public:catalogue.pageTitle')}
        crumbs={[{ label: t('public:catalogue.banner.categories') }]}
      />
      <Container sx={{ py: 6 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
          <SearchField label={t('public:catalogue.categories.search')} name="q" value={query} onChange={setQuery} />
          <SortSelect label={t('public:catalogue.sort.label')} value={sort} options={sortOptions} onChange={setSort} />
        </Stack>
        <CatalogueFilterPanel facets={facets} filters={filters} onChange={setFilter} onClear={clearFilters} />
        {isLoading ? (
          <Loading />
        ) : error ? (
          <ErrorState message={t('public:errors.loading', { message: errorMessage(error, t) })} onRetry={refetch} />
        ) : data && data.totalPage >= 1 && page > data.totalPage ? (
          <PastLastPage page={page} lastPage={data.totalPage} lastPageTo={pageLink(data.totalPage)} />
        ) : !data?.data.length && !search && !filtered ? (
          <EmptyState
            title={t('public:catalogue.categories.empty')}
            action={{ label: t('public:actions.backHome'), to: paths.home }}
          />
        ) : !data?.data.length ? (
          <EmptyState
            title={t('public:catalogue.categories.noResults')}
            action={
              filtered
                ? { label: t('public:facets.clear'), onClick: clearFilters }
                : { label: t('public:catalogue.categories.clearSearch'), onClick: () => setQuery('') }
            }
          />
        ) : (
          <>
            <Box
              aria-busy={isFetching}
              sx={{ display: 'grid', gap: 3, opacity: isFetching ? 0.6 : 1, transition: 'opacity 0.2s' }}
            >
              {data.data.map((category, index) => (
                // A Suspense boundary each: on the page as the server sent it, React hydrates the cards one at a time,
                // yielding to the visitor between them, and first the card the visitor taps.
                <Suspense key={category.category_id} fallback={null}>
                  <CategoryCard category={category} first={index === 0} />
                </Suspense>
              ))}
            </Box>
            {data.totalPage > 1 && (
              <Pager
                page={page}
                count={data.totalPage}
                linkTo={pageLink}
                labels={{
                  nav: t('public:catalogue.categories.pager.label'),
                  previous: t('public:catalogue.categories.pager.previous'),
                  next: t('public:catalogue.categories.pager.next'),
                  page: (number) => t('public:catalogue.categories.pager.page', { page: number }),
                }}
              />
            )}
          </>
        )}
      </Container>
    </>
  );
}
