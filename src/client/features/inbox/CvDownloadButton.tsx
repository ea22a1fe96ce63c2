import { useTranslation } from 'react-i18next';
import type { Enquiry } from '@/common/api/enquiries';
import { DownloadButton } from '@/client/components/DownloadButton';
import { useFileSize } from '@/client/components/useFileSize';
import { useDownloadEnquiryCvMutation } from './inboxApi';

/** 'Download CV (cv.pdf, 320 kB)': the application's PDF, fetched with the admin's token. */
export function CvDownloadButton({ enquiryId, cv }: { enquiryId: number; cv: NonNullable<Enquiry['cv']> }) {
  const { t } = useTranslation();
  const formatSize = useFileSize();
  const [downloadCv, { isLoading }] = useDownloadEnquiryCvMutation();
  return (
    <DownloadButton
      variant="contained"
      label={t('admin:inbox.cv.download', { name: cv.name, size: formatSize(cv.size) })}
      busyLabel={t('admin:inbox.cv.downloading')}
      busy={isLoading}
      download={() => downloadCv({ id: enquiryId, fileName: cv.name })}
      failedToast="admin:inbox.cv.downloadFailed"
    />
  );
}
