import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { CategoryProducts } from '@/common/api/catalogue';
import { catalogueFiltersOf, countCatalogueFilters } from '@/common/catalogue-filters';
import { paths } from '@/common/routes';
import { errorMessage, isStatus } from '@/client/api/errors';
import { parseId } from '@/common/ids';
import { EmptyState } from '@/client/components/EmptyState';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { PageBanner } from '@/client/components/PageBanner';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { SearchField } from '@/client/components/SearchField';
import { langOf } from '@/client/components/fallbackLang';
import { useDebouncedValue } from '@/client/components/useDebouncedValue';
import { useQueryParam } from '@/client/components/useQueryParam';
import { catalogueApi, useGetCatalogueFacetsQuery, useGetCategoryProductsQuery } from './catalogueApi';
import { DEFAULT_PRODUCT_SORT, filterProducts, isProductSort, sortProducts } from './catalogueFilters';
import { CatalogueFilterPanel } from './CatalogueFilterPanel';
import { CategorySummaryPanel } from './CategorySummaryPanel';
import { ProductSortButtons } from './ProductSortButtons';
import { ProductTile } from './ProductTile';
import { useCatalogueFilterParams } from './useCatalogueFilterParams';
import { wrapLongWords } from '@/client/theme/textWrap';
import { useContentLanguage } from '@/client/app/hooks';
import type { PageQueries } from '@/client/app/pageData';

/** How long typing pauses before the filter counts follow the search. */
const SEARCH_DELAY_MS = 300;

function CategoryHeader({ category }: { category: CategoryProducts }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: 3, alignItems: 'center', mb: 4 }}
    >
      <ResponsiveImage
        image={category.image_url}
        alt={category.name}
        sizes="(min-width: 600px) 200px, 100vw"
        priority
        placeholderRatio="2 / 1"
        sx={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover', borderRadius: 2 }}
      />
      <Box>
        <Typography
          variant="h4"
          component="h2"
          lang={langOf(category, 'name')}
          sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.125rem' }, ...wrapLongWords }}
        >
          {category.name}
        </Typography>
        {category.description && (
          <Typography
            lang={langOf(category, 'description')}
            color="text.secondary"
            sx={{ mt: 1, whiteSpace: 'pre-line' }}
          >
            {category.description}
          </Typography>
        )}
      </Box>
    </Box>
  );
}

/**
 * The category's products, as the server lists them for the filters; searchable by name, A-Z or Z-A (all kept in
 * the URL), and the summary panel. `refreshing` while the products of other filters are on their way.
 */
function CategoryProductList({ category, refreshing }: { category: CategoryProducts; refreshing: boolean }) {
  const { t } = useTranslation();
  const { filters, setFilter, clearFilters } = useCatalogueFilterParams();
  const [query, setQuery] = useQueryParam('q');
  const [rawSort, setSort] = useQueryParam('sort', DEFAULT_PRODUCT_SORT);
  const sort = isProductSort(rawSort) ? rawSort : DEFAULT_PRODUCT_SORT;
  const shown = sortProducts(filterProducts(category.products, query), sort);
  // The server counts by the same names the list is searched by here, once typing pauses.
  const search = useDebouncedValue(query, SEARCH_DELAY_MS).trim();
  const facets = useGetCatalogueFacetsQuery({
    category: category.id,
    search: search || undefined,
    ...filters,
    language: useContentLanguage(),
  }).data;

  return (
    <>
      <CategoryHeader category={category} />
      <Grid container spacing={4}>
        <Grid size={{ xs: 12, md: 9 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 3 }}>
            <SearchField label={t('public:catalogue.products.search')} name="q" value={query} onChange={setQuery} />
            <ProductSortButtons value={sort} onChange={setSort} />
          </Stack>
          <CatalogueFilterPanel facets={facets} filters={filters} onChange={setFilter} onClear={clearFilters} />
          {shown.length ? (
            <Box
              component="ul"
              aria-label={t('public:catalogue.productsOf', { category: category.name })}
              aria-busy={refreshing}
              sx={{
                opacity: refreshing ? 0.6 : 1,
                transition: 'opacity 0.2s',
                display: 'grid',
                gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', sm: 'repeat(auto-fill, minmax(180px, 1fr))' },
                gap: 2,
                listStyle: 'none',
                m: 0,
                p: 0,
              }}
            >
              {shown.map((product) => (
                <li key={product.id}>
                  <ProductTile product={product} sizes="(min-width: 900px) 220px, 50vw" />
                </li>
              ))}
            </Box>
          ) : (
            <EmptyState
              title={t('public:catalogue.products.empty')}
              action={
                query
                  ? { label: t('public:catalogue.categories.clearSearch'), onClick: () => setQuery('') }
                  : countCatalogueFilters(filters)
                    ? { label: t('public:facets.clear'), onClick: clearFilters }
                    : { label: t('public:actions.backHome'), to: paths.home }
              }
            />
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 3 }}>
          <CategorySummaryPanel products={category.products} />
        </Grid>
      </Grid>
    </>
  );
}

/** /produk_kategori/produk/{id}: one category and its products. */
/** The category in the path with its products for the URL's filters, and their counts for its search. */
export const pageQueries: PageQueries = ({ params, search, language }) => {
  const id = parseId(params.id);
  if (id === undefined) return [];
  const filters = catalogueFiltersOf(search);
  return [
    catalogueApi.endpoints.getCategoryProducts.initiate({ id, ...filters, language }),
    catalogueApi.endpoints.getCatalogueFacets.initiate({
      category: id,
      search: search.get('q')?.trim() || undefined,
      ...filters,
      language,
    }),
  ];
};

export function CategoryProductsPage() {
  const { t } = useTranslation();
  const id = parseId(useParams().id);
  const { filters } = useCatalogueFilterParams();
  const {
    data: category,
    isLoading,
    isFetching,
    error,
    refetch,
  } = useGetCategoryProductsQuery(
    { id: id ?? 0, ...filters, language: useContentLanguage() },
    { skip: id === undefined },
  );
  const notFound = isStatus(error, 404);

  return (
    <>
      <PageBanner
        title={t('public:catalogue.banner.categories')}
        documentTitle={notFound ? t('common:notFound.title') : (category?.name ?? t('public:catalogue.pageTitle'))}
        crumbs={[
          { label: t('public:catalogue.banner.categories'), to: paths.categories },
          { label: t('public:catalogue.banner.products') },
        ]}
      />
      <Container sx={{ py: 6 }}>
        {id === undefined ? (
          <ErrorState message={t('public:catalogue.products.missingId')} />
        ) : notFound ? (
          <EmptyState
            title={t('public:catalogue.products.categoryNotFound')}
            action={{ label: t('public:catalogue.product.backToCategories'), to: paths.categories }}
          />
        ) : isLoading ? (
          <Loading />
        ) : error ? (
          <ErrorState
            message={t('public:catalogue.products.loadFailed', { message: errorMessage(error, t) })}
            onRetry={refetch}
          />
        ) : !category ? (
          <ErrorState message={t('public:catalogue.products.invalidData')} onRetry={refetch} />
        ) : (
          <CategoryProductList category={category} refreshing={isFetching} />
        )}
      </Container>
    </>
  );
}
