import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_TEXT_FIELDS, type AdminArticle, type ArticleFields } from '@/common/api/articles';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { ImageUploadField } from '@/client/components/ImageUploadField';
import { TranslatableTextFields, type TranslatableFieldSpec } from '@/client/components/TranslatableTextFields';
import { useTranslatableTexts } from '@/client/components/useTranslatableTexts';

export interface ArticleEdit {
  title: string;
  content: string;
  /** Every other language's title and content, sent together so none is lost. */
  translations: ArticleFields['translations'];
  /** Null keeps the current image. */
  image: File | null;
}

interface ArticleEditDialogProps extends EntityFormDialogProps<ArticleEdit> {
  article: AdminArticle;
}

/** 'Edit Artikel': the English title and content required, a new image optional. */
export function ArticleEditDialog({
  article,
  submitting,
  fieldErrors = {},
  onSubmit,
  onClose,
}: ArticleEditDialogProps) {
  const { t } = useTranslation();
  const texts = useTranslatableTexts(ARTICLE_TEXT_FIELDS, article);
  const [image, setImage] = useState<File | null>(null);
  const [incomplete, setIncomplete] = useState(false);
  const { title, content } = texts.english;

  // The form checks the English texts itself, so a blank title or content gets the product's message
  // ('Title and content are required.') in the reader's language, whichever tab is shown.
  const textFields: TranslatableFieldSpec<(typeof ARTICLE_TEXT_FIELDS)[number]>[] = [
    {
      field: 'title',
      label: t('admin:articles.form.editTitleField'),
      required: true,
      checkedByForm: true,
      invalid: incomplete && !title.trim(),
    },
    {
      field: 'content',
      label: t('admin:articles.form.editContentField'),
      required: true,
      checkedByForm: true,
      minRows: 8,
      invalid: incomplete && !content.trim(),
    },
  ];

  const submit = () => {
    if (!title.trim() || !content.trim()) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    onSubmit({ title: title.trim(), content, translations: texts.translations, image });
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
      {incomplete && <Alert severity="error">{t('admin:articles.form.required')}</Alert>}
      <TranslatableTextFields fields={textFields} texts={texts} fieldErrors={fieldErrors} autoFocus />
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
