import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { EnquiryType } from '@/common/api/enquiries';

/** The kind of enquiry, and for a quote that asks for samples a 'Sample' marker beside it. */
export function EnquiryTypeLabel({ type, sample }: { type: EnquiryType; sample: boolean }) {
  const { t } = useTranslation();
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      {t(`admin:inbox.types.${type}`)}
      {sample && <Chip size="small" variant="outlined" color="secondary" label={t('admin:inbox.sample')} />}
    </Box>
  );
}
