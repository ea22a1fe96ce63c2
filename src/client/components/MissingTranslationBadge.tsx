import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Language } from '@/common/language';

/** 'ID missing' in a list row or a form: the languages in which some text has not been written yet. */
export function MissingTranslationBadge({ missing }: { missing: readonly Language[] }) {
  const { t } = useTranslation();
  if (missing.length === 0) return null;
  const languages = missing.map((language) => language.toUpperCase()).join(', ');
  return (
    <Chip
      size="small"
      variant="outlined"
      // Darker than the theme's warning orange, so the small label keeps a 4.5:1 contrast on white and grey rows.
      sx={{ color: '#7a3e00', borderColor: '#b35900', bgcolor: '#fff8e1' }}
      label={t('admin:translations.missing', { languages })}
      title={t('admin:translations.missingTitle', {
        languages: missing.map((language) => t(`common:language.${language}`)).join(', '),
      })}
    />
  );
}
