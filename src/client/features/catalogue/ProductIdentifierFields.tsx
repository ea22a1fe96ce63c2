import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { SPEC_LIMITS, type SpecCodeField } from '@/common/api/catalogue';
import type { ProductIdentifiers } from './productIdentifiers';

interface ProductIdentifierFieldsProps {
  identifiers: ProductIdentifiers;
  onChange: (field: SpecCodeField, value: string) => void;
  /** Each field's problem, found by the form or named by the server. */
  errors: Partial<Record<SpecCodeField, string>>;
}

/** CAS number, E-number and INCI name: the same in every language, so outside the language tabs. */
export function ProductIdentifierFields({ identifiers, onChange, errors }: ProductIdentifierFieldsProps) {
  const { t } = useTranslation();
  const field = (name: SpecCodeField, hint?: string) => ({
    label: t(`public:productData.specs.fields.${name}`),
    value: identifiers[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(name, event.target.value),
    error: Boolean(errors[name]),
    helperText: errors[name] ?? hint,
    slotProps: { htmlInput: { maxLength: SPEC_LIMITS[name], spellCheck: false } },
  });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField fullWidth {...field('cas_number', t('admin:productData.identifiers.casHint'))} />
        <TextField fullWidth {...field('e_number', t('admin:productData.identifiers.eNumberHint'))} />
      </Stack>
      <TextField {...field('inci_name')} />
    </Stack>
  );
}
