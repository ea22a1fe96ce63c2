import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Article } from '@/common/api/articles';
import { paths } from '@/common/routes';
import { MediaCard } from '@/client/components/MediaCard';
import { langOf } from '@/client/components/fallbackLang';
import { useDateFormatter } from '@/client/components/useDateFormatter';

/** One article of the /artikel grid: image, title (links to the article), date and the cut text. */
export function ArticleCard({ article }: { article: Article }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  return (
    <MediaCard
      image={article.article_image}
      title={article.title}
      titleLang={langOf(article, 'title')}
      to={paths.articleDetail(article.id)}
      text={article.content}
      textLang={langOf(article, 'content')}
      moreLabel={t('public:articles.readMore')}
      lessLabel={t('public:articles.readLess')}
      moreOpensPage
      header={
        <Typography variant="caption" color="text.secondary" component="p">
          {formatDate(article.updated_at) ?? t('public:articles.unknownDate')}
        </Typography>
      }
    />
  );
}
