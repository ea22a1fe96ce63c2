import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import type { AdminListRequest, AdminSort } from '@/common/api/admin-list';
import { GALLERY_TEXT_FIELDS, type AdminGalleryPhoto } from '@/common/api/gallery';
import { missingTranslations, WithMissingBadge } from '@/client/components/translationStatus';
import { holdFile } from '@/client/api/pendingFiles';
import { AdminTablePage } from '@/client/components/AdminTablePage';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import { type Column } from '@/client/components/DataTable';
import { PublicationChip } from '@/client/components/PublicationChip';
import { PublicationStateFilter, usePublicationStateFilter } from '@/client/components/PublicationStateFilter';
import { uploadFormErrors } from '@/client/components/uploadFormErrors';
import { ResponsiveImage } from '@/client/components/ResponsiveImage';
import { RowActions, RowDeleteButton, RowEditButton } from '@/client/components/RowActions';
import { useSearchableAdminListPage } from '@/client/components/useAdminListPage';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import {
  useAddPhotoMutation,
  useDeletePhotoMutation,
  useGetAdminGalleryQuery,
  useUpdatePhotoMutation,
} from './galleryApi';
import { PhotoFormDialog, type PhotoDraft } from './PhotoFormDialog';
import { usePendingChanges } from '@/client/features/pendingChanges/pendingChangesApi';

const CREATE_MODAL = 'gallery.create';
const EDIT_MODAL = 'gallery.edit';
const DELETE_MODAL = 'gallery.delete';

/**
 * /admin/galeri: the photos table with each one's publication state (and a filter by it), 'TAMBAH FOTO', 'EDIT FOTO'
 * and deleting from a row.
 */
export function AdminGalleryListPage() {
  const { t } = useTranslation();
  const formatDate = useDateFormatter('medium');
  const stateFilter = usePublicationStateFilter();
  const useFilteredGallery = (query: AdminListRequest<'gallery'>) =>
    useGetAdminGalleryQuery({ ...query, ...stateFilter.requested });
  const list = useSearchableAdminListPage('gallery', useFilteredGallery);
  const [addPhoto, addState] = useAddPhotoMutation();
  const [updatePhoto, updateState] = useUpdatePhotoMutation();
  const [deletePhoto, deleteState] = useDeletePhotoMutation();
  const { modal } = list;
  const editedPhoto = modal?.name === EDIT_MODAL ? list.rows.find((photo) => photo.id === modal.entityId) : undefined;
  const pending = usePendingChanges<AdminGalleryPhoto>('galleries', editedPhoto?.id);

  const closeForm = () => {
    list.closeModal();
    addState.reset();
    updateState.reset();
  };

  const add = async ({ image, ...fields }: PhotoDraft) => {
    if (!image) return;
    const result = await addPhoto({ ...fields, imageFileId: holdFile(image) });
    list.finishSubmit(result, { succeeded: 'admin:gallery.added', failed: 'admin:gallery.addFailed' }, closeForm);
  };

  const edit = async ({ image, keepApart, ...fields }: PhotoDraft) => {
    if (!editedPhoto) return;
    const changes = { id: editedPhoto.id, ...fields, imageFileId: image ? holdFile(image) : undefined };
    const result = await pending.send(keepApart, (asChanges) => updatePhoto({ ...changes, asChanges }));
    const succeeded = keepApart ? 'admin:pendingChanges.saved' : 'admin:gallery.edited';
    list.finishSubmit(result, { succeeded, failed: 'admin:gallery.editFailed' }, closeForm);
  };

  const remove = () =>
    list.deleteConfirmed(DELETE_MODAL, deletePhoto, {
      succeeded: 'admin:gallery.deleted',
      failed: 'admin:gallery.deleteFailed',
      undo: 'galleries',
    });

  const columns: Column<AdminGalleryPhoto, AdminSort<'gallery'>>[] = [
    {
      header: t('admin:gallery.columns.name'),
      sortKey: 'name',
      render: (photo) => (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
          <ResponsiveImage
            image={photo.gallery_image}
            alt=""
            sizes="64px"
            placeholderRatio="1 / 1"
            sx={{ width: 64, height: 48, objectFit: 'cover', borderRadius: 1, flexShrink: 0 }}
          />
          <WithMissingBadge missing={missingTranslations(photo, GALLERY_TEXT_FIELDS)}>{photo.name}</WithMissingBadge>
        </Box>
      ),
    },
    { header: t('admin:publication.column'), render: (photo) => <PublicationChip publication={photo} /> },
    {
      header: t('admin:gallery.columns.createdAt'),
      sortKey: 'created_at',
      render: (photo) => formatDate(photo.created_at) ?? '',
    },
    {
      header: t('admin:table.actions'),
      render: (photo) => (
        <RowActions>
          <RowEditButton
            rowName={photo.name}
            onClick={() => list.openModal({ name: EDIT_MODAL, entityId: photo.id })}
          />
          <RowDeleteButton
            rowName={photo.name}
            onClick={() => list.openModal({ name: DELETE_MODAL, entityId: photo.id })}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <AdminTablePage
      title={t('admin:gallery.title')}
      addLabel={t('admin:gallery.add')}
      onAdd={() => list.openModal({ name: CREATE_MODAL })}
      searchLabel={t('admin:adminList.searchIn.gallery')}
      toolbar={<PublicationStateFilter filter={stateFilter} />}
      list={list}
      columns={columns}
      emptyText={t(stateFilter.active ? 'admin:gallery.emptyFiltered' : 'admin:gallery.empty')}
    >
      {modal?.name === CREATE_MODAL && (
        <PhotoFormDialog
          submitting={addState.isLoading}
          fieldErrors={uploadFormErrors(addState.error, 'gallery_image', t)}
          onSubmit={add}
          onClose={closeForm}
        />
      )}
      {editedPhoto && pending.settled && (
        <PhotoFormDialog
          key={pending.dialogKey(editedPhoto)}
          photo={pending.editedItem(editedPhoto)}
          changes={pending.formChanges(closeForm)}
          submitting={updateState.isLoading || pending.publishing}
          fieldErrors={uploadFormErrors(updateState.error, 'gallery_image', t)}
          onSubmit={edit}
          onClose={closeForm}
        />
      )}
      <ConfirmDialog
        open={modal?.name === DELETE_MODAL}
        question={t('admin:gallery.confirmDelete')}
        busy={deleteState.isLoading}
        onConfirm={remove}
        onCancel={list.closeModal}
      />
    </AdminTablePage>
  );
}
