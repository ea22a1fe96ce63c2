import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category, CategoryFields } from '@/common/api/catalogue';
import { useAppDispatch } from '@/client/app/hooks';
import { showToast } from '@/client/app/ui/toast';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { FormTextField } from '@/client/components/FormTextField';
import { ImageUploadField } from '@/client/components/ImageUploadField';
import { CATEGORY_IMAGE } from './catalogueApi';

export interface CategoryFormValues {
  fields: CategoryFields;
  file: File | null;
}

interface CategoryFormDialogProps extends EntityFormDialogProps<CategoryFormValues> {
  mode: 'create' | 'edit';
  category?: Category;
}

/**
 * 'TAMBAH KATEGORI' (image required) and 'EDIT KATEGORI' (prefilled, image optional). Mount it afresh per
 * opening so closing clears the fields.
 */
export function CategoryFormDialog({
  mode,
  category,
  submitting,
  fieldErrors = {},
  onSubmit,
  onClose,
}: CategoryFormDialogProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const [name, setName] = useState(category?.name ?? '');
  const [description, setDescription] = useState(category?.description ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [imageMissing, setImageMissing] = useState(false);

  const submit = () => {
    if (mode === 'create' && !file) {
      setImageMissing(true);
      dispatch(showToast('admin:upload.required', 'error', 'admin'));
      return;
    }
    onSubmit({ fields: { name: name.trim(), description }, file });
  };

  return (
    <FormDialog
      open
      title={t(
        mode === 'create' ? 'admin:catalogue.categories.form.createTitle' : 'admin:catalogue.categories.form.editTitle',
      )}
      submitLabel={t('admin:catalogue.categories.form.submit')}
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField
        label={t('admin:catalogue.categories.fields.name')}
        value={name}
        onChange={setName}
        required
        autoFocus
        error={fieldErrors.name}
      />
      <FormTextField
        label={t('admin:catalogue.categories.fields.description')}
        value={description}
        onChange={setDescription}
        minRows={4}
        error={fieldErrors.description}
      />
      <ImageUploadField
        label={t('admin:catalogue.categories.fields.image')}
        file={file}
        onChange={setFile}
        currentImageUrl={category?.image_url?.src}
        error={imageMissing && !file ? t('admin:upload.required') : fieldErrors[CATEGORY_IMAGE]}
      />
    </FormDialog>
  );
}
