import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { CategoryWithProducts } from '@/common/api/catalogue';
import { IMAGE_SIZES } from '@/common/hero-image';
import { paths } from '@/common/routes';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { langOf } from '@/client/components/fallbackLang';
import { ProductStrip } from './ProductStrip';
import { cardTitle } from '@/client/theme/textWrap';

interface CategoryCardProps {
  category: CategoryWithProducts;
  /** The first card: its picture is the page's largest paint, so it loads at once and first. */
  first?: boolean;
}

/** One category of /produk_kategori: what it is, and its products in a moving strip. */
export function CategoryCard({ category, first = false }: CategoryCardProps) {
  const { t } = useTranslation();
  const headingId = `category-${category.category_id}-name`;
  const to = paths.categoryProducts(category.category_id);
  return (
    <Card
      component="article"
      aria-labelledby={headingId}
      // The cards below the first are laid out and painted only as they near the screen: a phone draws the
      // page's first screen without first laying out a dozen strips of products it cannot see. Only their height
      // is guessed meanwhile (their width is the column's, which a guessed width would push past on a phone).
      sx={{ p: { xs: 2, md: 3 }, ...(!first && { contentVisibility: 'auto', containIntrinsicHeight: 'auto 480px' }) }}
    >
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: '1fr', sm: '200px 1fr', md: '240px 1fr' },
          gap: 3,
          alignItems: 'start',
        }}
      >
        <ResponsiveImage
          image={category.image_url}
          alt={category.category_name}
          sizes={IMAGE_SIZES.categoryCard}
          placeholderRatio="2 / 1"
          priority={first}
          sx={{ width: '100%', aspectRatio: '2 / 1', objectFit: 'cover', borderRadius: 2 }}
        />
        <Box sx={{ minWidth: 0 }}>
          <Typography
            id={headingId}
            lang={langOf(category, 'category_name')}
            variant="h5"
            component="h2"
            sx={{ fontWeight: 800, ...cardTitle }}
          >
            <Link component={RouterLink} to={to} color="inherit" underline="hover">
              {category.category_name}
            </Link>
          </Typography>
          {category.description && (
            <Typography
              lang={langOf(category, 'description')}
              color="text.secondary"
              sx={{ mt: 1, mb: 2, whiteSpace: 'pre-line' }}
            >
              {category.description}
            </Typography>
          )}
          {category.products.length ? (
            <ProductStrip products={category.products} categoryName={category.category_name} />
          ) : (
            <Typography sx={{ py: 3, color: 'text.secondary', fontStyle: 'italic' }}>
              {t('public:catalogue.categories.noProducts')}
            </Typography>
          )}
          <Button
            component={RouterLink}
            to={to}
            variant="outlined"
            size="small"
            sx={{ mt: 2 }}
            aria-label={t('public:catalogue.categories.seeAllFor', { category: category.category_name })}
          >
            {t('public:catalogue.categories.seeAll')}
          </Button>
        </Box>
      </Box>
    </Card>
  );
}
