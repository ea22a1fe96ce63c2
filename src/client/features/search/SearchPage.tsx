import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { paths } from '@/common/routes';
import { SEARCH_MIN_LENGTH, SEARCH_PAGE_LIMIT, searchTermOf } from '@/common/site-search';
import { errorMessage } from '@/client/api/errors';
import { usePageParam } from '@/client/components/usePageParam';
import { EmptyState } from '@/client/components/EmptyState';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { PageBanner } from '@/client/components/PageBanner';
import { Pager } from '@/client/components/Pager';
import { PastLastPage } from '@/client/components/PastLastPage';
import { SearchField } from '@/client/components/SearchField';
import { useDebouncedValue } from '@/client/components/useDebouncedValue';
import { usePageLink } from '@/client/components/usePageLink';
import { useQueryParam } from '@/client/components/useQueryParam';
import { searchApi, useSearchSiteQuery } from './searchApi';
import { hitGroups } from './searchHits';
import { SearchResultGroup } from './SearchResultGroup';
import { useContentLanguage } from '@/client/app/hooks';
import type { PageQueries } from '@/client/app/pageData';
import { pageFromQuery } from '@/common/paging';

/** How long typing pauses before the search goes to the server. */
const SEARCH_DELAY_MS = 300;
/** A new text searches from its first page. */
const PAGE_RESET = ['page'];

/**
 * /pencarian?q=&page=: everything the site search finds for the text, kind by kind with how many of each, a page of
 * each kind at a time.
 */
/** The search for the URL's text, once it is long enough. */
export const pageQueries: PageQueries = ({ search, language }) => {
  const term = searchTermOf(search.get('q') ?? '');
  const page = pageFromQuery(search);
  return term ? [searchApi.endpoints.searchSite.initiate({ term, limit: SEARCH_PAGE_LIMIT, page, language })] : [];
};

export function SearchPage() {
  const { t } = useTranslation();
  const [text, setText] = useQueryParam('q', '', PAGE_RESET);
  const [page] = usePageParam();
  const pageLink = usePageLink();
  const term = searchTermOf(useDebouncedValue(text, SEARCH_DELAY_MS));
  const { data, isLoading, isFetching, error, refetch } = useSearchSiteQuery(
    { term, limit: SEARCH_PAGE_LIMIT, page, language: useContentLanguage() },
    { skip: !term },
  );
  const groups = data ? hitGroups(data) : [];
  const banner = t('public:search.banner');

  return (
    <>
      <PageBanner
        title={banner}
        documentTitle={term ? t('public:search.documentTitle', { text: term }) : t('public:search.pageTitle')}
        crumbs={[{ label: banner }]}
      />
      <Container sx={{ py: 6 }}>
        <Box sx={{ maxWidth: 560, mb: 4 }}>
          <SearchField label={t('public:search.label')} name="q" value={text} onChange={setText} />
        </Box>
        {!term ? (
          <EmptyState
            title={t('public:search.prompt')}
            description={t('public:search.promptHint', { min: SEARCH_MIN_LENGTH })}
          />
        ) : isLoading ? (
          <Loading />
        ) : error ? (
          <ErrorState message={t('public:errors.loading', { message: errorMessage(error, t) })} onRetry={refetch} />
        ) : data && data.page > data.totalPage ? (
          <PastLastPage page={page} lastPage={data.totalPage} lastPageTo={pageLink(data.totalPage)} />
        ) : !data || !groups.length ? (
          <EmptyState
            title={t('public:search.noResults', { text: term })}
            description={t('public:search.noResultsHint')}
            action={{ label: t('public:search.browseCatalogue'), to: paths.categories }}
          />
        ) : (
          <div aria-busy={isFetching}>
            {data.corrected && (
              <Alert severity="info" sx={{ mb: 3 }}>
                {t('public:search.correctedTo', { terms: data.terms.join(' ') })}
              </Alert>
            )}
            <Typography role="status" color="text.secondary" sx={{ mb: 3 }}>
              {t('public:search.total', {
                count: groups.reduce((sum, group) => sum + group.total, 0),
                text: term,
              })}
            </Typography>
            {groups.map((group) => (
              <SearchResultGroup key={group.kind} group={group} page={page} limit={SEARCH_PAGE_LIMIT} />
            ))}
            {data.totalPage > 1 && (
              <Pager
                page={page}
                count={data.totalPage}
                linkTo={pageLink}
                labels={{
                  nav: t('public:search.pager.label'),
                  previous: t('public:search.pager.previous'),
                  next: t('public:search.pager.next'),
                  page: (number) => t('public:search.pager.page', { page: number }),
                }}
              />
            )}
          </div>
        )}
      </Container>
    </>
  );
}
