import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Enquiry } from '@/common/api/enquiries';
import { useStaffAccess } from '@/client/features/auth/staffAccessApi';
import { CvDownloadButton } from './CvDownloadButton';
import { EnquiryContactSection } from './EnquiryContactSection';
import { EnquiryItemsSection } from './EnquiryItemsSection';
import { EnquiryNoteSection } from './EnquiryNoteSection';
import { EnquirySection } from './EnquirySection';
import { EnquiryStatusField } from './EnquiryStatusField';
import { MailDeliverySection } from './MailDeliverySection';

/**
 * An enquiry's page below its heading: what was sent on the wide side (contact, message, products, CV), what the
 * company does with it on the narrow side (status, note, notification mail); one column on phones.
 */
export function EnquiryBody({ enquiry }: { enquiry: Enquiry }) {
  const { t } = useTranslation();
  const isApplication = enquiry.type === 'application';
  const mayDownloadCv = useStaffAccess().may('inbox.applications');
  const column = { display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 } as const;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: 3 }}>
      <Box sx={column}>
        <EnquiryContactSection enquiry={enquiry} />
        <EnquirySection title={t(isApplication ? 'admin:inbox.sections.letter' : 'admin:inbox.sections.message')}>
          {enquiry.message.trim() ? (
            <Box component="p" sx={{ whiteSpace: 'pre-wrap', m: 0, lineHeight: 1.7, overflowWrap: 'anywhere' }}>
              {enquiry.message}
            </Box>
          ) : (
            <Typography color="text.secondary">{t('admin:inbox.noMessage')}</Typography>
          )}
        </EnquirySection>
        {enquiry.items.length > 0 && <EnquiryItemsSection items={enquiry.items} />}
        {enquiry.cv && mayDownloadCv && (
          <EnquirySection title={t('admin:inbox.sections.cv')}>
            <Box>
              <CvDownloadButton enquiryId={enquiry.id} cv={enquiry.cv} />
            </Box>
          </EnquirySection>
        )}
      </Box>
      <Box sx={column}>
        <EnquirySection title={t('admin:inbox.sections.handling')}>
          <EnquiryStatusField enquiry={enquiry} />
        </EnquirySection>
        <EnquiryNoteSection enquiry={enquiry} />
        <MailDeliverySection enquiry={enquiry} />
      </Box>
    </Box>
  );
}
