import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { Loading } from '../../components/Loading';
import { useGetDashboardProductsQuery } from './dashboardApi';
import { DashboardSection } from './DashboardSection';
import { HighlightsEmpty } from './HighlightsEmpty';
import { ProductHighlightCard } from './ProductHighlightCard';
import { useLoggedFailure } from './useLoggedFailure';

/** 'Highlight Produk': the newest products as cards. */
export function ProductHighlights() {
  const { t } = useTranslation();
  const { data: products = [], isLoading, error } = useGetDashboardProductsQuery();
  useLoggedFailure(error, 'products');
  return (
    <DashboardSection title={t('admin:dashboard.products.title')}>
      {isLoading ? (
        <Loading />
      ) : products.length === 0 ? (
        <HighlightsEmpty text={t('admin:dashboard.products.empty')} />
      ) : (
        <HighlightGrid>
          {products.map((product) => (
            <li key={product.id}>
              <ProductHighlightCard product={product} />
            </li>
          ))}
        </HighlightGrid>
      )}
    </DashboardSection>
  );
}

/** A responsive list of cards: one column on phones, up to three on wide screens. */
export function HighlightGrid({ children }: { children: React.ReactNode }) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
        gap: 3,
        listStyle: 'none',
        p: 0,
        m: 0,
      }}
    >
      {children}
    </Box>
  );
}
