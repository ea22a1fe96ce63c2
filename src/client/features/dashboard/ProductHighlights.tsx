import { useTranslation } from 'react-i18next';
import { Loading } from '@/client/components/Loading';
import { useGetDashboardProductsQuery } from './dashboardApi';
import { DashboardSection } from './DashboardSection';
import { HighlightGrid } from './HighlightGrid';
import { SectionEmpty } from './SectionEmpty';
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
        <SectionEmpty text={t('admin:dashboard.products.empty')} />
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
