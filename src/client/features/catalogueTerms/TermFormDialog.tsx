import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TERM_TEXT_FIELDS, type AdminTerm, type TermFields } from '@/common/api/product-data';
import type { HistoryCollection } from '@/common/api/activity';
import type { TermKind } from '@/common/constants';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import {
  blankEnglishTexts,
  TranslatableTextFields,
  type TranslatableFieldSpec,
} from '@/client/components/TranslatableTextFields';
import { useTranslatableTexts } from '@/client/components/useTranslatableTexts';
import { useItemHistory } from '@/client/features/activity/activityApi';

/** Each kind's collection: where its history is read (GET /admin/<collection>/{id}/history), and its trash. */
export const TERM_COLLECTIONS: Record<TermKind, HistoryCollection> = {
  industry: 'industries',
  application: 'applications',
};

interface TermFormDialogProps extends EntityFormDialogProps<TermFields> {
  kind: TermKind;
  /** The term to edit; a new one without it. */
  term?: AdminTerm;
}

/** 'ADD INDUSTRY' / 'EDIT INDUSTRY' (and the same for applications): the name in each language. */
export function TermFormDialog({ kind, term, submitting, fieldErrors = {}, onSubmit, onClose }: TermFormDialogProps) {
  const { t } = useTranslation();
  const texts = useTranslatableTexts(TERM_TEXT_FIELDS, term);
  const [englishErrors, setEnglishErrors] = useState<Partial<Record<'name', string>>>({});
  const history = useItemHistory(TERM_COLLECTIONS[kind], term?.id);
  const fields: TranslatableFieldSpec<'name'>[] = [
    { field: 'name', label: t(`admin:catalogueTerms.${kind}.name`), required: true },
  ];

  const submit = () => {
    const blank = blankEnglishTexts(fields, texts.english, t('validation:fields.required'));
    setEnglishErrors(blank);
    if (Object.keys(blank).length) return;
    onSubmit({ name: texts.english.name.trim(), translations: texts.translations });
  };

  return (
    <FormDialog
      open
      title={t(term ? `admin:catalogueTerms.${kind}.editTitle` : `admin:catalogueTerms.${kind}.createTitle`)}
      submitLabel={t('admin:catalogueTerms.submit')}
      submitting={submitting}
      onClose={onClose}
      onSubmit={submit}
      history={history}
    >
      <TranslatableTextFields
        fields={fields}
        texts={texts}
        fieldErrors={fieldErrors}
        englishErrors={englishErrors}
        autoFocus
      />
    </FormDialog>
  );
}
