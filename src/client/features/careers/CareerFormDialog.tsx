import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CAREER_TEXT_FIELDS, type AdminCareer, type CareerUpdateBody } from '@/common/api/careers';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import {
  blankEnglishTexts,
  TranslatableTextFields,
  type TranslatableFieldSpec,
} from '@/client/components/TranslatableTextFields';
import { useTranslatableTexts } from '@/client/components/useTranslatableTexts';

type CareerText = (typeof CAREER_TEXT_FIELDS)[number];

interface CareerFormDialogProps extends EntityFormDialogProps<CareerUpdateBody> {
  mode: 'create' | 'edit';
  open: boolean;
  career?: AdminCareer;
}

/** 'TAMBAH LOWONGAN' and 'Edit Lowongan'. Mount it afresh per opening so closing clears the fields. */
export function CareerFormDialog({
  mode,
  open,
  career,
  submitting,
  fieldErrors = {},
  onSubmit,
  onClose,
}: CareerFormDialogProps) {
  const { t } = useTranslation();
  const texts = useTranslatableTexts(CAREER_TEXT_FIELDS, career);
  const [englishErrors, setEnglishErrors] = useState<Partial<Record<CareerText, string>>>({});
  const [status, setStatus] = useState(career ? String(career.status) : 'true');

  const textFields: TranslatableFieldSpec<CareerText>[] = [
    { field: 'name', label: t('admin:careers.fields.name'), required: true },
    { field: 'position', label: t('admin:careers.fields.position'), required: true },
    { field: 'description', label: t('admin:careers.fields.description'), minRows: 5 },
  ];

  const submit = () => {
    const blank = blankEnglishTexts(textFields, texts.english, t('validation:fields.required'));
    setEnglishErrors(blank);
    if (Object.keys(blank).length) return;
    const { name, position, description } = texts.english;
    onSubmit({
      name: name.trim(),
      position: position.trim(),
      description,
      status: status === 'true',
      translations: texts.translations,
    });
  };

  return (
    <FormDialog
      open={open}
      title={t(mode === 'create' ? 'admin:careers.form.createTitle' : 'admin:careers.form.editTitle')}
      submitLabel={t(mode === 'create' ? 'admin:careers.form.create' : 'admin:careers.form.save')}
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
      {mode === 'edit' && (
        <TextField
          select
          label={t('admin:careers.fields.status')}
          value={status}
          onChange={(event) => setStatus(event.target.value)}
        >
          <MenuItem value="true">{t('admin:careers.status.active')}</MenuItem>
          <MenuItem value="false">{t('admin:careers.status.inactive')}</MenuItem>
        </TextField>
      )}
    </FormDialog>
  );
}
