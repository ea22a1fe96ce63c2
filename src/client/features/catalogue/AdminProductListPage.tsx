import { useTranslation } from 'react-i18next';
import type { AdminListRequest, AdminSort } from '@/common/api/admin-list';
import { PRODUCT_TEXT_FIELDS, type AdminProduct } from '@/common/api/catalogue';
import { missingTranslations, WithMissingBadge } from '@/client/components/translationStatus';
import { paths } from '@/common/routes';
import { holdFile } from '@/client/api/pendingFiles';
import { AdminTablePage } from '@/client/components/AdminTablePage';
import { type Column } from '@/client/components/DataTable';
import { PublicationChip } from '@/client/components/PublicationChip';
import { PublicationStateFilter, usePublicationStateFilter } from '@/client/components/PublicationStateFilter';
import { RowDetailButton } from '@/client/components/RowActions';
import { useSearchableAdminListPage } from '@/client/components/useAdminListPage';
import { useDateFormatter } from '@/client/components/useDateFormatter';
import { useFlashMessage } from '@/client/app/ui/flash';
import { PRODUCT_IMAGE, useAddProductMutation, useGetAdminProductsQuery } from './adminCatalogueApi';
import { ProductFormDialog, type ProductFormValues } from './ProductFormDialog';
import { uploadFormErrors } from '@/client/components/uploadFormErrors';

const CREATE_MODAL = 'product.create';

/**
 * /admin/produk: the products table with each one's publication state (and a filter by it) and the 'TAMBAH PRODUK'
 * modal.
 */
export function AdminProductListPage() {
  const { t } = useTranslation();
  useFlashMessage();
  const formatDate = useDateFormatter('medium');
  const stateFilter = usePublicationStateFilter();
  const useFilteredProducts = (query: AdminListRequest<'products'>) =>
    useGetAdminProductsQuery({ ...query, ...stateFilter.requested });
  const list = useSearchableAdminListPage('products', useFilteredProducts, {
    loadFailedToast: 'admin:catalogue.products.fetchFailed',
  });
  const [addProduct, addState] = useAddProductMutation();

  const closeModal = () => {
    list.closeModal();
    addState.reset();
  };

  const add = async ({ fields, file }: ProductFormValues) => {
    const result = await addProduct({ fields, fileId: file ? holdFile(file) : undefined });
    list.finishSubmit(
      result,
      {
        succeeded: 'admin:catalogue.products.added',
        failed: 'admin:catalogue.products.addFailed',
        unreachable: 'admin:catalogue.products.addError',
      },
      closeModal,
    );
  };

  const columns: Column<AdminProduct, AdminSort<'products'>>[] = [
    {
      header: t('admin:catalogue.products.fields.name'),
      sortKey: 'name',
      render: (product) => (
        <WithMissingBadge missing={missingTranslations(product, PRODUCT_TEXT_FIELDS)}>{product.name}</WithMissingBadge>
      ),
    },
    {
      header: t('admin:catalogue.products.fields.category'),
      sortKey: 'category',
      render: (product) => product.category_name,
    },
    { header: t('admin:publication.column'), render: (product) => <PublicationChip publication={product} /> },
    {
      header: t('admin:adminList.columns.updatedAt'),
      sortKey: 'updated_at',
      render: (product) => formatDate(product.updated_at) ?? '',
    },
    {
      header: t('admin:table.actions'),
      render: (product) => <RowDetailButton to={paths.admin.productDetail(product.id)} rowName={product.name} />,
    },
  ];

  return (
    <AdminTablePage
      title={t('admin:catalogue.products.title')}
      addLabel={t('admin:catalogue.products.add')}
      onAdd={() => list.openModal({ name: CREATE_MODAL })}
      searchLabel={t('admin:adminList.searchIn.products')}
      toolbar={<PublicationStateFilter filter={stateFilter} />}
      list={list}
      columns={columns}
      emptyText={t(stateFilter.active ? 'admin:catalogue.products.emptyFiltered' : 'admin:catalogue.products.empty')}
    >
      {list.modal?.name === CREATE_MODAL && (
        <ProductFormDialog
          mode="create"
          submitting={addState.isLoading}
          fieldErrors={uploadFormErrors(addState.error, PRODUCT_IMAGE, t)}
          onSubmit={add}
          onClose={closeModal}
        />
      )}
    </AdminTablePage>
  );
}
