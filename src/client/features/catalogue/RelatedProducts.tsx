import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { ProductSummary } from '@/common/api/catalogue';
import { ProductSection } from './ProductSection';
import { ProductTile } from './ProductTile';

const TILE_SIZES = '(min-width: 900px) 280px, (min-width: 600px) 33vw, 50vw';

/** Other products of the same category, each linking to its page; nothing when there are none. */
export function RelatedProducts({ products }: { products: ProductSummary[] }) {
  const { t } = useTranslation();
  if (products.length === 0) return null;
  return (
    <ProductSection title={t('public:productData.related')}>
      {(headingId) => (
        <Box
          component="ul"
          aria-labelledby={headingId}
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
            gap: 2,
            m: 0,
            p: 0,
            listStyle: 'none',
          }}
        >
          {products.map((product) => (
            <li key={product.id}>
              <ProductTile product={product} sizes={TILE_SIZES} />
            </li>
          ))}
        </Box>
      )}
    </ProductSection>
  );
}
