import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { DashboardProduct } from '../../../common/api/dashboard';
import { paths } from '../../../common/routes';
import { ExpandableText } from '../../components/ExpandableText';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { useDateFormatter } from '../../components/useDateFormatter';
import { cardTitle } from '../../theme/textWrap';

const CARD_IMAGE_SIZES = '(min-width: 1200px) 320px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

/** One of the newest products: image, name, description cut with 'Read more...', and when it was published. */
export function ProductHighlightCard({ product }: { product: DashboardProduct }) {
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
        image={product.product_image}
        alt=""
        sizes={CARD_IMAGE_SIZES}
        placeholderRatio="16 / 9"
        sx={{ width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' }}
      />
      <CardContent sx={{ flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 800, mb: 1, ...cardTitle }}>
          <Link component={RouterLink} to={paths.admin.productDetail(product.id)} color="inherit" underline="hover">
            {product.name}
          </Link>
        </Typography>
        <ExpandableText
          text={product.description}
          moreLabel={t('admin:dashboard.products.readMore')}
          lessLabel={t('admin:dashboard.products.readLess')}
          describedBy={titleId}
        />
        <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto', pt: 2 }}>
          {t('admin:dashboard.products.publishedAt')}{' '}
          <time dateTime={product.created_at}>{formatDate(product.created_at)}</time>
        </Typography>
      </CardContent>
    </Card>
  );
}
