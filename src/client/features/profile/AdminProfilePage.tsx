import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/client/api/errors';
import { AdminPageHeader } from '@/client/components/AdminPageHeader';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { AccountSection } from './AccountSection';
import { PasswordSection } from './PasswordSection';
import { useGetProfileQuery } from './profileApi';
import { SessionsSection } from './SessionsSection';
import { TwoStepSection } from './TwoStepSection';

/**
 * /admin/profile (every role): the signed-in user's own account. Name, e-mail and interface language; the way to
 * change the password; two-step sign-in; and the browsers signed in to the account.
 */
export function AdminProfilePage() {
  const { t } = useTranslation();
  const { data: profile, isLoading, error, refetch } = useGetProfileQuery();

  let body;
  if (profile)
    body = (
      <Stack spacing={3}>
        <AccountSection profile={profile} />
        <PasswordSection />
        <TwoStepSection profile={profile} />
        <SessionsSection />
      </Stack>
    );
  else if (isLoading || !error) body = <Loading />;
  else body = <ErrorState message={errorMessage(error, t)} onRetry={refetch} />;

  return (
    <>
      <AdminPageHeader title={t('admin:profile.title')} />
      {body}
    </>
  );
}
