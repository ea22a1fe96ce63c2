import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentUploadFields } from '@/common/api/product-data';
import { MAX_DOCUMENT_BYTES, MAX_DOCUMENT_MB } from '@/common/constants';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { PdfUploadField, type PdfRule } from '@/client/components/PdfUploadField';
import { useFileSize } from '@/client/components/useFileSize';
import { DocumentFields, draftOf } from './DocumentFields';
import { DOCUMENT_SUBJECT } from './documentUploadErrors';
import { DOCUMENT_FILE } from './productDataApi';

const DOCUMENT_RULE: PdfRule = { maxBytes: MAX_DOCUMENT_BYTES, maxMb: MAX_DOCUMENT_MB, subject: DOCUMENT_SUBJECT };

export interface DocumentUploadValues {
  fields: DocumentUploadFields;
  file: File;
}

/** 'UPLOAD DOCUMENT': a PDF of at most MAX_DOCUMENT_MB with its type, language, name and on-request flag. */
export function DocumentUploadDialog({
  submitting,
  fieldErrors = {},
  onSubmit,
  onClose,
}: EntityFormDialogProps<DocumentUploadValues>) {
  const { t } = useTranslation();
  const fileSize = useFileSize();
  const [draft, setDraft] = useState(draftOf);
  const [file, setFile] = useState<File | null>(null);
  const [fileProblem, setFileProblem] = useState<string>();
  // The server's word about an earlier file, hidden once another one is chosen, until the next upload.
  const serverProblem = fieldErrors[DOCUMENT_FILE];
  const [answeredProblem, setAnsweredProblem] = useState<string>();
  const shownProblem = fileProblem ?? (serverProblem === answeredProblem ? undefined : serverProblem);

  const choose = (chosen: File | null, refusal?: string) => {
    setFile(chosen);
    setFileProblem(refusal);
    setAnsweredProblem(serverProblem);
  };
  const submit = () => {
    setAnsweredProblem(undefined);
    if (!file) {
      setFileProblem((problem) => problem ?? t('validation:fields.required'));
      return;
    }
    const name = draft.name.trim();
    onSubmit({
      fields: { kind: draft.kind, language: draft.language, on_request: draft.onRequest, ...(name && { name }) },
      file,
    });
  };

  return (
    <FormDialog
      open
      title={t('admin:productData.documents.uploadTitle')}
      submitLabel={t('admin:productData.documents.uploadSubmit')}
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <PdfUploadField
        texts={{
          label: t('admin:productData.documents.file'),
          choose: t('admin:productData.documents.choose'),
          none: t('admin:productData.documents.none'),
          hint: t('admin:productData.documents.hint', { maxMb: MAX_DOCUMENT_MB }),
          progress: t('admin:productData.documents.uploading'),
          chosen: (chosen) => `${chosen.name} (${fileSize(chosen.size)})`,
        }}
        rule={DOCUMENT_RULE}
        name={DOCUMENT_FILE}
        checkedByForm
        file={file}
        onChange={choose}
        error={shownProblem}
        disabled={submitting}
      />
      <DocumentFields draft={draft} onChange={setDraft} errors={fieldErrors} nameRequired={false} />
    </FormDialog>
  );
}
