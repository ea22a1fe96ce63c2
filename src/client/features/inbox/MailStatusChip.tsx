import ErrorOutline from '@mui/icons-material/ErrorOutline';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { MailStatus } from '@/common/api/enquiries';

/** Where the notification mail stands; a failed one is the only filled, red chip, so it stands out in a list. */
export function MailStatusChip({ status }: { status: MailStatus }) {
  const { t } = useTranslation();
  const label = t(`admin:inbox.mailStatuses.${status}`);
  if (status === 'failed') {
    return <Chip size="small" color="error" icon={<ErrorOutline aria-hidden />} label={label} />;
  }
  return <Chip size="small" variant="outlined" color={status === 'sent' ? 'success' : 'default'} label={label} />;
}
