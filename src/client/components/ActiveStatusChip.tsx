import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** A career's status: Active in green, Inactive in red. */
export function ActiveStatusChip({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'error'}
      label={t(active ? 'admin:careers.status.active' : 'admin:careers.status.inactive')}
    />
  );
}
