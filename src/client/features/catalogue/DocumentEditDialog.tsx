import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentChanges, ProductDocument } from '@/common/api/product-data';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { DocumentFields, draftOf, type DocumentDraft } from './DocumentFields';

/** Only what the admin changed, so an unchanged document is not written again. */
function changesOf(document: ProductDocument, draft: DocumentDraft): DocumentChanges {
  const name = draft.name.trim();
  return {
    ...(draft.kind !== document.kind && { kind: draft.kind }),
    ...(draft.language !== document.language && { language: draft.language }),
    ...(name !== document.name && { name }),
    ...(draft.onRequest !== document.on_request && { on_request: draft.onRequest }),
  };
}

interface DocumentEditDialogProps extends EntityFormDialogProps<DocumentChanges> {
  document: ProductDocument;
}

/** 'EDIT DOCUMENT': the document's type, language, name and on-request flag; its file stays. */
export function DocumentEditDialog({
  document,
  submitting,
  fieldErrors = {},
  onSubmit,
  onClose,
}: DocumentEditDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(() => draftOf(document));
  const submit = () => {
    const changes = changesOf(document, draft);
    if (Object.keys(changes).length === 0) onClose();
    else onSubmit(changes);
  };
  return (
    <FormDialog
      open
      title={t('admin:productData.documents.editTitle')}
      submitLabel={t('admin:productData.documents.save')}
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <DocumentFields draft={draft} onChange={setDraft} errors={fieldErrors} nameRequired />
    </FormDialog>
  );
}
