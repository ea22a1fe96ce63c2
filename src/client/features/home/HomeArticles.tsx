import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Article } from '@/common/api/articles';
import { paths } from '@/common/routes';
import { truncate } from '@/common/text';
import { errorMessage } from '@/client/api/errors';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { useGetHomeArticlesQuery } from '../articles/articlesApi';
import { cardTitle } from '@/client/theme/textWrap';
import { useContentLanguage } from '@/client/app/hooks';

function HomeArticleCard({ article }: { article: Article }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  return (
    <Card component="article" sx={{ height: '100%' }}>
      <ResponsiveImage
        image={article.article_image}
        alt=""
        sizes="(min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw"
        placeholderRatio="16 / 9"
        sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
      />
      <CardContent>
        <Typography variant="caption" color="text.secondary" component="p">
          {formatDate(article.updated_at) ?? t('public:articles.unknownDate')}
        </Typography>
        <Typography variant="h6" component="h3" sx={{ fontWeight: 800, mb: 1, ...cardTitle }}>
          <Link component={RouterLink} to={paths.articleDetail(article.id)} color="inherit" underline="hover">
            {article.title}
          </Link>
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {truncate(article.content)}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** The home page's 'ARTICLES' section: the newest articles, each linking to its page. */
export function HomeArticles() {
  const { t } = useTranslation();
  const { data: articles, isLoading, error, refetch } = useGetHomeArticlesQuery({ language: useContentLanguage() });
  return (
    <Box component="section" aria-labelledby="home-articles-title" sx={{ py: { xs: 6, md: 8 } }}>
      <Container>
        <Typography
          id="home-articles-title"
          variant="h4"
          component="h2"
          sx={{ fontWeight: 800, textAlign: 'center', mb: 4 }}
        >
          {t('public:articles.home.title')}
        </Typography>
        {isLoading ? (
          <Loading />
        ) : error ? (
          <ErrorState message={t('public:errors.loading', { message: errorMessage(error, t) })} onRetry={refetch} />
        ) : !articles?.length ? (
          <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
            {t('public:articles.empty')}
          </Typography>
        ) : (
          <Grid container spacing={3}>
            {articles.map((article) => (
              <Grid key={article.id} size={{ xs: 12, sm: 6, md: 4 }}>
                <HomeArticleCard article={article} />
              </Grid>
            ))}
          </Grid>
        )}
      </Container>
    </Box>
  );
}
