import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAREER_TEXT_FIELDS, type AdminCareer, type CareerUpdateBody } from '@/common/api/careers';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
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
import { useTranslatableTexts } from '@/client/components/useTranslatableTexts';

type CareerText = (typeof CAREER_TEXT_FIELDS)[number];

/**
 * What the dialog sends: the texts and the publication (`state`, `publish_at`, `unpublish_at`), which says what the
 * SPEC's `status` said, so that is not sent.
 */
export type CareerDraft = Pick<CareerUpdateBody, CareerText | 'translations'> & PublicationFormValues;

interface CareerFormDialogProps extends EntityFormDialogProps<CareerDraft> {
  mode: 'create' | 'edit';
  open: boolean;
  career?: AdminCareer;
}

/**
 * 'TAMBAH LOWONGAN' and 'Edit Lowongan', with the career's publication below its texts: a new career is published,
 * scheduled or saved as a draft; an edit is saved in its state, or published, scheduled or unpublished. Mount it
 * afresh per opening so closing clears the fields.
 */
export function CareerFormDialog({
  mode,
  open,
  career,
  submitting,
  changes,
  fieldErrors = {},
  onSubmit,
  onClose,
}: CareerFormDialogProps) {
  const { t } = useTranslation();
  const texts = useTranslatableTexts(CAREER_TEXT_FIELDS, career);
  const [englishErrors, setEnglishErrors] = useState<Partial<Record<CareerText, string>>>({});
  const publication = usePublicationForm(career, changes);

  const textFields: TranslatableFieldSpec<CareerText>[] = [
    { field: 'name', label: t('admin:careers.fields.name'), required: true },
    { field: 'position', label: t('admin:careers.fields.position'), required: true },
    { field: 'description', label: t('admin:careers.fields.description'), minRows: 5 },
  ];

  const submit = (action: PublicationAction) => {
    const blank = blankEnglishTexts(textFields, texts.english, t('validation:fields.required'));
    setEnglishErrors(blank);
    const publicationReady = publication.check(action);
    if (Object.keys(blank).length || !publicationReady) return;
    const { name, position, description } = texts.english;
    onSubmit({
      name: name.trim(),
      position: position.trim(),
      description,
      translations: texts.translations,
      ...publication.fieldsFor(action),
    });
  };

  return (
    <FormDialog
      open={open}
      title={t(mode === 'create' ? 'admin:careers.form.createTitle' : 'admin:careers.form.editTitle')}
      submitting={submitting}
      onClose={onClose}
      {...publication.dialogActions(submit)}
    >
      <TranslatableTextFields
        fields={textFields}
        texts={texts}
        fieldErrors={fieldErrors}
        englishErrors={englishErrors}
        autoFocus
      />
      <PublicationFields form={publication} fieldErrors={fieldErrors} />
    </FormDialog>
  );
}
