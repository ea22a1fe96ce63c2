import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Certification } from '@/common/api/product-data';
import { CERTIFICATION_KINDS, MAX_CERTIFICATIONS } from '@/common/constants';
import { API_FIELD, blankCertificationRow, type CertificationRow, type CertificationText } from './certificationRows';

interface CertificationsEditorProps {
  rows: CertificationRow[];
  onChange: (rows: CertificationRow[]) => void;
  /** Problems by the server's field names: `certifications` for the list, `certifications.0.name` for a field. */
  errors: Record<string, string>;
}

/** The lengths the contract allows. */
const TEXT_LIMITS: Record<CertificationText, number | undefined> = {
  name: Certification.properties.name.maxLength,
  issuer: Certification.properties.issuer.maxLength,
  number: Certification.properties.number.maxLength,
  expiresOn: undefined,
};

interface RowFieldsProps {
  row: CertificationRow;
  index: number;
  errors: Record<string, string>;
  onChange: (row: CertificationRow) => void;
  onRemove: () => void;
}

function CertificationRowFields({ row, index, errors, onChange, onRemove }: RowFieldsProps) {
  const { t } = useTranslation();
  const rowName = t('admin:productData.certifications.row', { number: index + 1 });
  const nameRequired = row.kind === 'other';
  const nameHint = t('admin:productData.certifications.nameHint');
  const text = (field: CertificationText, label: string, hint?: string) => {
    const error = errors[`certifications.${index}.${API_FIELD[field]}`];
    return {
      label,
      value: row[field],
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange({ ...row, [field]: event.target.value }),
      error: Boolean(error),
      helperText: error ?? hint,
      size: 'small' as const,
      slotProps: { htmlInput: { maxLength: TEXT_LIMITS[field] } },
    };
  };
  return (
    <Box
      role="group"
      aria-label={rowName}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, display: 'grid', gap: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <TextField
          select
          size="small"
          label={t('admin:productData.certifications.kind')}
          value={row.kind}
          onChange={(event) => onChange({ ...row, kind: event.target.value as CertificationRow['kind'] })}
          sx={{ flexGrow: 1 }}
        >
          {CERTIFICATION_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`public:productData.certifications.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <IconButton aria-label={t('admin:productData.certifications.remove', { number: index + 1 })} onClick={onRemove}>
          <DeleteOutline />
        </IconButton>
      </Box>
      <TextField
        {...text('name', t('admin:productData.certifications.name'), nameRequired ? nameHint : undefined)}
        // Shown as required, but checked by the form, which says why under the field (the row may be out of sight).
        required={nameRequired}
        slotProps={{ htmlInput: { maxLength: TEXT_LIMITS.name, required: false, 'aria-required': nameRequired } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 1.5 }}>
        <TextField {...text('issuer', t('admin:productData.certifications.issuer'))} />
        <TextField {...text('number', t('admin:productData.certifications.number'))} />
      </Box>
      <TextField
        {...text('expiresOn', t('admin:productData.certifications.expiresOn'))}
        type="date"
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Box>
  );
}

/** The product's certifications: rows to add, fill in and remove, up to MAX_CERTIFICATIONS. */
export function CertificationsEditor({ rows, onChange, errors }: CertificationsEditorProps) {
  const { t } = useTranslation();
  const full = rows.length >= MAX_CERTIFICATIONS;
  const replace = (index: number, row: CertificationRow) =>
    onChange(rows.map((current, at) => (at === index ? row : current)));
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('admin:productData.certifications.none')}
        </Typography>
      )}
      {rows.map((row, index) => (
        <CertificationRowFields
          key={row.key}
          row={row}
          index={index}
          errors={errors}
          onChange={(changed) => replace(index, changed)}
          onRemove={() => onChange(rows.filter((_row, at) => at !== index))}
        />
      ))}
      {errors.certifications && <FormHelperText error>{errors.certifications}</FormHelperText>}
      <Box>
        <Button
          startIcon={<Add />}
          onClick={() => onChange([...rows, blankCertificationRow()])}
          disabled={full}
          variant="outlined"
          size="small"
        >
          {t('admin:productData.certifications.add')}
        </Button>
        {full && (
          <FormHelperText>{t('admin:productData.certifications.max', { max: MAX_CERTIFICATIONS })}</FormHelperText>
        )}
      </Box>
    </Box>
  );
}
