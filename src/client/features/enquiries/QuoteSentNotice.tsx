import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '@/common/routes';
import { SentConfirmation } from '@/client/components/SentConfirmation';

/** After the quote request was sent: what happens next, and the way back to the catalogue. */
export function QuoteSentNotice({ ref }: { ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  return (
    <SentConfirmation ref={ref} title={t('public:enquiry.quote.sent')}>
      <Typography variant="body2">{t('public:enquiry.quote.sentDetail')}</Typography>
      <Button component={RouterLink} to={paths.categories} variant="outlined" size="small" sx={{ mt: 1.5 }}>
        {t('public:enquiry.quote.browse')}
      </Button>
    </SentConfirmation>
  );
}
