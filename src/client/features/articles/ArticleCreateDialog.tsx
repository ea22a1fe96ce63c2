import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { FormTextField } from '@/client/components/FormTextField';
import { ImageUploadField } from '@/client/components/ImageUploadField';

export interface ArticleDraft {
  title: string;
  author: string;
  content: string;
  image: File;
}

/** 'TAMBAH ARTIKEL'. Mount it afresh per opening so closing clears the fields. */
export function ArticleCreateDialog({
  submitting,
  fieldErrors = {},
  onSubmit,
  onClose,
}: EntityFormDialogProps<ArticleDraft>) {
  const { t } = useTranslation();
  const [title, setTitle] = useState('');
  const [author, setAuthor] = useState('');
  const [content, setContent] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [imageMissing, setImageMissing] = useState(false);

  const submit = () => {
    if (!image) {
      setImageMissing(true);
      return;
    }
    onSubmit({ title: title.trim(), author: author.trim(), content, image });
  };

  return (
    <FormDialog
      open
      title={t('admin:articles.form.createTitle')}
      submitLabel={t('admin:articles.form.create')}
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
    >
      <FormTextField
        label={t('admin:articles.form.title')}
        value={title}
        onChange={setTitle}
        required
        autoFocus
        error={fieldErrors.title}
      />
      <FormTextField
        label={t('admin:articles.form.author')}
        value={author}
        onChange={setAuthor}
        error={fieldErrors.author}
      />
      <FormTextField
        label={t('admin:articles.form.content')}
        value={content}
        onChange={setContent}
        required
        minRows={6}
        error={fieldErrors.content}
      />
      <ImageUploadField
        label={t('admin:articles.form.image')}
        file={image}
        onChange={(file) => {
          setImage(file);
          if (file) setImageMissing(false);
        }}
        error={imageMissing ? t('admin:upload.required') : fieldErrors.article_image}
      />
    </FormDialog>
  );
}
