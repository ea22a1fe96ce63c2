import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryPhoto } from '../../../common/api/content';
import { ADMIN_PAGE_SIZE, TOAST_ADMIN_MS } from '../../../common/constants';
import { errorMessage, fieldErrors, isServerAnswer } from '../../api/errors';
import { holdFile } from '../../api/pendingFiles';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageParam } from '../../app/usePageParam';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorState } from '../../components/ErrorState';
import { ResponsiveImage } from '../../components/ResponsiveImage';
import { useDateFormatter } from '../../components/useDateFormatter';
import { modalClosed, modalOpened, notify } from '../ui/uiSlice';
import {
  useAddPhotoMutation,
  useDeletePhotoMutation,
  useGetAdminGalleryQuery,
  useUpdatePhotoMutation,
} from './galleryApi';
import { PhotoFormDialog, type PhotoDraft } from './PhotoFormDialog';

const CREATE_MODAL = 'gallery.create';
const EDIT_MODAL = 'gallery.edit';
const DELETE_MODAL = 'gallery.delete';

const toast = (key: string, variant: 'success' | 'error') => notify({ key, variant, durationMs: TOAST_ADMIN_MS });

/** /admin/galeri: the photos table with 'TAMBAH FOTO', 'EDIT FOTO' and deleting from a row. */
export function AdminGalleryListPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const formatDate = useDateFormatter('medium');
  const [page, setPage] = usePageParam();
  const modal = useAppSelector((state) => state.ui.modal);
  const { data, isFetching, isLoading, error, refetch } = useGetAdminGalleryQuery({ page, limit: ADMIN_PAGE_SIZE });
  const [addPhoto, addState] = useAddPhotoMutation();
  const [updatePhoto, updateState] = useUpdatePhotoMutation();
  const [deletePhoto, deleteState] = useDeletePhotoMutation();
  const editedPhoto = modal?.name === EDIT_MODAL ? data?.data.find((photo) => photo.id === modal.entityId) : undefined;

  useEffect(() => {
    if (error && isServerAnswer(error) && 'status' in error && error.status !== 401) {
      dispatch(toast('admin:errors.fetchData', 'error'));
    }
  }, [error, dispatch]);

  useEffect(() => {
    if (data && page > data.totalPage) setPage(data.totalPage);
  }, [data, page, setPage]);

  const closeForm = () => {
    dispatch(modalClosed());
    addState.reset();
    updateState.reset();
  };

  const add = async ({ name, image }: PhotoDraft) => {
    if (!image) return;
    const result = await addPhoto({ name, imageFileId: holdFile(image) });
    if ('data' in result) {
      dispatch(toast('admin:gallery.added', 'success'));
      closeForm();
    } else {
      dispatch(toast('admin:gallery.addFailed', 'error'));
    }
  };

  const edit = async ({ name, image }: PhotoDraft) => {
    if (!editedPhoto) return;
    const result = await updatePhoto({ id: editedPhoto.id, name, imageFileId: image ? holdFile(image) : undefined });
    if ('data' in result) {
      dispatch(toast('admin:gallery.edited', 'success'));
      closeForm();
    } else {
      dispatch(toast('admin:gallery.editFailed', 'error'));
    }
  };

  const remove = async () => {
    if (modal?.name !== DELETE_MODAL || modal.entityId === undefined) return;
    const result = await deletePhoto(modal.entityId);
    if ('error' in result) {
      dispatch(toast('admin:gallery.deleteFailed', 'error'));
      return;
    }
    dispatch(modalClosed());
    dispatch(toast('admin:gallery.deleted', 'success'));
  };

  const columns: Column<GalleryPhoto>[] = [
    {
      header: t('admin:gallery.columns.name'),
      render: (photo) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <ResponsiveImage
            image={photo.gallery_image}
            alt=""
            sizes="64px"
            placeholderRatio="1 / 1"
            sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
          {photo.name}
        </Box>
      ),
    },
    { header: t('admin:gallery.columns.createdAt'), render: (photo) => formatDate(photo.created_at) ?? '' },
    {
      header: t('admin:table.actions'),
      render: (photo) => (
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            variant="outlined"
            aria-label={`${t('admin:actions.edit')}: ${photo.name}`}
            onClick={() => dispatch(modalOpened({ name: EDIT_MODAL, entityId: photo.id }))}
          >
            {t('admin:actions.edit')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            aria-label={`${t('admin:actions.delete')}: ${photo.name}`}
            onClick={() => dispatch(modalOpened({ name: DELETE_MODAL, entityId: photo.id }))}
          >
            {t('admin:actions.delete')}
          </Button>
        </Box>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('admin:gallery.title')}
        action={{ label: t('admin:gallery.add'), onClick: () => dispatch(modalOpened({ name: CREATE_MODAL })) }}
      />
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={refetch} />
      ) : (
        <DataTable
          caption={t('admin:gallery.title')}
          columns={columns}
          rows={data?.data ?? []}
          page={page}
          limit={ADMIN_PAGE_SIZE}
          totalData={data?.totalData ?? 0}
          onPageChange={setPage}
          loading={isLoading || (isFetching && !data)}
          emptyText={t('admin:gallery.empty')}
        />
      )}
      {modal?.name === CREATE_MODAL && (
        <PhotoFormDialog
          submitting={addState.isLoading}
          fieldErrors={fieldErrors(addState.error)}
          onSubmit={add}
          onClose={closeForm}
        />
      )}
      {editedPhoto && (
        <PhotoFormDialog
          key={editedPhoto.id}
          photo={editedPhoto}
          submitting={updateState.isLoading}
          fieldErrors={fieldErrors(updateState.error)}
          onSubmit={edit}
          onClose={closeForm}
        />
      )}
      <ConfirmDialog
        open={modal?.name === DELETE_MODAL}
        question={t('admin:gallery.confirmDelete')}
        busy={deleteState.isLoading}
        onConfirm={remove}
        onCancel={() => dispatch(modalClosed())}
      />
    </>
  );
}
