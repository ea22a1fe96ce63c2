import { useTranslation } from 'react-i18next';
import { useUnreadEnquiries } from '@/client/features/inbox/unreadEnquiriesApi';
import { Loading } from '@/client/components/Loading';
import { DashboardSection } from './DashboardSection';
import { SectionEmpty } from './SectionEmpty';
import { UnreadEnquiriesCard } from './UnreadEnquiriesCard';
import { useLoggedFailure } from './useLoggedFailure';

/** 'Inbox': what visitors sent that no admin has opened yet, per type. */
export function InboxSection() {
  const { t } = useTranslation();
  const { data, isLoading, error } = useUnreadEnquiries();
  useLoggedFailure(error, 'unread enquiries');
  return (
    <DashboardSection title={t('admin:dashboard.inbox.title')}>
      {isLoading ? (
        <Loading />
      ) : data ? (
        <UnreadEnquiriesCard unread={data} />
      ) : (
        <SectionEmpty text={t('admin:dashboard.inbox.unavailable')} />
      )}
    </DashboardSection>
  );
}
