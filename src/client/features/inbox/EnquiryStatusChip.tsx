import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { EnquiryStatus } from '@/common/api/enquiries';

// Filled chips whose white text keeps at least 4.5:1 on the theme's colours; spam is the quiet grey one.
const STATUS_COLORS: Record<EnquiryStatus, ChipProps['color']> = {
  new: 'primary',
  in_progress: 'secondary',
  done: 'success',
  spam: 'default',
};

/** Where the handling of an enquiry stands: New, In progress, Done or Spam. */
export function EnquiryStatusChip({ status }: { status: EnquiryStatus }) {
  const { t } = useTranslation();
  return <Chip size="small" color={STATUS_COLORS[status]} label={t(`admin:inbox.statuses.${status}`)} />;
}
