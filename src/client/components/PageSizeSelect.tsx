import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ADMIN_PAGE_SIZES } from '@/common/constants';

interface PageSizeSelectProps {
  limit: number;
  onChange: (limit: number) => void;
}

/** 'Rows per page': the page sizes an admin table offers. */
export function PageSizeSelect({ limit, onChange }: PageSizeSelectProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      label={t('admin:adminList.pageSize')}
      value={limit}
      onChange={(event) => onChange(Number(event.target.value))}
      sx={{ minWidth: 140 }}
    >
      {ADMIN_PAGE_SIZES.map((size) => (
        <MenuItem key={size} value={size}>
          {size}
        </MenuItem>
      ))}
    </TextField>
  );
}
