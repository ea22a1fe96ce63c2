import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Article } from '../../../common/api/content';
import { paths } from '../../../common/routes';
import { ExpandableText } from '../../components/ExpandableText';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { useDateFormatter } from '../../components/useDateFormatter';
import { cardTitle } from '../../theme/textWrap';

const CARD_IMAGE_SIZES = '(min-width: 1200px) 380px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

/** One article of the /artikel grid: image, title (links to the article), date and the cut text. */
export function ArticleCard({ article }: { article: Article }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  const titleId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <ResponsiveImage
        image={article.article_image}
        alt=""
        sizes={CARD_IMAGE_SIZES}
        placeholderRatio="16 / 9"
        sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
      />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography variant="caption" color="text.secondary" component="p">
          {formatDate(article.updated_at) ?? t('public:articles.unknownDate')}
        </Typography>
        <Typography id={titleId} variant="h6" component="h2" sx={{ fontWeight: 800, mb: 1, ...cardTitle }}>
          <Link component={RouterLink} to={paths.articleDetail(article.id)} color="inherit" underline="hover">
            {article.title}
          </Link>
        </Typography>
        <ExpandableText
          text={article.content}
          moreLabel={t('public:articles.readMore')}
          lessLabel={t('public:articles.readLess')}
          describedBy={titleId}
        />
      </CardContent>
    </Card>
  );
}
