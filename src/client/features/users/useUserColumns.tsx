import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from '@/common/api/users';
import type { Column } from '@/client/components/DataTable';
import { RowActionButton, RowActions } from '@/client/components/RowActions';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { visuallyHidden } from '@/client/theme/visuallyHidden';
import { StaffStatusChip, TwoStepChip } from './StaffUserChips';

/** What a row's buttons do. */
export interface UserRowActions {
  changeRole: (user: StaffUser) => void;
  deactivate: (user: StaffUser) => void;
  reactivate: (user: StaffUser) => void;
  resendInvitation: (user: StaffUser) => void;
  /** Asks whether to turn the user's two-step sign-in off, so that they set it up again. */
  resetTwoStep: (user: StaffUser) => void;
  /** The user whose reactivation or new link is being sent: their buttons wait. */
  busyUserId?: number;
}

/**
 * The users table's columns. The signed-in user's own row offers no role change and no deactivation (the server
 * refuses both), so the back office always keeps the administrator who is using it.
 */
export function useUserColumns(ownUsername: string | null, actions: UserRowActions): Column<StaffUser>[] {
  const { t } = useTranslation();
  const formatSignIn = useDateFormatter('medium', 'short');

  const rowActions = (user: StaffUser) => {
    if (user.username === ownUsername) return null;
    const busy = actions.busyUserId === user.id;
    return (
      <RowActions>
        <RowActionButton
          label={t('admin:users.actions.changeRole')}
          rowName={user.name}
          onClick={() => actions.changeRole(user)}
        />
        {user.status === 'invited' && (
          <RowActionButton
            label={t('admin:users.actions.resend')}
            rowName={user.name}
            disabled={busy}
            onClick={() => actions.resendInvitation(user)}
          />
        )}
        {user.twoStep && (
          <RowActionButton
            label={t('admin:users.actions.resetTwoStep')}
            rowName={user.name}
            onClick={() => actions.resetTwoStep(user)}
          />
        )}
        {user.status === 'deactivated' ? (
          <RowActionButton
            label={t('admin:users.actions.reactivate')}
            rowName={user.name}
            disabled={busy}
            onClick={() => actions.reactivate(user)}
          />
        ) : (
          <RowActionButton
            label={t('admin:users.actions.deactivate')}
            rowName={user.name}
            color="error"
            onClick={() => actions.deactivate(user)}
          />
        )}
      </RowActions>
    );
  };

  return [
    {
      header: t('admin:users.fields.name'),
      render: (user) => (
        <Box component="span" sx={{ fontWeight: 600 }}>
          {user.name}
          {user.username === ownUsername && (
            <Typography component="span" variant="body2" color="text.secondary" sx={{ ml: 1 }}>
              {t('admin:users.you')}
            </Typography>
          )}
        </Box>
      ),
    },
    { header: t('admin:users.fields.username'), render: (user) => user.username },
    { header: t('admin:users.fields.email'), render: (user) => user.email },
    { header: t('admin:users.fields.role'), render: (user) => t(`admin:users.roles.${user.role}`) },
    {
      header: t('admin:users.fields.lastSignIn'),
      render: (user) =>
        user.lastSignInAt ? (
          <time dateTime={user.lastSignInAt}>{formatSignIn(user.lastSignInAt)}</time>
        ) : (
          <>
            <span aria-hidden>—</span>
            <Box component="span" sx={visuallyHidden}>
              {t('admin:users.neverSignedIn')}
            </Box>
          </>
        ),
    },
    { header: t('admin:users.fields.twoStep'), render: (user) => <TwoStepChip on={user.twoStep} /> },
    { header: t('admin:users.fields.status'), render: (user) => <StaffStatusChip status={user.status} /> },
    { header: t('admin:table.actions'), edits: true, render: rowActions },
  ];
}
