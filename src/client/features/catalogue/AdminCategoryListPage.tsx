import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category } from '../../../common/api/catalogue';
import { ADMIN_PAGE_SIZE, TOAST_ADMIN_MS } from '../../../common/constants';
import { totalPages } from '../../../common/paging';
import { errorMessage, isServerAnswer } from '../../api/errors';
import { holdFile } from '../../api/pendingFiles';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageParam } from '../../app/usePageParam';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorState } from '../../components/ErrorState';
import { modalClosed, modalOpened, notify } from '../ui/uiSlice';
import {
  CATEGORY_IMAGE,
  useAddCategoryMutation,
  useDeleteCategoryMutation,
  useGetAdminCategoriesQuery,
  useUpdateCategoryMutation,
} from './catalogueApi';
import { CategoryFormDialog, type CategoryFormValues } from './CategoryFormDialog';
import { uploadFormErrors } from './uploadFormErrors';

const CREATE_MODAL = 'category.create';
const EDIT_MODAL = 'category.edit';
const DELETE_MODAL = 'category.delete';

const toast = (key: string, variant: 'success' | 'error', params?: Record<string, string>) =>
  notify({ key, variant, params, durationMs: TOAST_ADMIN_MS });

/** /admin/kategori: every category, paged here in the browser, with add, edit and delete. */
export function AdminCategoryListPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [page, setPage] = usePageParam();
  const modal = useAppSelector((state) => state.ui.modal);
  const { data: categories, isLoading, error, refetch } = useGetAdminCategoriesQuery();
  const [addCategory, addState] = useAddCategoryMutation();
  const [updateCategory, updateState] = useUpdateCategoryMutation();
  const [deleteCategory, deleteState] = useDeleteCategoryMutation();
  const total = categories?.length ?? 0;
  const rows = (categories ?? []).slice((page - 1) * ADMIN_PAGE_SIZE, page * ADMIN_PAGE_SIZE);
  const selected = categories?.find((category) => category.id === modal?.entityId);

  useEffect(() => {
    if (error && isServerAnswer(error) && 'status' in error && error.status !== 401) {
      dispatch(toast('admin:errors.fetchData', 'error'));
    }
  }, [error, dispatch]);

  useEffect(() => {
    const last = totalPages(total, ADMIN_PAGE_SIZE);
    if (categories && page > last) setPage(last);
  }, [categories, total, page, setPage]);

  const close = () => {
    dispatch(modalClosed());
    addState.reset();
    updateState.reset();
  };

  const add = async ({ fields, file }: CategoryFormValues) => {
    const result = await addCategory({ fields, fileId: file ? holdFile(file) : undefined });
    if ('data' in result) {
      dispatch(toast('admin:catalogue.categories.added', 'success'));
      close();
    } else {
      const key = isServerAnswer(result.error)
        ? 'admin:catalogue.categories.addFailed'
        : 'admin:catalogue.categories.addError';
      dispatch(toast(key, 'error'));
    }
  };

  const save = async ({ fields, file }: CategoryFormValues) => {
    if (!selected) return;
    const result = await updateCategory({ id: selected.id, fields, fileId: file ? holdFile(file) : undefined });
    if ('data' in result) {
      dispatch(toast('admin:catalogue.categories.updated', 'success'));
      close();
    } else {
      dispatch(toast('admin:catalogue.categories.updateFailed', 'error'));
    }
  };

  const remove = async () => {
    if (!selected) return;
    const result = await deleteCategory(selected.id);
    if ('data' in result) {
      dispatch(toast('admin:catalogue.categories.deleted', 'success'));
      dispatch(modalClosed());
    } else if (isServerAnswer(result.error)) {
      // e.g. 409: the category still has products. Asking again would not help; the server's message says why.
      dispatch(toast('admin:catalogue.categories.deleteRefused', 'error', { message: errorMessage(result.error) }));
      dispatch(modalClosed());
    } else {
      dispatch(toast('admin:catalogue.categories.deleteFailed', 'error'));
    }
  };

  const columns: Column<Category>[] = [
    { header: t('admin:catalogue.categories.column'), render: (category) => category.name },
    {
      header: t('admin:table.actions'),
      render: (category) => (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={() => dispatch(modalOpened({ name: EDIT_MODAL, entityId: category.id }))}
            aria-label={`${t('admin:actions.edit')}: ${category.name}`}
          >
            {t('admin:actions.edit')}
          </Button>
          <Button
            size="small"
            variant="outlined"
            color="error"
            onClick={() => dispatch(modalOpened({ name: DELETE_MODAL, entityId: category.id }))}
            aria-label={`${t('admin:actions.delete')}: ${category.name}`}
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
        title={t('admin:catalogue.categories.title')}
        action={{
          label: t('admin:catalogue.categories.add'),
          onClick: () => dispatch(modalOpened({ name: CREATE_MODAL })),
        }}
      />
      {error && !categories ? (
        <ErrorState message={errorMessage(error)} onRetry={refetch} />
      ) : (
        <DataTable
          caption={t('admin:catalogue.categories.title')}
          columns={columns}
          rows={rows}
          page={page}
          limit={ADMIN_PAGE_SIZE}
          totalData={total}
          onPageChange={setPage}
          loading={isLoading}
          emptyText={t('admin:catalogue.categories.empty')}
        />
      )}
      {modal?.name === CREATE_MODAL && (
        <CategoryFormDialog
          mode="create"
          submitting={addState.isLoading}
          fieldErrors={uploadFormErrors(addState.error, CATEGORY_IMAGE)}
          onSubmit={add}
          onClose={close}
        />
      )}
      {modal?.name === EDIT_MODAL && selected && (
        <CategoryFormDialog
          mode="edit"
          category={selected}
          submitting={updateState.isLoading}
          fieldErrors={uploadFormErrors(updateState.error, CATEGORY_IMAGE)}
          onSubmit={save}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={modal?.name === DELETE_MODAL && Boolean(selected)}
        question={t('admin:catalogue.categories.confirmDelete')}
        busy={deleteState.isLoading}
        onConfirm={remove}
        onCancel={() => dispatch(modalClosed())}
      />
    </>
  );
}
