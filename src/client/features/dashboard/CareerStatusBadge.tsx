import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** Active in green, Inactive in red. */
export function CareerStatusBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'error'}
      label={t(active ? 'admin:dashboard.careers.active' : 'admin:dashboard.careers.inactive')}
    />
  );
}
