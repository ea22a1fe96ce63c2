import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { mailtoUrl } from '@/common/mailto';
import { useSiteSettings } from '../app/siteSettings';
import { wrapLongWords } from '../theme/textWrap';
import type { SendFailure } from './sendFailure';
import { whatsappUrl } from './siteLinks';
import { FOCUS_RING } from './focusRing';

interface SendFailedAlertProps {
  failure: SendFailure;
  /** The address that reads this form's messages, offered when the server could not take them. */
  email: string;
  /** The form moves focus here when no field is to blame. */
  ref?: Ref<HTMLDivElement>;
}

/** Why the form was not sent and what to do now; the fields keep what the visitor wrote. */
export function SendFailedAlert({ failure, email, ref }: SendFailedAlertProps) {
  const { t } = useTranslation();
  const whatsapp = whatsappUrl(useSiteSettings()?.whatsapp ?? '');
  return (
    <Alert ref={ref} severity="error" role="alert" tabIndex={-1} sx={FOCUS_RING}>
      {failure.message}
      {failure.offerOtherWays && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {t('public:enquiry.failure.tryAgain')}
          {(email || whatsapp) && ` ${t('public:enquiry.failure.otherWays')} `}
          {email && (
            <Link href={mailtoUrl(email)} sx={wrapLongWords}>
              {email}
            </Link>
          )}
          {email && whatsapp && ` ${t('public:enquiry.failure.or')} `}
          {whatsapp && (
            <Link href={whatsapp} target="_blank" rel="noopener noreferrer">
              {t('public:enquiry.failure.whatsapp')}
            </Link>
          )}
        </Typography>
      )}
    </Alert>
  );
}
