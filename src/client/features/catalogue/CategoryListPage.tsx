import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../common/routes';
import { errorMessage } from '../../api/errors';
import { EmptyState } from '../../components/EmptyState';
import { ErrorState } from '../../components/ErrorState';
import { Loading } from '../../components/Loading';
import { PageBanner } from '../../components/PageBanner';
import { SearchField } from '../../components/SearchField';
import { SortSelect } from '../../components/SortSelect';
import { useQueryParam } from '../../components/useQueryParam';
import { useGetCategoriesWithProductsQuery } from './catalogueApi';
import {
  CATEGORY_SORT_OPTIONS,
  DEFAULT_CATEGORY_SORT,
  filterCategories,
  isCategorySort,
  sortCategories,
} from './catalogueFilters';
import { CategoryCard } from './CategoryCard';

/** /produk_kategori: every category with its products, searchable and sortable (both kept in the URL). */
export function CategoryListPage() {
  const { t } = useTranslation();
  const { data: categories, isLoading, error, refetch } = useGetCategoriesWithProductsQuery();
  const [query, setQuery] = useQueryParam('q');
  const [rawSort, setSort] = useQueryParam('sort', DEFAULT_CATEGORY_SORT);
  const sort = isCategorySort(rawSort) ? rawSort : DEFAULT_CATEGORY_SORT;
  const shown = sortCategories(filterCategories(categories ?? [], query), sort);
  const sortOptions = CATEGORY_SORT_OPTIONS.map((value) => ({ value, label: t(`public:catalogue.sort.${value}`) }));

  return (
    <>
      <PageBanner
        title={t('public:catalogue.banner.categories')}
        crumbs={[{ label: t('public:catalogue.banner.categories') }]}
      />
      <Container sx={{ py: 6 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 4 }}>
          <SearchField label={t('public:catalogue.categories.search')} value={query} onChange={setQuery} />
          <SortSelect label={t('public:catalogue.sort.label')} value={sort} options={sortOptions} onChange={setSort} />
        </Stack>
        {isLoading ? (
          <Loading />
        ) : error ? (
          <ErrorState message={t('public:errors.loading', { message: errorMessage(error) })} onRetry={refetch} />
        ) : !categories?.length ? (
          <EmptyState
            title={t('public:catalogue.categories.empty')}
            action={{ label: t('public:actions.backHome'), to: paths.home }}
          />
        ) : !shown.length ? (
          <EmptyState
            title={t('public:catalogue.categories.noResults')}
            action={{ label: t('public:catalogue.categories.clearSearch'), onClick: () => setQuery('') }}
          />
        ) : (
          <Box sx={{ display: 'grid', gap: 3 }}>
            {shown.map((category) => (
              <CategoryCard key={category.category_id} category={category} />
            ))}
          </Box>
        )}
      </Container>
    </>
  );
}
