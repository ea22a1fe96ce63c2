import { useTranslation } from 'react-i18next';
import { Loading } from '@/client/components/Loading';
import { CareerHighlightCard } from './CareerHighlightCard';
import { useGetDashboardCareersQuery } from './dashboardApi';
import { DashboardSection } from './DashboardSection';
import { HighlightGrid } from './HighlightGrid';
import { SectionEmpty } from './SectionEmpty';
import { useLoggedFailure } from './useLoggedFailure';

/** 'Highlight Karir': the most recently updated careers as cards, drafts and scheduled ones included. */
export function CareerHighlights() {
  const { t } = useTranslation();
  const { data: careers = [], isLoading, error } = useGetDashboardCareersQuery();
  useLoggedFailure(error, 'careers');
  return (
    <DashboardSection title={t('admin:dashboard.careers.title')}>
      {isLoading ? (
        <Loading />
      ) : careers.length === 0 ? (
        <SectionEmpty text={t('admin:dashboard.careers.empty')} />
      ) : (
        <HighlightGrid>
          {careers.map((career) => (
            <li key={career.id}>
              <CareerHighlightCard career={career} />
            </li>
          ))}
        </HighlightGrid>
      )}
    </DashboardSection>
  );
}
