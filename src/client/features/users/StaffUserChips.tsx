import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { StaffStatus } from '@/common/api/users';

// Filled chips whose white text keeps at least 4.5:1 on the theme's colours; a deactivated account is the grey one.
const STATUS_COLORS: Record<StaffStatus, ChipProps['color']> = {
  invited: 'secondary',
  active: 'success',
  deactivated: 'default',
};

/** Where an account stands: Invited (no password yet), Active or Deactivated. */
export function StaffStatusChip({ status }: { status: StaffStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={STATUS_COLORS[status]} label={t(`admin:users.statuses.${status}`)} />;
}

/** Whether the account signs in with a second step: On or Off. */
export function TwoStepChip({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      variant="outlined"
      color={on ? 'success' : 'default'}
      label={t(on ? 'admin:users.twoStep.on' : 'admin:users.twoStep.off')}
    />
  );
}
