import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNER_TEXT_FIELDS, type AdminPartner } from '@/common/api/partners';
import { LIMITS } from '@/common/constants';
import { DEFAULT_LANGUAGE } from '@/common/language';
import { holdFile } from '@/client/api/pendingFiles';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { ImageUploadField } from '@/client/components/ImageUploadField';
import { useImageChoice } from '@/client/components/useImageChoice';
import { LanguageTabs } from '@/client/components/LanguageTabs';
import { PublicationFields, usePublicationForm, type PublicationAction } from '@/client/components/PublicationFields';
import { languagesWithErrors, useTranslatableTexts } from '@/client/components/useTranslatableTexts';
import { useItemHistory } from '@/client/features/activity/activityApi';
import type { PartnerDraft } from './siteContentApi';
import { textError } from './textError';

interface PartnerFormDialogProps extends EntityFormDialogProps<PartnerDraft> {
  /** The partner being edited; without it the dialog adds one and needs a logo. */
  partner?: AdminPartner;
}

/**
 * Adding or editing a partner: its logo, its name in every language, its website and its publication (a new partner
 * is published, scheduled or saved as a draft; an edit is saved in its state, or published, scheduled or
 * unpublished).
 */
export function PartnerFormDialog({
  partner,
  submitting,
  changes,
  fieldErrors = {},
  onSubmit,
  onClose,
}: PartnerFormDialogProps) {
  const { t } = useTranslation();
  const texts = useTranslatableTexts(PARTNER_TEXT_FIELDS, partner);
  const [link, setLink] = useState(partner?.link ?? '');
  const logo = useImageChoice(!partner);
  const history = useItemHistory('partners', partner?.id);
  const [nameMissing, setNameMissing] = useState(false);
  const publication = usePublicationForm(partner, changes);

  const submit = (action: PublicationAction) => {
    const logoReady = logo.check();
    const publicationReady = publication.check(action);
    const missingName = !texts.english.name.trim();
    setNameMissing(missingName);
    if (!logoReady || !publicationReady || missingName) return;
    onSubmit({
      name: texts.english.name.trim(),
      link: link.trim(),
      translations: texts.translations,
      logoFileId: logo.file ? holdFile(logo.file) : undefined,
      ...publication.fieldsFor(action),
    });
  };

  const invalid = languagesWithErrors(fieldErrors, PARTNER_TEXT_FIELDS);
  if (nameMissing && !invalid.includes(DEFAULT_LANGUAGE)) invalid.push(DEFAULT_LANGUAGE);

  return (
    <FormDialog
      open
      title={t(partner ? 'admin:siteContent.partners.form.editTitle' : 'admin:siteContent.partners.form.createTitle')}
      submitting={submitting}
      onClose={onClose}
      {...publication.dialogActions(submit)}
      history={history}
    >
      <ImageUploadField
        label={t('admin:siteContent.partners.form.logo')}
        file={logo.file}
        onChange={logo.choose}
        currentImageUrl={partner?.logo.src}
        error={logo.missing ? t('admin:siteContent.form.fileRequired') : fieldErrors.logo}
      />
      <LanguageTabs missing={texts.missing} invalid={invalid}>
        {(language) => {
          const required = language === DEFAULT_LANGUAGE;
          const error =
            textError(fieldErrors, language, 'name') ??
            (required && nameMissing ? t('admin:siteContent.partners.form.nameRequired') : undefined);
          return (
            <TextField
              key={language}
              label={t('admin:siteContent.partners.form.name')}
              value={texts.textOf(language, 'name')}
              onChange={(event) => {
                texts.setText(language, 'name', event.target.value);
                if (required) setNameMissing(false);
              }}
              required={required}
              error={Boolean(error)}
              helperText={error}
              slotProps={{
                htmlInput: { maxLength: LIMITS.name, ...(required && { required: false, 'aria-required': true }) },
              }}
            />
          );
        }}
      </LanguageTabs>
      <TextField
        label={t('admin:siteContent.partners.form.link')}
        value={link}
        type="url"
        onChange={(event) => setLink(event.target.value)}
        error={Boolean(fieldErrors.link)}
        helperText={fieldErrors.link ?? t('admin:siteContent.linkHint')}
        slotProps={{ htmlInput: { pattern: 'https?://\\S+', maxLength: LIMITS.shortText } }}
      />
      <PublicationFields form={publication} fieldErrors={fieldErrors} />
    </FormDialog>
  );
}
