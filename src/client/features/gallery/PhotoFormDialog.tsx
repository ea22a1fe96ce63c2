import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GALLERY_TEXT_FIELDS, type AdminGalleryPhoto, type GalleryFields } from '@/common/api/gallery';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { ImageUploadField } from '@/client/components/ImageUploadField';
import {
  PublicationFields,
  usePublicationForm,
  type PublicationAction,
  type PublicationFormValues,
} from '@/client/components/PublicationFields';
import {
  blankEnglishTexts,
  TranslatableTextFields,
  type TranslatableFieldSpec,
} from '@/client/components/TranslatableTextFields';
import { useImageChoice } from '@/client/components/useImageChoice';
import { useTranslatableTexts } from '@/client/components/useTranslatableTexts';
import { useItemHistory } from '@/client/features/activity/activityApi';

/** What the dialog sends: the caption, the image and the publication (`state`, `publish_at`, `unpublish_at`). */
export interface PhotoDraft extends PublicationFormValues {
  name: string;
  /** The caption in every other language, sent together so none is lost. */
  translations: GalleryFields['translations'];
  /** Always set when adding; null when editing keeps the current image. */
  image: File | null;
}

interface PhotoFormDialogProps extends EntityFormDialogProps<PhotoDraft> {
  /** The photo being edited ('EDIT FOTO'); without it the dialog adds one ('TAMBAH FOTO') and needs a file. */
  photo?: AdminGalleryPhoto;
}

/**
 * 'TAMBAH FOTO' and 'EDIT FOTO', with the photo's publication below its picture: a new photo is published, scheduled
 * or saved as a draft; an edit is saved in its state, or published, scheduled or unpublished. Mount it afresh per
 * opening so closing clears the fields.
 */
export function PhotoFormDialog({
  photo,
  submitting,
  changes,
  fieldErrors = {},
  onSubmit,
  onClose,
}: PhotoFormDialogProps) {
  const { t } = useTranslation();
  const texts = useTranslatableTexts(GALLERY_TEXT_FIELDS, photo);
  const [englishErrors, setEnglishErrors] = useState<Partial<Record<'name', string>>>({});
  const image = useImageChoice(!photo);
  const history = useItemHistory('galleries', photo?.id);
  const publication = usePublicationForm(photo, changes);

  const textFields: TranslatableFieldSpec<'name'>[] = [
    { field: 'name', label: t('admin:gallery.form.name'), required: true },
  ];

  const submit = (action: PublicationAction) => {
    const blank = blankEnglishTexts(textFields, texts.english, t('validation:fields.required'));
    setEnglishErrors(blank);
    const imageReady = image.check();
    const publicationReady = publication.check(action);
    if (!imageReady || !publicationReady || Object.keys(blank).length) return;
    onSubmit({
      name: texts.english.name.trim(),
      translations: texts.translations,
      image: image.file,
      ...publication.fieldsFor(action),
    });
  };

  return (
    <FormDialog
      open
      title={t(photo ? 'admin:gallery.form.editTitle' : 'admin:gallery.form.createTitle')}
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
        label={t('admin:gallery.form.image')}
        file={image.file}
        onChange={image.choose}
        currentImageUrl={photo?.gallery_image.src}
        error={image.missing ? t('admin:gallery.form.fileRequired') : fieldErrors.gallery_image}
      />
      <PublicationFields form={publication} fieldErrors={fieldErrors} />
    </FormDialog>
  );
}
