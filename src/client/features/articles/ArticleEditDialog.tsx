import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '@/common/api/articles';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { FormTextField } from '@/client/components/FormTextField';
import { ImageUploadField } from '@/client/components/ImageUploadField';

export interface ArticleEdit {
  title: string;
  content: string;
  /** Null keeps the current image. */
  image: File | null;
}

interface ArticleEditDialogProps extends EntityFormDialogProps<ArticleEdit> {
  article: Article;
}

/** 'Edit Artikel': title and content required, a new image optional. */
export function ArticleEditDialog({
  article,
  submitting,
  fieldErrors = {},
  onSubmit,
  onClose,
}: ArticleEditDialogProps) {
  const { t } = useTranslation();
  const [title, setTitle] = useState(article.title);
  const [content, setContent] = useState(article.content);
  const [image, setImage] = useState<File | null>(null);
  const [incomplete, setIncomplete] = useState(false);

  const submit = () => {
    if (!title.trim() || !content.trim()) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    onSubmit({ title: title.trim(), content, image });
  };

  return (
    <FormDialog
      open
      title={t('admin:articles.form.editTitle')}
      submitLabel={t('admin:articles.form.save')}
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
    >
      {/* The form checks the fields itself, so a blank title or content gets the product's message
          ('Title and content are required.') in the reader's language. */}
      {incomplete && <Alert severity="error">{t('admin:articles.form.required')}</Alert>}
      <FormTextField
        label={t('admin:articles.form.editTitleField')}
        value={title}
        onChange={setTitle}
        required
        checkedByForm
        autoFocus
        invalid={incomplete && !title.trim()}
        error={fieldErrors.title}
      />
      <FormTextField
        label={t('admin:articles.form.editContentField')}
        value={content}
        onChange={setContent}
        required
        checkedByForm
        minRows={8}
        invalid={incomplete && !content.trim()}
        error={fieldErrors.content}
      />
      <ImageUploadField
        label={t('admin:articles.form.image')}
        file={image}
        onChange={setImage}
        currentImageUrl={article.article_image?.src}
        error={fieldErrors.article_image}
      />
    </FormDialog>
  );
}
