import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

export function CareerStatusChip({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={active ? 'success' : 'error'}
      label={t(active ? 'admin:careers.status.active' : 'admin:careers.status.inactive')}
    />
  );
}
