import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '../../../common/constants';
import { FormDialog } from '../../components/FormDialog';
import { ImageUploadField } from '../../components/ImageUploadField';

export interface ArticleDraft {
  title: string;
  author: string;
  content: string;
  image: File;
}

interface ArticleCreateDialogProps {
  submitting: boolean;
  fieldErrors?: Record<string, string>;
  onSubmit: (draft: ArticleDraft) => void;
  onClose: () => void;
}

/** 'TAMBAH ARTIKEL'. Mount it afresh per opening so closing clears the fields. */
export function ArticleCreateDialog({ submitting, fieldErrors = {}, onSubmit, onClose }: ArticleCreateDialogProps) {
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
      <TextField
        label={t('admin:articles.form.title')}
        value={title}
        onChange={(event) => setTitle(event.target.value)}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: LIMITS.name, pattern: '.*\\S.*' } }}
        error={Boolean(fieldErrors.title)}
        helperText={fieldErrors.title}
      />
      <TextField
        label={t('admin:articles.form.author')}
        value={author}
        onChange={(event) => setAuthor(event.target.value)}
        slotProps={{ htmlInput: { maxLength: LIMITS.name } }}
        error={Boolean(fieldErrors.author)}
        helperText={fieldErrors.author}
      />
      <TextField
        label={t('admin:articles.form.content')}
        value={content}
        onChange={(event) => setContent(event.target.value)}
        required
        multiline
        minRows={6}
        slotProps={{ htmlInput: { maxLength: LIMITS.longText } }}
        error={Boolean(fieldErrors.content)}
        helperText={fieldErrors.content}
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
