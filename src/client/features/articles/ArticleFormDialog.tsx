import Alert from '@mui/material/Alert';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ARTICLE_TEXT_FIELDS, type AdminArticle, type ArticleFields } from '@/common/api/articles';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { FormTextField } from '@/client/components/FormTextField';
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

type ArticleText = (typeof ARTICLE_TEXT_FIELDS)[number];

/** What the dialog sends: the texts, the image and the publication (`state`, `publish_at`, `unpublish_at`). */
export interface ArticleDraft extends PublicationFormValues {
  title: string;
  /** Written when adding; editing keeps it as it is. */
  author: string;
  content: string;
  /** Every other language's title and content, sent together so none is lost. */
  translations: ArticleFields['translations'];
  /** Always set when adding; null when editing keeps the current image. */
  image: File | null;
}

interface ArticleFormDialogProps extends EntityFormDialogProps<ArticleDraft> {
  /** The article being edited ('Edit Artikel'); without it the dialog adds one ('TAMBAH ARTIKEL'). */
  article?: AdminArticle;
}

/**
 * 'TAMBAH ARTIKEL' (title, author, content and an image, each required field saying so) and 'Edit Artikel' (title,
 * content and an optional new image; a blank title or content gets SPEC's one message, 'Title and content are
 * required.', whichever language tab is shown), with the article's publication below: a new article is published,
 * scheduled or saved as a draft; an edit is saved in its state, or published, scheduled or unpublished. Mount it
 * afresh per opening so closing clears the fields.
 */
export function ArticleFormDialog({
  article,
  submitting,
  changes,
  fieldErrors = {},
  onSubmit,
  onClose,
}: ArticleFormDialogProps) {
  const { t } = useTranslation();
  const editing = article !== undefined;
  const texts = useTranslatableTexts(ARTICLE_TEXT_FIELDS, article);
  const [englishErrors, setEnglishErrors] = useState<Partial<Record<ArticleText, string>>>({});
  const [incomplete, setIncomplete] = useState(false);
  const [author, setAuthor] = useState(article?.author ?? '');
  const image = useImageChoice(!editing);
  const publication = usePublicationForm(article, changes);
  const { title, content } = texts.english;

  const textFields: TranslatableFieldSpec<ArticleText>[] = editing
    ? [
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
      ]
    : [
        { field: 'title', label: t('admin:articles.form.title'), required: true },
        { field: 'content', label: t('admin:articles.form.content'), required: true, minRows: 6 },
      ];

  const submit = (action: PublicationAction) => {
    const imageReady = image.check();
    const publicationReady = publication.check(action);
    if (editing) {
      setIncomplete(!title.trim() || !content.trim());
      if (!title.trim() || !content.trim()) return;
    } else {
      const blank = blankEnglishTexts(textFields, texts.english, t('validation:fields.required'));
      setEnglishErrors(blank);
      if (Object.keys(blank).length) return;
    }
    if (!imageReady || !publicationReady) return;
    onSubmit({
      title: title.trim(),
      author: author.trim(),
      content,
      translations: texts.translations,
      image: image.file,
      ...publication.fieldsFor(action),
    });
  };

  return (
    <FormDialog
      open
      title={t(editing ? 'admin:articles.form.editTitle' : 'admin:articles.form.createTitle')}
      submitting={submitting}
      onClose={onClose}
      {...publication.dialogActions(submit)}
    >
      {incomplete && <Alert severity="error">{t('admin:articles.form.required')}</Alert>}
      <TranslatableTextFields
        fields={textFields}
        texts={texts}
        fieldErrors={fieldErrors}
        englishErrors={englishErrors}
        autoFocus
      />
      {!editing && (
        <FormTextField
          label={t('admin:articles.form.author')}
          value={author}
          onChange={setAuthor}
          error={fieldErrors.author}
        />
      )}
      <ImageUploadField
        label={t('admin:articles.form.image')}
        file={image.file}
        onChange={image.choose}
        currentImageUrl={article?.article_image?.src}
        error={image.missing ? t('admin:upload.required') : fieldErrors.article_image}
      />
      <PublicationFields form={publication} fieldErrors={fieldErrors} />
    </FormDialog>
  );
}
