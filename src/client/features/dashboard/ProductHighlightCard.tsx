import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DashboardProduct } from '@/common/api/dashboard';
import { paths } from '@/common/routes';
import { MediaCard } from '@/client/components/MediaCard';
import { useDateFormatter } from '@/client/components/useDateFormatter';

const CARD_IMAGE_SIZES = '(min-width: 1200px) 320px, (min-width: 900px) 33vw, (min-width: 600px) 50vw, 100vw';

/** One of the newest products: image, name, description cut with 'Read more...', and when it was published. */
export function ProductHighlightCard({ product }: { product: DashboardProduct }) {
  const { t } = useTranslation();
  const formatDate = useDateFormatter();
  return (
    <MediaCard
      image={product.product_image}
      imageSizes={CARD_IMAGE_SIZES}
      title={product.name}
      to={paths.admin.productDetail(product.id)}
      heading="h3"
      text={product.description}
      moreLabel={t('admin:dashboard.products.readMore')}
      lessLabel={t('admin:dashboard.products.readLess')}
      footer={
        <Typography variant="caption" color="text.secondary" sx={{ mt: 'auto', pt: 2 }}>
          {t('admin:dashboard.products.publishedAt')}{' '}
          <time dateTime={product.created_at}>{formatDate(product.created_at)}</time>
        </Typography>
      }
    />
  );
}
