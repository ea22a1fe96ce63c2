import Send from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import type { Enquiry } from '@/common/api/enquiries';
import { useAdminModal } from '@/client/components/useAdminModal';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { DetailList } from './DetailList';
import { EnquirySection } from './EnquirySection';
import { useResendEnquiryMailMutation } from './inboxApi';
import { MailStatusChip } from './MailStatusChip';
import { ButtonSpinner } from '@/client/components/ButtonSpinner';

/** How the notification mail to the company went, and 'Send again' once it has failed for good. */
export function MailDeliverySection({ enquiry }: { enquiry: Enquiry }) {
  const { t } = useTranslation();
  const formatMoment = useDateFormatter('long', 'short');
  const { finishSubmit } = useAdminModal();
  const [resend, resending] = useResendEnquiryMailMutation();
  const failed = enquiry.mailStatus === 'failed';

  const sendAgain = async () => {
    if (resending.isLoading) return;
    const toasts = { succeeded: 'admin:inbox.mail.resent', failed: 'admin:inbox.mail.resendFailed' };
    finishSubmit(await resend(enquiry.id), toasts, () => undefined);
  };

  return (
    <EnquirySection title={t('admin:inbox.sections.mail')}>
      {failed && <Alert severity="error">{t('admin:inbox.mail.failedHint')}</Alert>}
      <DetailList
        entries={[
          { label: t('admin:inbox.mail.status'), value: <MailStatusChip status={enquiry.mailStatus} /> },
          { label: t('admin:inbox.mail.attempts'), value: String(enquiry.mailAttempts) },
          {
            label: t('admin:inbox.mail.sentAt'),
            value: enquiry.mailedAt && <time dateTime={enquiry.mailedAt}>{formatMoment(enquiry.mailedAt)}</time>,
          },
          { label: t('admin:inbox.mail.lastError'), value: enquiry.mailError },
        ]}
      />
      {failed && (
        <Box>
          <Button
            variant="contained"
            onClick={() => void sendAgain()}
            aria-busy={resending.isLoading}
            startIcon={resending.isLoading ? <ButtonSpinner /> : <Send aria-hidden />}
          >
            {t('admin:inbox.mail.resend')}
          </Button>
        </Box>
      )}
    </EnquirySection>
  );
}
