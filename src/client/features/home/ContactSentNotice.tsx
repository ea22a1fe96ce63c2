import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { SentConfirmation } from '@/client/components/SentConfirmation';
import { wrapLongWords } from '@/client/theme/textWrap';

/** After CONTACT US was sent: the company has the message and will answer at the address the visitor gave. */
export function ContactSentNotice({ email, ref }: { email: string; ref?: Ref<HTMLDivElement> }) {
  const { t } = useTranslation();
  return (
    <SentConfirmation ref={ref} title={t('public:home.contact.sent')}>
      <Typography variant="body2" sx={wrapLongWords}>
        {t('public:home.contact.sentDetail', { email })}
      </Typography>
    </SentConfirmation>
  );
}
