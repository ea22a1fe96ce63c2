import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { useGetAdminPartnersQuery } from '@/client/features/siteContent/siteContentApi';

interface PrincipalSelectFieldProps {
  /** The partner's id, '' for none. */
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/** The principal the product comes from: one of the partners, or none. */
export function PrincipalSelectField({ value, onChange, error }: PrincipalSelectFieldProps) {
  const { t } = useTranslation();
  const { data: partners } = useGetAdminPartnersQuery();
  // Until the partners arrive, a chosen id has no option to show; MUI warns about such values.
  const shown = partners?.some((partner) => String(partner.id) === value) ? value : '';
  return (
    <TextField
      select
      label={t('admin:productData.principal.label')}
      value={shown}
      onChange={(event) => onChange(event.target.value)}
      disabled={!partners}
      error={Boolean(error)}
      helperText={error ?? t('admin:productData.principal.hint')}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">{t('admin:productData.principal.none')}</MenuItem>
      {partners?.map((partner) => (
        <MenuItem key={partner.id} value={String(partner.id)}>
          {partner.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
