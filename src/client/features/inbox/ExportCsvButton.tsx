import { useTranslation } from 'react-i18next';
import type { EnquiryExportQuery } from '@/common/api/enquiries';
import { DownloadButton } from '@/client/components/DownloadButton';
import { useExportEnquiriesMutation } from './inboxApi';

/** 'Export CSV': downloads every enquiry matching the inbox's filters (all pages of them). */
export function ExportCsvButton({ filters }: { filters: EnquiryExportQuery }) {
  const { t } = useTranslation();
  const [exportEnquiries, { isLoading }] = useExportEnquiriesMutation();
  return (
    <DownloadButton
      label={t('admin:inbox.export')}
      busyLabel={t('admin:inbox.exporting')}
      busy={isLoading}
      download={() => exportEnquiries(filters)}
      failedToast="admin:inbox.exportFailed"
    />
  );
}
