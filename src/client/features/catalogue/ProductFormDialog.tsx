import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PRODUCT_TEXT_FIELDS, type AdminProduct, type ProductFields } from '@/common/api/catalogue';
import { useAppDispatch } from '@/client/app/hooks';
import { showToast } from '@/client/app/ui/toast';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { ImageUploadField } from '@/client/components/ImageUploadField';
import {
  blankEnglishTexts,
  TranslatableTextFields,
  type TranslatableFieldSpec,
} from '@/client/components/TranslatableTextFields';
import { useTranslatableTexts } from '@/client/components/useTranslatableTexts';
import { PRODUCT_IMAGE, useGetAdminCategoriesQuery } from './catalogueApi';
import { CategorySelectField } from './CategorySelectField';

export interface ProductFormValues {
  fields: ProductFields;
  file: File | null;
}

interface ProductFormDialogProps extends EntityFormDialogProps<ProductFormValues> {
  mode: 'create' | 'edit';
  product?: AdminProduct;
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
  const texts = useTranslatableTexts(PRODUCT_TEXT_FIELDS, product);
  const [englishErrors, setEnglishErrors] = useState<Partial<Record<'name' | 'description', string>>>({});
  const [categoryId, setCategoryId] = useState(product ? String(product.category_id) : '');
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState<{ category?: boolean; image?: boolean }>({});

  const textFields: TranslatableFieldSpec<'name' | 'description'>[] = [
    { field: 'name', label: t('admin:catalogue.products.fields.name'), required: true },
    { field: 'description', label: t('admin:catalogue.products.fields.description'), minRows: 4 },
  ];

  const submit = () => {
    const blank = blankEnglishTexts(textFields, texts.english, t('validation:fields.required'));
    setEnglishErrors(blank);
    const problems = { category: !categoryId, image: mode === 'create' && !file };
    setMissing(problems);
    if (problems.image) dispatch(showToast('admin:upload.required', 'error', 'admin'));
    if (problems.category || problems.image || Object.keys(blank).length) return;
    const { name, description } = texts.english;
    onSubmit({
      fields: { name: name.trim(), category_id: Number(categoryId), description, translations: texts.translations },
      file,
    });
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
      <TranslatableTextFields
        fields={textFields}
        texts={texts}
        fieldErrors={fieldErrors}
        englishErrors={englishErrors}
        autoFocus
      />
      <CategorySelectField
        categories={categories}
        value={categoryId}
        onChange={setCategoryId}
        error={
          missing.category && !categoryId ? t('admin:catalogue.products.categoryRequired') : fieldErrors.category_id
        }
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
