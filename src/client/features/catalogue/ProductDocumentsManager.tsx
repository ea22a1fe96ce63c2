import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import UploadFile from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AdminProduct } from '@/common/api/catalogue';
import type { DocumentChanges, ProductDocument } from '@/common/api/product-data';
import { fieldErrors } from '@/client/api/errors';
import { holdFile } from '@/client/api/pendingFiles';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import { DownloadButton } from '@/client/components/DownloadButton';
import { WhenMayEdit } from '@/client/components/editAccess';
import { RowActions, RowDeleteButton, RowEditButton } from '@/client/components/RowActions';
import { useAdminModal } from '@/client/components/useAdminModal';
import { useFileSize } from '@/client/components/useFileSize';
import { wrapLongWords } from '@/client/theme/textWrap';
import { DocumentEditDialog } from './DocumentEditDialog';
import { DocumentUploadDialog, type DocumentUploadValues } from './DocumentUploadDialog';
import { documentUploadErrors } from './documentUploadErrors';
import {
  useDeleteProductDocumentMutation,
  useDownloadProductDocumentMutation,
  useUpdateProductDocumentMutation,
  useUploadProductDocumentMutation,
} from './productDataApi';
import { ProductSection } from './ProductSection';

const UPLOAD_MODAL = 'document.upload';
const EDIT_MODAL = 'document.edit';
const DELETE_MODAL = 'document.delete';

interface DocumentRowProps {
  productId: number;
  document: ProductDocument;
  onEdit: () => void;
  onDelete: () => void;
}

function DocumentRow({ productId, document, onEdit, onDelete }: DocumentRowProps) {
  const { t } = useTranslation();
  const fileSize = useFileSize();
  const [download, downloadState] = useDownloadProductDocumentMutation();
  return (
    <Box
      component="li"
      sx={{ display: 'flex', gap: 1.5, py: 1.5, borderBottom: 1, borderColor: 'divider', alignItems: 'flex-start' }}
    >
      <PictureAsPdfOutlined color="error" aria-hidden sx={{ mt: 0.25 }} />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography sx={{ fontWeight: 700 }}>{t(`public:productData.documents.kinds.${document.kind}`)}</Typography>
          {document.on_request && (
            <Chip size="small" variant="outlined" label={t('admin:productData.documents.onRequestBadge')} />
          )}
        </Box>
        <Typography variant="body2" sx={wrapLongWords}>
          {document.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t(`public:productData.documents.languages.${document.language}`)} · {fileSize(document.size)}
        </Typography>
        <RowActions>
          <DownloadButton
            label={t('admin:productData.documents.download')}
            busyLabel={t('admin:productData.documents.downloading')}
            busy={downloadState.isLoading}
            download={() => download({ productId, documentId: document.id, fileName: document.name })}
            failedToast="admin:productData.documents.downloadFailed"
          />
          <RowEditButton rowName={document.name} onClick={onEdit} />
          <RowDeleteButton rowName={document.name} onClick={onDelete} />
        </RowActions>
      </Box>
    </Box>
  );
}

/** A product's documents in the back office: upload, change, download and delete each one. */
export function ProductDocumentsManager({ product }: { product: AdminProduct }) {
  const { t } = useTranslation();
  const { modal, openModal, closeModal, finishSubmit, deleteConfirmed } = useAdminModal();
  const [upload, uploadState] = useUploadProductDocumentMutation();
  const [update, updateState] = useUpdateProductDocumentMutation();
  const [remove, removeState] = useDeleteProductDocumentMutation();
  const selected = product.documents.find((document) => document.id === modal?.entityId);
  const productId = product.id;

  const close = () => {
    closeModal();
    uploadState.reset();
    updateState.reset();
  };

  const send = async ({ fields, file }: DocumentUploadValues) => {
    const result = await upload({ productId, fields, fileId: holdFile(file) });
    finishSubmit(
      result,
      {
        succeeded: 'admin:productData.documents.uploaded',
        failed: 'admin:productData.documents.uploadFailed',
        unreachable: 'admin:productData.documents.unreachable',
      },
      close,
    );
  };

  const save = async (changes: DocumentChanges) => {
    if (!selected) return;
    const result = await update({ productId, documentId: selected.id, changes });
    finishSubmit(
      result,
      {
        succeeded: 'admin:productData.documents.updated',
        failed: 'admin:productData.documents.updateFailed',
        unreachable: 'admin:productData.documents.unreachable',
      },
      close,
    );
  };

  const confirmDelete = async () => {
    await deleteConfirmed(DELETE_MODAL, (documentId) => remove({ productId, documentId }), {
      succeeded: 'admin:productData.documents.deleted',
      failed: 'admin:productData.documents.deleteFailed',
    });
  };

  return (
    <ProductSection title={t('admin:productData.documents.title')}>
      {(headingId) => (
        <>
          <WhenMayEdit>
            <Button
              variant="outlined"
              startIcon={<UploadFile />}
              onClick={() => openModal({ name: UPLOAD_MODAL })}
              sx={{ mb: 1 }}
            >
              {t('admin:productData.documents.upload')}
            </Button>
          </WhenMayEdit>
          {product.documents.length === 0 ? (
            <Typography color="text.secondary">{t('admin:productData.documents.empty')}</Typography>
          ) : (
            <Box component="ul" aria-labelledby={headingId} sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {product.documents.map((document) => (
                <DocumentRow
                  key={document.id}
                  productId={productId}
                  document={document}
                  onEdit={() => openModal({ name: EDIT_MODAL, entityId: document.id })}
                  onDelete={() => openModal({ name: DELETE_MODAL, entityId: document.id })}
                />
              ))}
            </Box>
          )}
          {modal?.name === UPLOAD_MODAL && (
            <DocumentUploadDialog
              submitting={uploadState.isLoading}
              fieldErrors={documentUploadErrors(uploadState.error, t)}
              onSubmit={send}
              onClose={close}
            />
          )}
          {modal?.name === EDIT_MODAL && selected && (
            <DocumentEditDialog
              document={selected}
              submitting={updateState.isLoading}
              fieldErrors={fieldErrors(updateState.error, t)}
              onSubmit={save}
              onClose={close}
            />
          )}
          <ConfirmDialog
            open={modal?.name === DELETE_MODAL && Boolean(selected)}
            question={t('admin:productData.documents.confirmDelete', { name: selected?.name })}
            busy={removeState.isLoading}
            onConfirm={confirmDelete}
            onCancel={closeModal}
          />
        </>
      )}
    </ProductSection>
  );
}
