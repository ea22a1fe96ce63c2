import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import type { ProductSummary } from '@/common/api/catalogue';
import { paths } from '@/common/routes';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { langOf } from '@/client/components/fallbackLang';
import { cardTitle } from '@/client/theme/textWrap';
import { AddToEnquiryButton } from './AddToEnquiryButton';

/** A product's image and name, linking to its detail page, with the button that adds it to the enquiry basket. */
export function ProductTile({ product, sizes }: { product: ProductSummary; sizes: string }) {
  return (
    <Box
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderRadius: 2,
        overflow: 'hidden',
        border: '1px solid',
        borderColor: 'divider',
        bgcolor: 'background.paper',
        transition: 'box-shadow 0.2s',
        '&:hover, &:focus-within': { boxShadow: 3 },
        '@media (prefers-reduced-motion: reduce)': { transition: 'none' },
      }}
    >
      <Box
        component={RouterLink}
        to={paths.productDetail(product.id)}
        sx={{ display: 'flex', flexDirection: 'column', flexGrow: 1, color: 'inherit', textDecoration: 'none' }}
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
      <Box sx={{ px: 1.5, pb: 1.5 }}>
        <AddToEnquiryButton product={product} fullWidth compact />
      </Box>
    </Box>
  );
}
