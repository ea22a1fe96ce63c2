import Grid from '@mui/material/Grid';
import { useTranslation } from 'react-i18next';
import { ENQUIRY_LIMITS } from '@/common/constants';
import type { FieldRules } from './fieldChecks';
import { OutlinedTextField } from './OutlinedTextField';

export type EnquirerField = 'name' | 'company' | 'email' | 'phone';

/** Who is asking, as the contact and quote forms take it (ContactEnquiryBody, QuoteEnquiryBody). */
export const ENQUIRER_RULES: FieldRules<EnquirerField> = {
  name: { required: true, maxLength: ENQUIRY_LIMITS.name },
  company: { required: true, maxLength: ENQUIRY_LIMITS.company },
  email: { required: true, maxLength: ENQUIRY_LIMITS.email, format: 'email' },
  phone: { maxLength: ENQUIRY_LIMITS.phone },
};

export const NO_ENQUIRER: Record<EnquirerField, string> = { name: '', company: '', email: '', phone: '' };

type FieldProps = Omit<Parameters<typeof OutlinedTextField>[0], 'label'>;

/** Name and company side by side from small tablets up, then e-mail and phone; the browser may fill them in. */
export function EnquirerFields({ fieldProps }: { fieldProps: (field: EnquirerField) => FieldProps }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={2.5}>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OutlinedTextField label={t('public:enquiry.fields.name')} autoComplete="name" {...fieldProps('name')} />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OutlinedTextField
          label={t('public:enquiry.fields.company')}
          autoComplete="organization"
          {...fieldProps('company')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OutlinedTextField
          label={t('public:enquiry.fields.email')}
          type="email"
          autoComplete="email"
          {...fieldProps('email')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <OutlinedTextField
          label={t('public:enquiry.fields.phone')}
          type="tel"
          autoComplete="tel"
          hint={t('public:enquiry.optional')}
          {...fieldProps('phone')}
        />
      </Grid>
    </Grid>
  );
}
