import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ProductSummary } from '@/common/api/catalogue';
import { paths } from '@/common/routes';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { langOf } from '@/client/components/fallbackLang';
import { cardTitle } from '@/client/theme/textWrap';

/** A product's image and name, linking to its detail page. */
export function ProductTile({ product, sizes }: { product: ProductSummary; sizes: string }) {
  return (
    <Box
      component={RouterLink}
      to={paths.productDetail(product.id)}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        color: 'inherit',
        textDecoration: 'none',
        borderRadius: 2,
        overflow: 'hidden',
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'box-shadow 0.2s',
        '&:hover, &:focus-visible': { boxShadow: 3 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      {/* The name below says what the image shows, so the image itself is decorative. */}
      <ResponsiveImage
        image={product.product_image}
        alt=""
        sizes={sizes}
        sx={{ width: '100%', aspectRatio: '4 / 3', objectFit: 'cover' }}
      />
      <Typography lang={langOf(product, 'name')} sx={{ p: 1.5, fontWeight: 600, lineHeight: 1.3, ...cardTitle }}>
        {product.name}
      </Typography>
    </Box>
  );
}
