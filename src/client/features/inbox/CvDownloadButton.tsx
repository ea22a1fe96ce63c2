import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Enquiry } from '@/common/api/enquiries';
import { DownloadButton } from '@/client/components/DownloadButton';
import { useDownloadEnquiryCvMutation } from './inboxApi';

const KILOBYTE = 1024;
const MEGABYTE = KILOBYTE * 1024;

/** '320 kB' or '1.4 MB', in the reader's way of writing numbers. */
function useFileSizeFormatter() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? i18n.language;
  return useMemo(() => {
    const unit = (name: string, maximumFractionDigits: number) =>
      new Intl.NumberFormat(language, { style: 'unit', unit: name, maximumFractionDigits });
    const [kilobytes, megabytes] = [unit('kilobyte', 0), unit('megabyte', 1)];
    return (bytes: number) =>
      bytes >= MEGABYTE ? megabytes.format(bytes / MEGABYTE) : kilobytes.format(Math.max(1, bytes / KILOBYTE));
  }, [language]);
}

/** 'Download CV (cv.pdf, 320 kB)': the application's PDF, fetched with the admin's token. */
export function CvDownloadButton({ enquiryId, cv }: { enquiryId: number; cv: NonNullable<Enquiry['cv']> }) {
  const { t } = useTranslation();
  const formatSize = useFileSizeFormatter();
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
