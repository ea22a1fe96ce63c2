import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Category, CategoryFields } from '../../../common/api/catalogue';
import { LIMITS, TOAST_ADMIN_MS } from '../../../common/constants';
import { useAppDispatch } from '../../app/hooks';
import { FormDialog } from '../../components/FormDialog';
import { ImageUploadField } from '../../components/ImageUploadField';
import { notify } from '../ui/uiSlice';
import { CATEGORY_IMAGE } from './catalogueApi';

export interface CategoryFormValues {
  fields: CategoryFields;
  file: File | null;
}

interface CategoryFormDialogProps {
  mode: 'create' | 'edit';
  category?: Category;
  submitting: boolean;
  fieldErrors?: Record<string, string>;
  onSubmit: (values: CategoryFormValues) => void;
  onClose: () => void;
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
      dispatch(notify({ key: 'admin:upload.required', variant: 'error', durationMs: TOAST_ADMIN_MS }));
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
      <TextField
        label={t('admin:catalogue.categories.fields.name')}
        value={name}
        onChange={(event) => setName(event.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: LIMITS.name, pattern: '.*\\S.*' } }}
        error={Boolean(fieldErrors.name)}
        helperText={fieldErrors.name}
      />
      <TextField
        label={t('admin:catalogue.categories.fields.description')}
        value={description}
        onChange={(event) => setDescription(event.target.value)}
        multiline
        minRows={4}
        slotProps={{ htmlInput: { maxLength: LIMITS.longText } }}
        error={Boolean(fieldErrors.description)}
        helperText={fieldErrors.description}
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
