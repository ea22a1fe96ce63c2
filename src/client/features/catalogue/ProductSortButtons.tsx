import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useTranslation } from 'react-i18next';
import type { ProductSort } from '@/common/api/catalogue';
import { PRODUCT_SORTS } from '@/common/constants';

/** The A-Z and Z-A buttons; the pressed one is the current order. */
export function ProductSortButtons({ value, onChange }: { value: ProductSort; onChange: (sort: ProductSort) => void }) {
  const { t } = useTranslation();
  return (
    <ToggleButtonGroup
      exclusive
      size="small"
      value={value}
      // A second press on the current order would unselect it; keep one order chosen.
      onChange={(_event, next: ProductSort | null) => next && onChange(next)}
      aria-label={t('public:catalogue.products.sortLabel')}
      sx={{ flexShrink: 0 }}
    >
      {PRODUCT_SORTS.map((sort) => (
        <ToggleButton
          key={sort}
          value={sort}
          aria-label={t(`public:catalogue.products.sort.${sort}.label`)}
          sx={{ px: 2, whiteSpace: 'nowrap' }}
        >
          {t(`public:catalogue.products.sort.${sort}.short`)}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
