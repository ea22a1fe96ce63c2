import Button from '@mui/material/Button';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { Product } from '../../../common/api/catalogue';
import { ADMIN_PAGE_SIZE, TOAST_ADMIN_MS } from '../../../common/constants';
import { paths } from '../../../common/routes';
import { errorMessage, isServerAnswer } from '../../api/errors';
import { holdFile } from '../../api/pendingFiles';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { usePageParam } from '../../app/usePageParam';
import { AdminPageHeader } from '../../components/AdminPageHeader';
import { DataTable, type Column } from '../../components/DataTable';
import { ErrorState } from '../../components/ErrorState';
import { useFlashMessage } from '../ui/flash';
import { modalClosed, modalOpened, notify } from '../ui/uiSlice';
import { PRODUCT_IMAGE, useAddProductMutation, useGetAdminProductsQuery } from './catalogueApi';
import { ProductFormDialog, type ProductFormValues } from './ProductFormDialog';
import { uploadFormErrors } from './uploadFormErrors';

const CREATE_MODAL = 'product.create';

/** /admin/produk: the products table and the 'TAMBAH PRODUK' modal. */
export function AdminProductListPage() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [page, setPage] = usePageParam();
  const modalOpen = useAppSelector((state) => state.ui.modal?.name === CREATE_MODAL);
  const { data, isFetching, isLoading, error, refetch } = useGetAdminProductsQuery({ page, limit: ADMIN_PAGE_SIZE });
  const [addProduct, addState] = useAddProductMutation();
  useFlashMessage();

  useEffect(() => {
    if (error && isServerAnswer(error) && 'status' in error && error.status !== 401) {
      dispatch(notify({ key: 'admin:catalogue.products.fetchFailed', variant: 'error', durationMs: TOAST_ADMIN_MS }));
    }
  }, [error, dispatch]);

  useEffect(() => {
    if (data && page > data.totalPage) setPage(data.totalPage);
  }, [data, page, setPage]);

  const closeModal = () => {
    dispatch(modalClosed());
    addState.reset();
  };

  const add = async ({ fields, file }: ProductFormValues) => {
    const result = await addProduct({ fields, fileId: file ? holdFile(file) : undefined });
    if ('data' in result) {
      dispatch(notify({ key: 'admin:catalogue.products.added', variant: 'success', durationMs: TOAST_ADMIN_MS }));
      closeModal();
    } else {
      const key = isServerAnswer(result.error)
        ? 'admin:catalogue.products.addFailed'
        : 'admin:catalogue.products.addError';
      dispatch(notify({ key, variant: 'error', durationMs: TOAST_ADMIN_MS }));
    }
  };

  const columns: Column<Product>[] = [
    { header: t('admin:catalogue.products.fields.name'), render: (product) => product.name },
    { header: t('admin:catalogue.products.fields.category'), render: (product) => product.category_name },
    {
      header: t('admin:table.actions'),
      render: (product) => (
        <Button
          component={RouterLink}
          to={paths.admin.productDetail(product.id)}
          size="small"
          variant="outlined"
          aria-label={`${t('admin:table.detail')}: ${product.name}`}
        >
          {t('admin:table.detail')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <AdminPageHeader
        title={t('admin:catalogue.products.title')}
        action={{
          label: t('admin:catalogue.products.add'),
          onClick: () => dispatch(modalOpened({ name: CREATE_MODAL })),
        }}
      />
      {error && !data ? (
        <ErrorState message={errorMessage(error)} onRetry={refetch} />
      ) : (
        <DataTable
          caption={t('admin:catalogue.products.title')}
          columns={columns}
          rows={data?.data ?? []}
          page={page}
          limit={ADMIN_PAGE_SIZE}
          totalData={data?.totalData ?? 0}
          onPageChange={setPage}
          loading={isLoading || (isFetching && !data)}
          emptyText={t('admin:catalogue.products.empty')}
        />
      )}
      {modalOpen && (
        <ProductFormDialog
          mode="create"
          submitting={addState.isLoading}
          fieldErrors={uploadFormErrors(addState.error, PRODUCT_IMAGE)}
          onSubmit={add}
          onClose={closeModal}
        />
      )}
    </>
  );
}
