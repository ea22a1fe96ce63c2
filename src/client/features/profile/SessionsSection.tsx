import Logout from '@mui/icons-material/Logout';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '@/client/api/errors';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import { DataTable } from '@/client/components/DataTable';
import { ErrorState } from '@/client/components/ErrorState';
import { useAdminModal } from '@/client/components/useAdminModal';
import { deviceLabel } from './deviceName';
import { refusalToast } from '@/client/components/refusalToast';
import { useGetOwnSessionsQuery, useSignOutOtherSessionsMutation, useSignOutSessionMutation } from './profileApi';
import { ProfileSection } from './ProfileSection';
import { useSessionColumns } from './useSessionColumns';

const SIGN_OUT_MODAL = 'profile.session.signOut';
const SIGN_OUT_OTHERS_MODAL = 'profile.session.signOutOthers';

const noPageChange = () => undefined;

/**
 * 'Sessions': every browser signed in to the account, read afresh on each visit (they come and go), with this one
 * marked; any other can be signed out, or all of them at once.
 */
export function SessionsSection() {
  const { t, i18n } = useTranslation();
  const { modal, openModal, closeModal, toast } = useAdminModal();
  const {
    data: sessions = [],
    isLoading,
    error,
    refetch,
  } = useGetOwnSessionsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  const [signOutSession, signOutState] = useSignOutSessionMutation();
  const [signOutOthers, othersState] = useSignOutOtherSessionsMutation();
  const columns = useSessionColumns((session) => openModal({ name: SIGN_OUT_MODAL, entityId: session.id }));
  const selected = sessions.find((session) => session.id === modal?.entityId);
  const others = sessions.filter((session) => !session.current).length;

  const signOutSelected = async () => {
    if (!selected) return;
    const device = deviceLabel(selected.device, t);
    const result = await signOutSession(selected.id);
    closeModal();
    if ('error' in result) toast(refusalToast(result.error, i18n, 'admin:profile.failed'), 'error');
    else toast({ key: 'admin:profile.sessions.signedOut', params: { device } }, 'success');
  };

  const signOutEverywhereElse = async () => {
    const result = await signOutOthers();
    closeModal();
    if ('error' in result) toast(refusalToast(result.error, i18n, 'admin:profile.failed'), 'error');
    else toast({ key: 'admin:profile.sessions.signedOutOthers', params: { count: result.data.signedOut } }, 'success');
  };

  return (
    <ProfileSection
      title={t('admin:profile.sessions.title')}
      intro={t('admin:profile.sessions.intro')}
      action={
        others > 0 && (
          <Button
            variant="outlined"
            color="error"
            startIcon={<Logout aria-hidden />}
            onClick={() => openModal({ name: SIGN_OUT_OTHERS_MODAL })}
          >
            {t('admin:profile.sessions.signOutOthers')}
          </Button>
        )
      }
    >
      {error && !isLoading ? (
        <ErrorState message={errorMessage(error, t)} onRetry={refetch} />
      ) : (
        <DataTable
          caption={t('admin:profile.sessions.title')}
          columns={columns}
          rows={sessions}
          page={1}
          limit={Math.max(sessions.length, 1)}
          totalData={sessions.length}
          onPageChange={noPageChange}
          loading={isLoading}
          emptyText={t('admin:profile.sessions.empty')}
        />
      )}
      <ConfirmDialog
        open={modal?.name === SIGN_OUT_MODAL && Boolean(selected)}
        question={t('admin:profile.sessions.confirmSignOut', {
          device: selected ? deviceLabel(selected.device, t) : '',
        })}
        busy={signOutState.isLoading}
        onConfirm={() => void signOutSelected()}
        onCancel={closeModal}
      />
      <ConfirmDialog
        open={modal?.name === SIGN_OUT_OTHERS_MODAL}
        question={t('admin:profile.sessions.confirmSignOutOthers', { count: others })}
        busy={othersState.isLoading}
        onConfirm={() => void signOutEverywhereElse()}
        onCancel={closeModal}
      />
    </ProfileSection>
  );
}
