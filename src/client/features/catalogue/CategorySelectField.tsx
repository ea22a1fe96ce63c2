import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { Category } from '@/common/api/catalogue';

interface CategorySelectFieldProps {
  categories: Category[] | undefined;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** 'Kategori Produk': a choice among the categories, disabled with 'No categories available' when there are none. */
export function CategorySelectField({ categories, value, onChange, error }: CategorySelectFieldProps) {
  const { t } = useTranslation();
  const none = categories !== undefined && categories.length === 0;
  // Until the categories arrive, a prefilled id has no option to show; MUI warns about such values.
  const shown = categories?.some((category) => String(category.id) === value) ? value : '';
  return (
    <TextField
      select
      required
      label={t('admin:catalogue.products.fields.category')}
      value={shown}
      onChange={(event) => onChange(event.target.value)}
      disabled={!categories || none}
      error={Boolean(error)}
      helperText={error}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="" disabled>
        {t(none ? 'admin:catalogue.products.noCategories' : 'admin:catalogue.products.chooseCategory')}
      </MenuItem>
      {categories?.map((category) => (
        <MenuItem key={category.id} value={String(category.id)}>
          {category.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
