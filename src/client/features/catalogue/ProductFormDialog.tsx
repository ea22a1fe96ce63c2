import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, ProductFields } from '@/common/api/catalogue';
import { useAppDispatch } from '@/client/app/hooks';
import { showToast } from '@/client/app/ui/toast';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { FormTextField } from '@/client/components/FormTextField';
import { ImageUploadField } from '@/client/components/ImageUploadField';
import { PRODUCT_IMAGE, useGetAdminCategoriesQuery } from './catalogueApi';
import { CategorySelectField } from './CategorySelectField';

export interface ProductFormValues {
  fields: ProductFields;
  file: File | null;
}

interface ProductFormDialogProps extends EntityFormDialogProps<ProductFormValues> {
  mode: 'create' | 'edit';
  product?: Product;
}

/**
 * 'TAMBAH PRODUK' (image required) and 'EDIT PRODUK' (image optional). Mount it afresh per opening so
 * closing clears the fields.
 */
export function ProductFormDialog({
  mode,
  product,
  submitting,
  fieldErrors = {},
  onSubmit,
  onClose,
}: ProductFormDialogProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { data: categories } = useGetAdminCategoriesQuery();
  const [name, setName] = useState(product?.name ?? '');
  const [categoryId, setCategoryId] = useState(product ? String(product.category_id) : '');
  const [description, setDescription] = useState(product?.description ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<{ category?: boolean; image?: boolean }>({});

  const submit = () => {
    const problems = { category: !categoryId, image: mode === 'create' && !file };
    setMissing(problems);
    if (problems.image) dispatch(showToast('admin:upload.required', 'error', 'admin'));
    if (problems.category || problems.image) return;
    onSubmit({ fields: { name: name.trim(), category_id: Number(categoryId), description }, file });
  };

  return (
    <FormDialog
      open
      title={t(
        mode === 'create' ? 'admin:catalogue.products.form.createTitle' : 'admin:catalogue.products.form.editTitle',
      )}
      submitLabel={t(mode === 'create' ? 'admin:catalogue.products.form.create' : 'admin:catalogue.products.form.save')}
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField
        label={t('admin:catalogue.products.fields.name')}
        value={name}
        onChange={setName}
        required
        autoFocus
        error={fieldErrors.name}
      />
      <CategorySelectField
        categories={categories}
        value={categoryId}
        onChange={setCategoryId}
        error={
          missing.category && !categoryId ? t('admin:catalogue.products.categoryRequired') : fieldErrors.category_id
        }
      />
      <FormTextField
        label={t('admin:catalogue.products.fields.description')}
        value={description}
        onChange={setDescription}
        minRows={4}
        error={fieldErrors.description}
      />
      <ImageUploadField
        label={t('admin:catalogue.products.fields.image')}
        file={file}
        onChange={setFile}
        currentImageUrl={product?.product_image?.src}
        error={missing.image && !file ? t('admin:upload.required') : fieldErrors[PRODUCT_IMAGE]}
      />
    </FormDialog>
  );
}
