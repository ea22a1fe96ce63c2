import { useTranslation } from 'react-i18next';
import { AdminPageHeader } from '@/client/components/AdminPageHeader';
import { CareerHighlights } from './CareerHighlights';
import { CategoryChartSection } from './CategoryChartSection';
import { InboxSection } from './InboxSection';
import { ProductHighlights } from './ProductHighlights';

/**
 * /admin: the enquiries waiting unread, the newest products, the latest career changes and how many products each
 * category has.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <>
      <AdminPageHeader title={t('admin:dashboard.title')} />
      <InboxSection />
      <ProductHighlights />
      <CareerHighlights />
      <CategoryChartSection />
    </>
  );
}
