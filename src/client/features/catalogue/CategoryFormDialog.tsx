import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CATEGORY_TEXT_FIELDS, type AdminCategory, type CategoryFields } from '@/common/api/catalogue';
import { useAppDispatch } from '@/client/app/hooks';
import { showToast } from '@/client/app/ui/toast';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { ImageUploadField } from '@/client/components/ImageUploadField';
import { PublicationFields, usePublicationForm, type PublicationAction } from '@/client/components/PublicationFields';
import {
  blankEnglishTexts,
  TranslatableTextFields,
  type TranslatableFieldSpec,
} from '@/client/components/TranslatableTextFields';
import { useImageChoice } from '@/client/components/useImageChoice';
import { useTranslatableTexts } from '@/client/components/useTranslatableTexts';
import { useItemHistory } from '@/client/features/activity/activityApi';
import { CATEGORY_IMAGE } from './adminCatalogueApi';

export interface CategoryFormValues {
  fields: CategoryFields;
  file: File | null;
  /** Kept apart as the category's unpublished changes. */
  keepApart?: true;
}

interface CategoryFormDialogProps extends EntityFormDialogProps<CategoryFormValues> {
  mode: 'create' | 'edit';
  category?: AdminCategory;
}

/**
 * 'TAMBAH KATEGORI' (image required) and 'EDIT KATEGORI' (prefilled, image optional), with the category's
 * publication: a new category is published, scheduled or saved as a draft; an edit is saved in its state, or
 * published, scheduled or unpublished (visitors see its products only while it is published). Mount it afresh per
 * opening so closing clears the fields.
 */
export function CategoryFormDialog({
  mode,
  category,
  submitting,
  changes,
  fieldErrors = {},
  onSubmit,
  onClose,
}: CategoryFormDialogProps) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const texts = useTranslatableTexts(CATEGORY_TEXT_FIELDS, category);
  const [englishErrors, setEnglishErrors] = useState<Partial<Record<'name' | 'description', string>>>({});
  const image = useImageChoice(mode === 'create');
  const history = useItemHistory('categories', mode === 'edit' ? category?.id : undefined);
  const publication = usePublicationForm(category, changes);

  const textFields: TranslatableFieldSpec<'name' | 'description'>[] = [
    { field: 'name', label: t('admin:catalogue.categories.fields.name'), required: true },
    { field: 'description', label: t('admin:catalogue.categories.fields.description'), minRows: 4 },
  ];

  const submit = (action: PublicationAction) => {
    const blank = blankEnglishTexts(textFields, texts.english, t('validation:fields.required'));
    setEnglishErrors(blank);
    if (Object.keys(blank).length) return;
    const publicationReady = publication.check(action);
    if (!image.check()) {
      dispatch(showToast('admin:upload.required', 'error', 'admin'));
      return;
    }
    if (!publicationReady) return;
    const { name, description } = texts.english;
    const { keepApart, ...publicationFields } = publication.fieldsFor(action);
    onSubmit({
      fields: { name: name.trim(), description, translations: texts.translations, ...publicationFields },
      file: image.file,
      keepApart,
    });
  };

  return (
    <FormDialog
      open
      title={t(
        mode === 'create' ? 'admin:catalogue.categories.form.createTitle' : 'admin:catalogue.categories.form.editTitle',
      )}
      submitting={submitting}
      onClose={onClose}
      {...publication.dialogActions(submit)}
      history={history}
    >
      <TranslatableTextFields
        fields={textFields}
        texts={texts}
        fieldErrors={fieldErrors}
        englishErrors={englishErrors}
        autoFocus
      />
      <ImageUploadField
        label={t('admin:catalogue.categories.fields.image')}
        file={image.file}
        onChange={image.choose}
        currentImageUrl={category?.image_url?.src}
        error={image.missing ? t('admin:upload.required') : fieldErrors[CATEGORY_IMAGE]}
      />
      <PublicationFields form={publication} fieldErrors={fieldErrors} />
    </FormDialog>
  );
}
