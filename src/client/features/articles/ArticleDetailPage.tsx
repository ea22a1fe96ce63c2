import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { IMAGE_SIZES } from '@/common/hero-image';
import { paths } from '@/common/routes';
import { errorMessage, isStatus } from '@/client/api/errors';
import { parseId } from '@/common/ids';
import { EmptyState } from '@/client/components/EmptyState';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { PageBanner } from '@/client/components/PageBanner';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { langOf } from '@/client/components/fallbackLang';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { articlesApi, useGetPublicArticleQuery } from './articlesApi';
import { wrapLongWords } from '@/client/theme/textWrap';
import { useContentLanguage } from '@/client/app/hooks';
import type { PageQueries } from '@/client/app/pageData';

/** /artikel/detail_artikel/{id}: one article; its content is plain text with its line breaks. */
/** The article in the path, when its id is one (any other shows as not found). */
export const pageQueries: PageQueries = ({ params, language }) => {
  const id = parseId(params.id);
  return id === undefined ? [] : [articlesApi.endpoints.getPublicArticle.initiate({ id, language })];
};

export function ArticleDetailPage() {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const id = parseId(useParams().id);
  const language = useContentLanguage();
  const {
    data: article,
    isLoading,
    error,
    refetch,
  } = useGetPublicArticleQuery({ id: id ?? 0, language }, { skip: id === undefined });
  const missing = isStatus(error, 404);
  const notFound = id === undefined || missing || (!isLoading && !error && !article);

  return (
    <>
      <PageBanner
        title={t('public:articles.banner')}
        documentTitle={notFound ? t('common:notFound.title') : (article?.title ?? t('public:articles.pageTitle'))}
        crumbs={[{ label: t('public:articles.banner'), to: paths.articles }, { label: t('public:crumbs.detail') }]}
      />
      <Container maxWidth="md" sx={{ py: 6 }}>
        {notFound ? (
          <EmptyState
            title={t('public:articles.notFound')}
            action={{ label: t('public:articles.backToList'), to: paths.articles }}
          />
        ) : isLoading ? (
          <Loading />
        ) : error || !article ? (
          <ErrorState message={t('public:errors.loading', { message: errorMessage(error, t) })} onRetry={refetch} />
        ) : (
          <Box component="article">
            <Typography
              variant="h4"
              component="h2"
              lang={langOf(article, 'title')}
              sx={{ fontWeight: 800, fontSize: { xs: '1.6rem', md: '2.125rem' }, ...wrapLongWords }}
            >
              {article.title}
            </Typography>
            <Typography color="text.secondary" sx={{ mt: 1 }}>
              {t('public:articles.publishedOn', {
                date: formatDate(article.updated_at) ?? t('public:articles.unknownDate'),
              })}
            </Typography>
            {article.author && (
              <Typography color="text.secondary">{t('public:articles.by', { author: article.author })}</Typography>
            )}
            <ResponsiveImage
              image={article.article_image}
              alt={article.title}
              sizes={IMAGE_SIZES.articleDetail}
              priority
              placeholderRatio="16 / 9"
              sx={{ width: '100%', borderRadius: 2, my: 4 }}
            />
            {/* Plain text on purpose: React escapes it, so markup in an article can never run. */}
            <Typography
              component="div"
              lang={langOf(article, 'content')}
              sx={{ whiteSpace: 'pre-line', lineHeight: 1.8, overflowWrap: 'anywhere' }}
            >
              {article.content}
            </Typography>
          </Box>
        )}
      </Container>
    </>
  );
}
