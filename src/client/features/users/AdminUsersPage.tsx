import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ERROR_CODES } from '@/common/api/error-codes';
import type { InvitationBody, StaffUser } from '@/common/api/users';
import { DEFAULT_LANGUAGE, isLanguage } from '@/common/language';
import type { StaffRole } from '@/common/staff-access';
import { errorMessage, fieldErrors, serverErrorOf, type ApiError, type Translate } from '@/client/api/errors';
import { useAppSelector } from '@/client/app/hooks';
import { AdminTablePage } from '@/client/components/AdminTablePage';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import { pagedFrom } from '@/client/components/pagedFrom';
import { useAdminListPage } from '@/client/components/useAdminListPage';
import { ChangeRoleDialog } from './ChangeRoleDialog';
import { InviteUserDialog } from './InviteUserDialog';
import { refusalToast } from '@/client/components/refusalToast';
import { TwoStepPolicySelect } from './TwoStepPolicySelect';
import { useUserColumns } from './useUserColumns';
import {
  useChangeStaffUserMutation,
  useGetStaffUsersQuery,
  useInviteStaffUserMutation,
  useResendInvitationMutation,
  useResetTwoStepMutation,
} from './usersApi';

const INVITE_MODAL = 'user.invite';
const ROLE_MODAL = 'user.role';
const DEACTIVATE_MODAL = 'user.deactivate';
const RESET_TWO_STEP_MODAL = 'user.resetTwoStep';

/** The whole list (the API answers every account at once), paged in the browser. */
const useUserPage = pagedFrom(function useUsers() {
  return useGetStaffUsersQuery();
});

/** The server refused the request itself, so sending it again changes nothing. */
function refused(error: ApiError): boolean {
  const status = error && 'status' in error ? error.status : undefined;
  return typeof status === 'number' && status < 500;
}

/** The server's verdict on the invitation's fields; an address another account has is said in full under it. */
function inviteFieldErrors(error: ApiError, t: Translate): Record<string, string> {
  const duplicate = serverErrorOf(error)?.code === ERROR_CODES.duplicateEmail;
  return { ...fieldErrors(error, t), ...(duplicate && { email: errorMessage(error, t) }) };
}

/**
 * /admin/users (administrators): the staff's accounts with their role, last sign-in and status; inviting a new
 * colleague by e-mail, changing a role, deactivating (signed out everywhere at once, history kept) and reactivating,
 * and sending an invitation's link again; resetting a user's two-step sign-in (they set it up again at their next
 * sign-in) and choosing whom the site requires it of. What the server refuses (the last administrator, one's own
 * account) is said in a toast and nothing changes.
 */
export function AdminUsersPage() {
  const { t, i18n } = useTranslation();
  const list = useAdminListPage(useUserPage);
  const { data: users } = useGetStaffUsersQuery();
  const ownUsername = useAppSelector((state) => state.auth.username);
  const [invite, inviteState] = useInviteStaffUserMutation();
  const [changeUser, changeState] = useChangeStaffUserMutation();
  const [resend] = useResendInvitationMutation();
  const [resetTwoStep, resetTwoStepState] = useResetTwoStepMutation();
  const [busyUserId, setBusyUserId] = useState<number>();
  const { modal, toast } = list;
  const selected = users?.find((user) => user.id === modal?.entityId);
  const screenLanguage = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;

  const close = () => {
    list.closeModal();
    inviteState.reset();
    changeState.reset();
    resetTwoStepState.reset();
  };

  const sendInvitation = async (body: InvitationBody) => {
    const result = await invite(body);
    if ('error' in result) {
      toast(refusalToast(result.error, i18n, 'admin:users.failed'), 'error');
      return;
    }
    toast({ key: 'admin:users.invited', params: { email: result.data.email } }, 'success');
    close();
  };

  /** Makes one change to `user`; says so, or why not, and closes the open dialog once it is made. */
  const change = async (user: StaffUser, changes: { role: StaffRole } | { active: boolean }, done: string) => {
    setBusyUserId(user.id);
    const result = await changeUser({ id: user.id, changes });
    setBusyUserId(undefined);
    if ('error' in result) {
      toast(refusalToast(result.error, i18n, 'admin:users.failed'), 'error');
      // Asking again changes nothing after a refusal (the last administrator, one's own account); a failure may pass.
      if (modal && refused(result.error)) close();
      return;
    }
    const { name, role } = result.data;
    toast({ key: done, params: { name, role: t(`admin:users.roles.${role}`) } }, 'success');
    if (modal) close();
  };

  const resendInvitation = async (user: StaffUser) => {
    setBusyUserId(user.id);
    const result = await resend({ id: user.id, body: { language: screenLanguage } });
    setBusyUserId(undefined);
    if ('error' in result) toast(refusalToast(result.error, i18n, 'admin:users.failed'), 'error');
    else toast({ key: 'admin:users.resent', params: { email: user.email } }, 'success');
  };

  /** Turns `user`'s two-step sign-in off once confirmed; a refusal closes the question, a failure leaves it open. */
  const resetUserTwoStep = async (user: StaffUser) => {
    const result = await resetTwoStep(user.id);
    if ('error' in result) {
      toast(refusalToast(result.error, i18n, 'admin:users.failed'), 'error');
      if (refused(result.error)) close();
      return;
    }
    toast({ key: 'admin:users.twoStepReset', params: { name: result.data.name } }, 'success');
    close();
  };

  const columns = useUserColumns(ownUsername, {
    changeRole: (user) => list.openModal({ name: ROLE_MODAL, entityId: user.id }),
    deactivate: (user) => list.openModal({ name: DEACTIVATE_MODAL, entityId: user.id }),
    reactivate: (user) => void change(user, { active: true }, 'admin:users.reactivated'),
    resendInvitation: (user) => void resendInvitation(user),
    resetTwoStep: (user) => list.openModal({ name: RESET_TWO_STEP_MODAL, entityId: user.id }),
    busyUserId,
  });

  return (
    <AdminTablePage
      title={t('admin:users.title')}
      addLabel={t('admin:users.invite')}
      onAdd={() => list.openModal({ name: INVITE_MODAL })}
      toolbar={<TwoStepPolicySelect toast={toast} />}
      list={list}
      columns={columns}
      emptyText={t('admin:users.empty')}
    >
      {modal?.name === INVITE_MODAL && (
        <InviteUserDialog
          language={screenLanguage}
          submitting={inviteState.isLoading}
          fieldErrors={inviteFieldErrors(inviteState.error, t)}
          onSubmit={(body) => void sendInvitation(body)}
          onClose={close}
        />
      )}
      {modal?.name === ROLE_MODAL && selected && (
        <ChangeRoleDialog
          user={selected}
          submitting={changeState.isLoading}
          onSubmit={(role) => void change(selected, { role }, 'admin:users.roleChanged')}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={modal?.name === DEACTIVATE_MODAL && Boolean(selected)}
        question={t('admin:users.confirmDeactivate', { name: selected?.name ?? '' })}
        busy={changeState.isLoading}
        onConfirm={() => selected && void change(selected, { active: false }, 'admin:users.deactivated')}
        onCancel={close}
      />
      <ConfirmDialog
        open={modal?.name === RESET_TWO_STEP_MODAL && Boolean(selected)}
        question={t('admin:users.confirmResetTwoStep', { name: selected?.name ?? '' })}
        busy={resetTwoStepState.isLoading}
        onConfirm={() => selected && void resetUserTwoStep(selected)}
        onCancel={close}
      />
    </AdminTablePage>
  );
}
