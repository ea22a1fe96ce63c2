import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { paths } from '@/common/routes';
import { errorMessage } from '@/client/api/errors';
import { usePageParam } from '@/client/components/usePageParam';
import { EmptyState } from '@/client/components/EmptyState';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { PageBanner } from '@/client/components/PageBanner';
import { Pager } from '@/client/components/Pager';
import { PastLastPage } from '@/client/components/PastLastPage';
import { usePageLink } from '@/client/components/usePageLink';
import { ArticleCard } from './ArticleCard';
import { articlesApi, useGetPublicArticlesQuery } from './articlesApi';
import { useContentLanguage } from '@/client/app/hooks';
import type { PageQueries } from '@/client/app/pageData';
import { pageFromQuery } from '@/common/paging';

/** /artikel: six articles a page, the page kept in the URL (`?page=`), its pager links that work without the code. */
export const pageQueries: PageQueries = ({ search, language }) => [
  articlesApi.endpoints.getPublicArticles.initiate({ page: pageFromQuery(search), language }),
];

export function ArticleListPage() {
  const { t } = useTranslation();
  const [page] = usePageParam();
  const pageLink = usePageLink();
  const { data, isLoading, isFetching, error, refetch } = useGetPublicArticlesQuery({
    page,
    language: useContentLanguage(),
  });

  return (
    <>
      <PageBanner
        title={t('public:articles.banner')}
        documentTitle={t('public:articles.pageTitle')}
        crumbs={[{ label: t('public:articles.banner') }]}
      />
      <Container sx={{ py: 6 }}>
        {isLoading ? (
          <Loading />
        ) : error ? (
          <ErrorState message={t('public:errors.loading', { message: errorMessage(error, t) })} onRetry={refetch} />
        ) : data && data.totalPage >= 1 && page > data.totalPage ? (
          <PastLastPage page={page} lastPage={data.totalPage} lastPageTo={pageLink(data.totalPage)} />
        ) : !data?.data.length ? (
          <EmptyState
            title={t('public:articles.empty')}
            action={{ label: t('public:actions.backHome'), to: paths.home }}
          />
        ) : (
          <>
            <Box aria-busy={isFetching} sx={{ opacity: isFetching ? 0.6 : 1, transition: 'opacity 0.2s' }}>
              <Grid container spacing={3}>
                {data.data.map((article) => (
                  <Grid key={article.id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <ArticleCard article={article} />
                  </Grid>
                ))}
              </Grid>
            </Box>
            <Pager
              page={page}
              count={Math.max(1, data.totalPage)}
              linkTo={pageLink}
              labels={{
                nav: t('public:articles.pager.label'),
                previous: t('public:articles.pager.previous'),
                next: t('public:articles.pager.next'),
                page: (number) => t('public:articles.pager.page', { page: number }),
              }}
            />
          </>
        )}
      </Container>
    </>
  );
}
