import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';

export interface FacetOption {
  value: string;
  label: string;
  /** The language of the label when it is not the page's (a name shown from its other translation). */
  lang?: string;
}

interface FacetSelectProps {
  label: string;
  /** The chosen option's value; '' for all. */
  value: string;
  options: FacetOption[];
  /** Whether the counts are still on their way (nothing to choose yet). */
  loading: boolean;
  onChange: (value: string) => void;
}

/** One filter of the catalogue: 'All', then each value with how many products choosing it lists. */
export function FacetSelect({ label, value, options, loading, onChange }: FacetSelectProps) {
  const { t } = useTranslation();
  const known = options.some((option) => option.value === value);
  return (
    <TextField
      select
      label={label}
      // A chosen value the counts do not name (yet) reads as 'All' rather than as an empty box.
      value={known ? value : ''}
      onChange={(event) => onChange(event.target.value)}
      disabled={loading || (!options.length && !value)}
      size="small"
      fullWidth
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('public:facets.all')}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.value} value={option.value} lang={option.lang}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}
