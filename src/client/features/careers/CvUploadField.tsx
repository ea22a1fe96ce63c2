import { useTranslation } from 'react-i18next';
import { MAX_CV_BYTES, MAX_CV_MB } from '@/common/constants';
import { PdfUploadField, type PdfRule } from '@/client/components/PdfUploadField';
import { useFileSize } from '@/client/components/useFileSize';
import { APPLICATION_CV } from './careersApi';

const CV_RULE: PdfRule = { maxBytes: MAX_CV_BYTES, maxMb: MAX_CV_MB };

interface CvUploadFieldProps {
  file: File | null;
  /** Called with the chosen file, or null with the reason it cannot be sent. */
  onChange: (file: File | null, refusal?: string) => void;
  error?: string;
  disabled: boolean;
}

/** The CV: one PDF of at most MAX_CV_MB, checked when chosen; the upload's progress while it is sent. */
export function CvUploadField({ file, onChange, error, disabled }: CvUploadFieldProps) {
  const { t } = useTranslation();
  const fileSize = useFileSize();
  return (
    <PdfUploadField
      texts={{
        label: t('public:careers.apply.cv'),
        choose: t('public:careers.apply.chooseCv'),
        none: t('public:careers.apply.noCv'),
        hint: t('public:careers.apply.cvHint', { maxMb: MAX_CV_MB }),
        progress: t('public:careers.apply.uploading'),
        chosen: (chosen) => t('public:careers.apply.chosenCv', { name: chosen.name, size: fileSize(chosen.size) }),
      }}
      rule={CV_RULE}
      name={APPLICATION_CV}
      required
      file={file}
      onChange={onChange}
      error={error}
      disabled={disabled}
    />
  );
}
