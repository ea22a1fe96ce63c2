import { useTranslation } from 'react-i18next';
import { ADMIN_SCREEN_RULES } from '@/common/staff-access';
import { AdminPageHeader } from '@/client/components/AdminPageHeader';
import { useStaffAccess } from '@/client/features/auth/staffAccessApi';
import { CareerHighlights } from './CareerHighlights';
import { CategoryChartSection } from './CategoryChartSection';
import { InboxSection } from './InboxSection';
import { ProductHighlights } from './ProductHighlights';

/**
 * /admin: the enquiries waiting unread, the newest products, the latest career changes and how many products each
 * category has; each part only for the roles that may read it, and a part not shown is not asked for.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  const { may } = useStaffAccess();
  return (
    <>
      <AdminPageHeader title={t('admin:dashboard.title')} />
      {may(ADMIN_SCREEN_RULES.inbox) && <InboxSection />}
      {may('catalogue.read') && <ProductHighlights />}
      {may('careers') && <CareerHighlights />}
      {may('catalogue.read') && <CategoryChartSection />}
    </>
  );
}
