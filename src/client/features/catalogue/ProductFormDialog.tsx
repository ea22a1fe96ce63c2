import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Product, ProductFields } from '../../../common/api/catalogue';
import { LIMITS, TOAST_ADMIN_MS } from '../../../common/constants';
import { useAppDispatch } from '../../app/hooks';
import { FormDialog } from '../../components/FormDialog';
import { ImageUploadField } from '../../components/ImageUploadField';
import { notify } from '../ui/uiSlice';
import { PRODUCT_IMAGE, useGetAdminCategoriesQuery } from './catalogueApi';
import { CategorySelectField } from './CategorySelectField';

export interface ProductFormValues {
  fields: ProductFields;
  file: File | null;
}

interface ProductFormDialogProps {
  mode: 'create' | 'edit';
  product?: Product;
  submitting: boolean;
  fieldErrors?: Record<string, string>;
  onSubmit: (values: ProductFormValues) => void;
  onClose: () => void;
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
    if (problems.image)
      dispatch(notify({ key: 'admin:upload.required', variant: 'error', durationMs: TOAST_ADMIN_MS }));
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
      <TextField
        label={t('admin:catalogue.products.fields.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: LIMITS.name, pattern: '.*\\S.*' } }}
        error={Boolean(fieldErrors.name)}
        helperText={fieldErrors.name}
      />
      <CategorySelectField
        categories={categories}
        value={categoryId}
        onChange={setCategoryId}
        error={
          missing.category && !categoryId ? t('admin:catalogue.products.categoryRequired') : fieldErrors.category_id
        }
      />
      <TextField
        label={t('admin:catalogue.products.fields.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: LIMITS.longText } }}
        error={Boolean(fieldErrors.description)}
        helperText={fieldErrors.description}
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
