import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffUser } from '@/common/api/users';
import { STAFF_ROLES, type StaffRole } from '@/common/staff-access';
import { FormDialog } from '@/client/components/FormDialog';

interface ChangeRoleDialogProps {
  user: StaffUser;
  submitting: boolean;
  /** Called only with a role other than the user's. */
  onSubmit: (role: StaffRole) => void;
  onClose: () => void;
}

/** 'Change role': the roles to choose from, each with what it may do; the new role applies from the next request. */
export function ChangeRoleDialog({ user, submitting, onSubmit, onClose }: ChangeRoleDialogProps) {
  const { t } = useTranslation();
  const [role, setRole] = useState<StaffRole>(user.role);
  return (
    <FormDialog
      open
      title={t('admin:users.form.roleTitle', { name: user.name })}
      submitLabel={t('admin:users.form.save')}
      submitting={submitting}
      onClose={onClose}
      onSubmit={() => (role === user.role ? onClose() : onSubmit(role))}
    >
      <Typography variant="body2" color="text.secondary">
        {t('admin:users.form.roleIntro')}
      </Typography>
      <TextField
        select
        label={t('admin:users.fields.role')}
        value={role}
        onChange={(event) => setRole(event.target.value as StaffRole)}
        helperText={t(`admin:users.roleHints.${role}`)}
        autoFocus
      >
        {STAFF_ROLES.map((option) => (
          <MenuItem key={option} value={option}>
            {t(`admin:users.roles.${option}`)}
          </MenuItem>
        ))}
      </TextField>
    </FormDialog>
  );
}
