import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_TEXT_FIELDS, type ArticleFields } from '@/common/api/articles';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { FormTextField } from '@/client/components/FormTextField';
import { ImageUploadField } from '@/client/components/ImageUploadField';
import {
  blankEnglishTexts,
  TranslatableTextFields,
  type TranslatableFieldSpec,
} from '@/client/components/TranslatableTextFields';
import { useTranslatableTexts } from '@/client/components/useTranslatableTexts';

type ArticleText = (typeof ARTICLE_TEXT_FIELDS)[number];

export interface ArticleDraft {
  title: string;
  author: string;
  content: string;
  /** Every other language's title and content, sent together so none is lost. */
  translations: ArticleFields['translations'];
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
  const texts = useTranslatableTexts(ARTICLE_TEXT_FIELDS);
  const [englishErrors, setEnglishErrors] = useState<Partial<Record<ArticleText, string>>>({});
  const [author, setAuthor] = useState('');
  const [image, setImage] = useState<File | null>(null);
  const [imageMissing, setImageMissing] = useState(false);

  const textFields: TranslatableFieldSpec<ArticleText>[] = [
    { field: 'title', label: t('admin:articles.form.title'), required: true },
    { field: 'content', label: t('admin:articles.form.content'), required: true, minRows: 6 },
  ];

  const submit = () => {
    const blank = blankEnglishTexts(textFields, texts.english, t('validation:fields.required'));
    setEnglishErrors(blank);
    if (!image) setImageMissing(true);
    if (!image || Object.keys(blank).length) return;
    const { title, content } = texts.english;
    onSubmit({ title: title.trim(), author: author.trim(), content, translations: texts.translations, image });
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
      <TranslatableTextFields
        fields={textFields}
        texts={texts}
        fieldErrors={fieldErrors}
        englishErrors={englishErrors}
        autoFocus
      />
      <FormTextField
        label={t('admin:articles.form.author')}
        value={author}
        onChange={setAuthor}
        error={fieldErrors.author}
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
