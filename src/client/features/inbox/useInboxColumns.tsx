import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import type { AdminSort } from '@/common/api/admin-list';
import type { EnquirySummary } from '@/common/api/enquiries';
import { paths } from '@/common/routes';
import type { Column } from '@/client/components/DataTable';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { clampLines } from '@/client/theme/textWrap';
import { EnquiryStatusChip } from './EnquiryStatusChip';
import { EnquiryTypeLabel } from './EnquiryTypeLabel';
import { MailStatusChip } from './MailStatusChip';
import { UnreadMarker } from './UnreadMarker';
import type { InboxReturnState } from './useInboxReturnPath';
import { EmailAddress } from './EmailAddress';

/** An unread enquiry's texts are bold across its row. */
const weightOf = (enquiry: EnquirySummary) => (enquiry.read ? undefined : 700);

/** The inbox table's columns; the sender's name opens the enquiry. */
export function useInboxColumns(): Column<EnquirySummary, AdminSort<'enquiries'>>[] {
  const { t } = useTranslation();
  const formatReceived = useDateFormatter('medium', 'short');
  const { search } = useLocation();
  const returnState: InboxReturnState = { inboxSearch: search };

  const regarding = (enquiry: EnquirySummary) => {
    if (enquiry.type === 'quote') return t('admin:inbox.productCount', { count: enquiry.itemCount });
    if (enquiry.type === 'application') return enquiry.careerName ?? t('admin:inbox.notApplicable');
    return t('admin:inbox.notApplicable');
  };

  return [
    {
      header: t('admin:inbox.columns.received'),
      sortKey: 'created_at',
      render: (enquiry) => (
        <Box component="time" dateTime={enquiry.created_at} sx={{ fontWeight: weightOf(enquiry) }}>
          {formatReceived(enquiry.created_at)}
        </Box>
      ),
    },
    {
      header: t('admin:inbox.columns.type'),
      sortKey: 'type',
      render: (enquiry) => <EnquiryTypeLabel type={enquiry.type} sample={enquiry.sample} />,
    },
    {
      header: t('admin:inbox.columns.from'),
      sortKey: 'name',
      render: (enquiry) => (
        <>
          {!enquiry.read && <UnreadMarker />}
          <Link
            component={RouterLink}
            to={paths.admin.enquiryDetail(enquiry.id)}
            state={returnState}
            sx={{ fontWeight: weightOf(enquiry) ?? 500 }}
          >
            {enquiry.name}
          </Link>
          {enquiry.company && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary' }}>
              {enquiry.company}
            </Box>
          )}
        </>
      ),
    },
    {
      header: t('admin:inbox.columns.email'),
      render: (enquiry) => <EmailAddress address={enquiry.email} fontWeight={weightOf(enquiry)} />,
    },
    {
      header: t('admin:inbox.columns.message'),
      render: (enquiry) => (
        <Box sx={{ ...clampLines(2), fontWeight: weightOf(enquiry), maxWidth: 320 }}>{enquiry.preview}</Box>
      ),
    },
    { header: t('admin:inbox.columns.regarding'), render: regarding },
    {
      header: t('admin:inbox.columns.status'),
      sortKey: 'status',
      render: (enquiry) => <EnquiryStatusChip status={enquiry.status} />,
    },
    { header: t('admin:inbox.columns.mail'), render: (enquiry) => <MailStatusChip status={enquiry.mailStatus} /> },
  ];
}
