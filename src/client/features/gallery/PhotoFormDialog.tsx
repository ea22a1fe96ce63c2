import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { GalleryPhoto } from '@/common/api/gallery';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { FormTextField } from '@/client/components/FormTextField';
import { ImageUploadField } from '@/client/components/ImageUploadField';

export interface PhotoDraft {
  name: string;
  /** Always set when adding; null when editing keeps the current image. */
  image: File | null;
}

interface PhotoFormDialogProps extends EntityFormDialogProps<PhotoDraft> {
  /** The photo being edited ('EDIT FOTO'); without it the dialog adds one ('TAMBAH FOTO') and needs a file. */
  photo?: GalleryPhoto;
}

/** 'TAMBAH FOTO' and 'EDIT FOTO'. Mount it afresh per opening so closing clears the fields. */
export function PhotoFormDialog({ photo, submitting, fieldErrors = {}, onSubmit, onClose }: PhotoFormDialogProps) {
  const { t } = useTranslation();
  const [name, setName] = useState(photo?.name ?? '');
  const [image, setImage] = useState<File | null>(null);
  const [fileMissing, setFileMissing] = useState(false);

  const submit = () => {
    if (!photo && !image) {
      setFileMissing(true);
      return;
    }
    onSubmit({ name: name.trim(), image });
  };

  return (
    <FormDialog
      open
      title={t(photo ? 'admin:gallery.form.editTitle' : 'admin:gallery.form.createTitle')}
      submitLabel={t(photo ? 'admin:gallery.form.save' : 'admin:gallery.form.create')}
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField
        label={t('admin:gallery.form.name')}
        value={name}
        onChange={setName}
        required
        autoFocus
        error={fieldErrors.name}
      />
      <ImageUploadField
        label={t('admin:gallery.form.image')}
        file={image}
        onChange={(file) => {
          setImage(file);
          if (file) setFileMissing(false);
        }}
        currentImageUrl={photo?.gallery_image.src}
        error={fileMissing ? t('admin:gallery.form.fileRequired') : fieldErrors.gallery_image}
      />
    </FormDialog>
  );
}
