import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { PRODUCT_TEXT_FIELDS, type AdminProduct } from '@/common/api/catalogue';
import { MissingTranslationBadge } from '@/client/components/MissingTranslationBadge';
import { PreviewButton, type PreviewButtonProps } from '@/client/components/PreviewButton';
import { PublicationChip } from '@/client/components/PublicationChip';
import { usePreviewLink } from '@/client/features/previews/previewsApi';
import { missingTranslations } from '@/client/components/translationStatus';
import { paths } from '@/common/routes';
import { errorMessage, isStatus } from '@/client/api/errors';
import { holdFile } from '@/client/api/pendingFiles';
import { useAppDispatch } from '@/client/app/hooks';
import { parseId } from '@/common/ids';
import { leaveFlashMessage } from '@/client/app/ui/flash';
import { showToast } from '@/client/app/ui/toast';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import { EntityHistory } from '@/client/components/EntityHistory';
import { WhenMayEdit } from '@/client/components/editAccess';
import { ErrorState } from '@/client/components/ErrorState';
import { Loading } from '@/client/components/Loading';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { uploadFormErrors } from '@/client/components/uploadFormErrors';
import { useAdminModal } from '@/client/components/useAdminModal';
import { useDocumentTitle } from '@/client/components/useDocumentTitle';
import { wrapLongWords } from '@/client/theme/textWrap';
import { useEntityHistory } from '@/client/features/activity/activityApi';
import { CertificationBadges } from './CertificationBadges';
import { ProductDocumentsManager } from './ProductDocumentsManager';
import { PendingChangesBanner } from '@/client/components/PendingChangesBanner';
import { usePendingChanges } from '@/client/features/pendingChanges/pendingChangesApi';
import { ProductFormDialog, type ProductFormValues } from './ProductFormDialog';
import { SectionHeadingLevel } from './ProductSection';
import { ProductSpecTable } from './ProductSpecTable';
import { ProductTermLists } from './ProductTerms';
import {
  PRODUCT_IMAGE,
  useDeleteProductMutation,
  useGetAdminProductQuery,
  useUpdateProductMutation,
} from './adminCatalogueApi';

const EDIT_MODAL = 'product.edit';
const DELETE_MODAL = 'product.delete';

function ProductOverview({
  product,
  preview,
  onEdit,
  onDelete,
}: {
  product: AdminProduct;
  preview: PreviewButtonProps;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 2, md: 4 }, display: 'grid', gridTemplateColumns: { xs: '1fr', md: '320px 1fr' }, gap: 4 }}
    >
      <ResponsiveImage
        image={product.product_image}
        alt={product.name}
        sizes="(min-width: 900px) 320px, 100vw"
        priority
        sx={{ width: '100%', borderRadius: 2 }}
      />
      <Box>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 2, mb: 2 }}>
          <Box>
            <Typography variant="h5" component="h1" sx={{ fontWeight: 800, ...wrapLongWords }}>
              {product.name}
            </Typography>
            <Typography color="text.secondary">
              {t('admin:catalogue.products.fields.category')}: {product.category_name}
            </Typography>
            <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <PublicationChip publication={product} />
              <MissingTranslationBadge missing={missingTranslations(product, PRODUCT_TEXT_FIELDS)} />
            </Box>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'flex-start' }}>
            <PreviewButton {...preview} />
            <WhenMayEdit>
              <Button variant="contained" onClick={onEdit}>
                {t('admin:actions.edit')}
              </Button>
              <Button variant="outlined" color="error" onClick={onDelete}>
                {t('admin:actions.delete')}
              </Button>
            </WhenMayEdit>
          </Box>
        </Box>
        <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0, lineHeight: 1.7 }}>
          {product.description}
        </Box>
      </Box>
    </Paper>
  );
}

/** What the product page shows buyers, as saved, and the documents it offers them. */
function ProductSpecifics({ product }: { product: AdminProduct }) {
  return (
    <SectionHeadingLevel value={2}>
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 4 }, mt: 3 }}>
        <Stack spacing={4}>
          <ProductSpecTable product={product} />
          <CertificationBadges certifications={product.certifications} />
          <ProductTermLists industries={product.industries} applications={product.applications} />
          <ProductDocumentsManager product={product} />
        </Stack>
      </Paper>
    </SectionHeadingLevel>
  );
}

/** /admin/produk/detail/{id}: the product, its 'EDIT PRODUK' form and its deletion, its specification and documents. */
export function AdminProductDetailPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const id = parseId(useParams().id);
  const { modal, openModal, closeModal, finishSubmit, deleteConfirmed } = useAdminModal();
  const { data: product, isLoading, error, refetch } = useGetAdminProductQuery(id ?? 0, { skip: id === undefined });
  const preview = usePreviewLink({ collection: 'products', id: id ?? 0 });
  const pending = usePendingChanges<AdminProduct>('products', product && id);
  // Read once the product has come: a product that is not there has no history to show.
  const history = useEntityHistory({ collection: 'products', id: id ?? 0 }, { skip: !product });
  const [updateProduct, updateState] = useUpdateProductMutation();
  const [deleteProduct, deleteState] = useDeleteProductMutation();
  useDocumentTitle(product?.name ?? t('admin:catalogue.products.title'));

  // After a delete the refetch's 404 is expected: the list page says what happened.
  const deleting = deleteState.isLoading || deleteState.isSuccess;
  useEffect(() => {
    // A 401 has its own message ('Session expired…') from the api.
    if (error && !deleting && !isStatus(error, 401)) {
      dispatch(showToast('admin:catalogue.products.loadFailedToast', 'error', 'admin'));
    }
  }, [error, deleting, dispatch]);

  const close = () => {
    closeModal();
    updateState.reset();
  };

  const save = async ({ fields, file, keepApart }: ProductFormValues) => {
    if (id === undefined) return;
    const fileId = file ? holdFile(file) : undefined;
    const result = await pending.send(keepApart, (asChanges) => updateProduct({ id, fields, fileId, asChanges }));
    finishSubmit(
      result,
      {
        succeeded: keepApart ? 'admin:pendingChanges.saved' : 'admin:catalogue.products.updated',
        failed: 'admin:catalogue.products.updateFailed',
        unreachable: 'admin:catalogue.products.updateError',
      },
      close,
    );
  };

  const remove = async () => {
    if (id === undefined) return;
    if (!(await deleteConfirmed(DELETE_MODAL, deleteProduct, { failed: 'admin:catalogue.products.deleteFailed' }))) {
      return;
    }
    leaveFlashMessage('admin:catalogue.products.deleted', { collection: 'products', id });
    void navigate(paths.admin.products);
  };

  const back = (
    <Button component={RouterLink} to={paths.admin.products} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
      {t('admin:catalogue.products.backToList')}
    </Button>
  );

  if (id === undefined)
    return (
      <>
        {back}
        <ErrorState message={t('admin:catalogue.products.notFound')} />
      </>
    );
  if (isLoading || (deleting && !product)) return <Loading />;
  if (error || !product) {
    const missing = isStatus(error, 404);
    return (
      <>
        {back}
        <ErrorState
          message={
            missing
              ? t('admin:catalogue.products.notFound')
              : t('admin:catalogue.products.loadFailed', { message: errorMessage(error, t) })
          }
          onRetry={missing ? undefined : refetch}
        />
      </>
    );
  }

  return (
    <>
      {back}
      <PendingChangesBanner pending={pending} />
      <ProductOverview
        product={product}
        preview={{ ...preview, ofChanges: Boolean(pending.changes) }}
        onEdit={() => openModal({ name: EDIT_MODAL, entityId: product.id })}
        onDelete={() => openModal({ name: DELETE_MODAL, entityId: product.id })}
      />
      <ProductSpecifics product={product} />
      <EntityHistory {...history} />
      {modal?.name === EDIT_MODAL && pending.settled && (
        <ProductFormDialog
          mode="edit"
          product={pending.editedItem(product)}
          changes={pending.formChanges(close)}
          submitting={updateState.isLoading || pending.publishing}
          fieldErrors={uploadFormErrors(updateState.error, PRODUCT_IMAGE, t)}
          onSubmit={save}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={modal?.name === DELETE_MODAL}
        question={t('admin:catalogue.products.confirmDelete')}
        busy={deleteState.isLoading}
        onConfirm={remove}
        onCancel={closeModal}
      />
    </>
  );
}
