import { useTranslation } from 'react-i18next';
import { CATEGORY_TEXT_FIELDS, type AdminCategory } from '@/common/api/catalogue';
import type { PageQuery } from '@/common/api/envelope';
import { missingTranslations, WithMissingBadge } from '@/client/components/translationStatus';
import { errorMessage, isServerAnswer } from '@/client/api/errors';
import { holdFile } from '@/client/api/pendingFiles';
import { AdminTablePage } from '@/client/components/AdminTablePage';
import { ConfirmDialog } from '@/client/components/ConfirmDialog';
import { type Column } from '@/client/components/DataTable';
import { PublicationChip } from '@/client/components/PublicationChip';
import { PublicationStateFilter, usePublicationStateFilter } from '@/client/components/PublicationStateFilter';
import { RowActions, RowDeleteButton, RowEditButton } from '@/client/components/RowActions';
import { useAdminListPage } from '@/client/components/useAdminListPage';
import {
  CATEGORY_IMAGE,
  useAddCategoryMutation,
  useDeleteCategoryMutation,
  useGetAdminCategoriesQuery,
  useUpdateCategoryMutation,
} from './adminCatalogueApi';
import { CategoryFormDialog, type CategoryFormValues } from './CategoryFormDialog';
import { uploadFormErrors } from '@/client/components/uploadFormErrors';
import { useAdminCategoryPage } from './useAdminCategoryPage';
import { usePendingChanges } from '@/client/features/pendingChanges/pendingChangesApi';
import { PreviewButton } from '@/client/components/PreviewButton';
import { usePreviewLink } from '@/client/features/previews/previewsApi';

/** A category row's 'Preview': its public page as it would look published, with its unpublished changes. */
function CategoryPreviewButton({ category }: { category: AdminCategory }) {
  const preview = usePreviewLink({ collection: 'categories', id: category.id });
  return <PreviewButton {...preview} rowName={category.name} />;
}

const CREATE_MODAL = 'category.create';
const EDIT_MODAL = 'category.edit';
const DELETE_MODAL = 'category.delete';

/**
 * /admin/kategori: every category, paged here in the browser, with its publication state (and a filter by it), add,
 * edit and delete.
 */
export function AdminCategoryListPage() {
  const { t } = useTranslation();
  const stateFilter = usePublicationStateFilter();
  const useFilteredCategories = (query: PageQuery) => useAdminCategoryPage(query, stateFilter.requested.state);
  const list = useAdminListPage(useFilteredCategories);
  const { data: categories } = useGetAdminCategoriesQuery();
  const [addCategory, addState] = useAddCategoryMutation();
  const [updateCategory, updateState] = useUpdateCategoryMutation();
  const [deleteCategory, deleteState] = useDeleteCategoryMutation();
  const { modal } = list;
  const selected = categories?.find((category) => category.id === modal?.entityId);
  const pending = usePendingChanges<AdminCategory>('categories', modal?.name === EDIT_MODAL ? selected?.id : undefined);

  const close = () => {
    list.closeModal();
    addState.reset();
    updateState.reset();
  };

  const add = async ({ fields, file }: CategoryFormValues) => {
    const result = await addCategory({ fields, fileId: file ? holdFile(file) : undefined });
    list.finishSubmit(
      result,
      {
        succeeded: 'admin:catalogue.categories.added',
        failed: 'admin:catalogue.categories.addFailed',
        unreachable: 'admin:catalogue.categories.addError',
      },
      close,
    );
  };

  const save = async ({ fields, file, keepApart }: CategoryFormValues) => {
    if (!selected) return;
    const { id } = selected;
    const fileId = file ? holdFile(file) : undefined;
    const result = await pending.send(keepApart, (asChanges) => updateCategory({ id, fields, fileId, asChanges }));
    const succeeded = keepApart ? 'admin:pendingChanges.saved' : 'admin:catalogue.categories.updated';
    list.finishSubmit(result, { succeeded, failed: 'admin:catalogue.categories.updateFailed' }, close);
  };

  const remove = async () => {
    if (!selected) return;
    const result = await deleteCategory(selected.id);
    if ('data' in result) {
      list.toastDeleted('admin:catalogue.categories.deleted', { collection: 'categories', id: selected.id });
      list.closeModal();
    } else if (isServerAnswer(result.error)) {
      // e.g. 409: the category still has products. Asking again would not help; the server's message says why.
      list.toast(
        { key: 'admin:catalogue.categories.deleteRefused', params: { message: errorMessage(result.error, t) } },
        'error',
      );
      list.closeModal();
    } else {
      list.toast('admin:catalogue.categories.deleteFailed', 'error');
    }
  };

  const columns: Column<AdminCategory>[] = [
    {
      header: t('admin:catalogue.categories.column'),
      render: (category) => (
        <WithMissingBadge missing={missingTranslations(category, CATEGORY_TEXT_FIELDS)}>
          {category.name}
        </WithMissingBadge>
      ),
    },
    { header: t('admin:publication.column'), render: (category) => <PublicationChip publication={category} /> },
    {
      header: t('admin:table.actions'),
      // 'Preview' is there for whoever may read; 'Edit' and 'Delete' hide themselves from them.
      render: (category) => (
        <RowActions>
          <CategoryPreviewButton category={category} />
          <RowEditButton
            rowName={category.name}
            onClick={() => list.openModal({ name: EDIT_MODAL, entityId: category.id })}
          />
          <RowDeleteButton
            rowName={category.name}
            onClick={() => list.openModal({ name: DELETE_MODAL, entityId: category.id })}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <AdminTablePage
      title={t('admin:catalogue.categories.title')}
      addLabel={t('admin:catalogue.categories.add')}
      onAdd={() => list.openModal({ name: CREATE_MODAL })}
      toolbar={<PublicationStateFilter filter={stateFilter} />}
      list={list}
      columns={columns}
      emptyText={t(
        stateFilter.active ? 'admin:catalogue.categories.emptyFiltered' : 'admin:catalogue.categories.empty',
      )}
    >
      {modal?.name === CREATE_MODAL && (
        <CategoryFormDialog
          mode="create"
          submitting={addState.isLoading}
          fieldErrors={uploadFormErrors(addState.error, CATEGORY_IMAGE, t)}
          onSubmit={add}
          onClose={close}
        />
      )}
      {modal?.name === EDIT_MODAL && selected && pending.settled && (
        <CategoryFormDialog
          key={pending.dialogKey(selected)}
          mode="edit"
          category={pending.editedItem(selected)}
          changes={pending.formChanges(close)}
          submitting={updateState.isLoading || pending.publishing}
          fieldErrors={uploadFormErrors(updateState.error, CATEGORY_IMAGE, t)}
          onSubmit={save}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={modal?.name === DELETE_MODAL && Boolean(selected)}
        question={t('admin:catalogue.categories.confirmDelete')}
        busy={deleteState.isLoading}
        onConfirm={remove}
        onCancel={list.closeModal}
      />
    </AdminTablePage>
  );
}
