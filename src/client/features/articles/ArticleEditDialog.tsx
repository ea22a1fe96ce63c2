import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Article } from '../../../common/api/content';
import { LIMITS } from '../../../common/constants';
import { FormDialog } from '../../components/FormDialog';
import { ImageUploadField } from '../../components/ImageUploadField';

export interface ArticleEdit {
  title: string;
  content: string;
  /** Null keeps the current image. */
  image: File | null;
}

interface ArticleEditDialogProps {
  article: Article;
  submitting: boolean;
  fieldErrors?: Record<string, string>;
  onSubmit: (edit: ArticleEdit) => void;
  onClose: () => void;
}

// The fields show as required, but the browser's own check is off so that a blank title or content gets
// the product's message ('Title and content are required.') in the reader's language.
const requiredByUs = { required: false, 'aria-required': true } as const;

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
      {incomplete && <Alert severity="error">{t('admin:articles.form.required')}</Alert>}
      <TextField
        label={t('admin:articles.form.editTitleField')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { ...requiredByUs, maxLength: LIMITS.name } }}
        error={Boolean(fieldErrors.title) || (incomplete && !title.trim())}
        helperText={fieldErrors.title}
      />
      <TextField
        label={t('admin:articles.form.editContentField')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        required
        multiline
        minRows={8}
        slotProps={{ htmlInput: { ...requiredByUs, maxLength: LIMITS.longText } }}
        error={Boolean(fieldErrors.content) || (incomplete && !content.trim())}
        helperText={fieldErrors.content}
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
