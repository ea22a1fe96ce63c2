import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SLIDE_LINK_PATTERN, SLIDE_TEXT_FIELDS, type AdminSlide } from '@/common/api/slides';
import { DEFAULT_LANGUAGE } from '@/common/language';
import { LIMITS } from '@/common/constants';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';
import { ImageUploadField } from '@/client/components/ImageUploadField';
import { LanguageTabs } from '@/client/components/LanguageTabs';
import { PublicationFields, usePublicationForm, type PublicationAction } from '@/client/components/PublicationFields';
import { useImageChoice } from '@/client/components/useImageChoice';
import { languagesWithErrors, useTranslatableTexts } from '@/client/components/useTranslatableTexts';
import { holdFile } from '@/client/api/pendingFiles';
import { useItemHistory } from '@/client/features/activity/activityApi';
import type { SlideDraft } from './siteContentApi';
import { textError } from './textError';

type SlideText = (typeof SLIDE_TEXT_FIELDS)[number];

interface SlideFormDialogProps extends EntityFormDialogProps<SlideDraft> {
  /** The slide being edited; without it the dialog adds one and needs an image. */
  slide?: AdminSlide;
}

/**
 * Adding or editing a slide: its image, its texts in every language, where its button leads and its publication (a
 * new slide is published, scheduled or saved as a draft; an edit is saved in its state, or published, scheduled or
 * unpublished).
 */
export function SlideFormDialog({
  slide,
  submitting,
  changes,
  fieldErrors = {},
  onSubmit,
  onClose,
}: SlideFormDialogProps) {
  const { t } = useTranslation();
  const texts = useTranslatableTexts<SlideText>(SLIDE_TEXT_FIELDS, slide);
  const [link, setLink] = useState(slide?.button_link ?? '');
  const image = useImageChoice(!slide);
  const history = useItemHistory('slides', slide?.id);
  const [altMissing, setAltMissing] = useState(false);
  const publication = usePublicationForm(slide, changes);

  const submit = (action: PublicationAction) => {
    const imageReady = image.check();
    const publicationReady = publication.check(action);
    const missingAlt = !texts.english.alt_text.trim();
    setAltMissing(missingAlt);
    if (!imageReady || !publicationReady || missingAlt) return;
    onSubmit({
      ...texts.english,
      button_link: link.trim(),
      translations: texts.translations,
      imageFileId: image.file ? holdFile(image.file) : undefined,
      ...publication.fieldsFor(action),
    });
  };

  const labels: Record<SlideText, string> = {
    title: t('admin:siteContent.slides.form.title'),
    subtitle: t('admin:siteContent.slides.form.subtitle'),
    button_label: t('admin:siteContent.slides.form.buttonLabel'),
    alt_text: t('admin:siteContent.slides.form.altText'),
  };
  const invalid = languagesWithErrors(fieldErrors, SLIDE_TEXT_FIELDS);
  if (altMissing && !invalid.includes(DEFAULT_LANGUAGE)) invalid.push(DEFAULT_LANGUAGE);

  return (
    <FormDialog
      open
      title={t(slide ? 'admin:siteContent.slides.form.editTitle' : 'admin:siteContent.slides.form.createTitle')}
      submitting={submitting}
      onClose={onClose}
      {...publication.dialogActions(submit)}
      history={history}
    >
      <ImageUploadField
        label={t('admin:siteContent.slides.form.image')}
        file={image.file}
        onChange={image.choose}
        currentImageUrl={slide?.image.src}
        error={image.missing ? t('admin:siteContent.form.fileRequired') : fieldErrors.image}
      />
      <LanguageTabs missing={texts.missing} invalid={invalid}>
        {(language) =>
          SLIDE_TEXT_FIELDS.map((field) => {
            const requiredHere = field === 'alt_text' && language === DEFAULT_LANGUAGE;
            const error =
              textError(fieldErrors, language, field) ??
              (requiredHere && altMissing ? t('admin:siteContent.slides.form.altRequired') : undefined);
            return (
              <TextField
                key={`${language}-${field}`}
                label={labels[field]}
                value={texts.textOf(language, field)}
                onChange={(event) => {
                  texts.setText(language, field, event.target.value);
                  if (requiredHere) setAltMissing(false);
                }}
                required={requiredHere}
                multiline={field === 'subtitle'}
                minRows={field === 'subtitle' ? 2 : undefined}
                error={Boolean(error)}
                helperText={error ?? (field === 'alt_text' ? t('admin:siteContent.slides.form.altHint') : undefined)}
                slotProps={{
                  htmlInput: {
                    maxLength: field === 'subtitle' || field === 'alt_text' ? LIMITS.shortText : LIMITS.name,
                    ...(requiredHere && { required: false, 'aria-required': true }),
                  },
                }}
              />
            );
          })
        }
      </LanguageTabs>
      <TextField
        label={t('admin:siteContent.slides.form.link')}
        value={link}
        onChange={(event) => setLink(event.target.value)}
        error={Boolean(fieldErrors.button_link)}
        helperText={fieldErrors.button_link ?? t('admin:siteContent.slides.form.linkHint')}
        slotProps={{ htmlInput: { pattern: SLIDE_LINK_PATTERN.slice(1, -1), maxLength: LIMITS.shortText } }}
      />
      <PublicationFields form={publication} fieldErrors={fieldErrors} />
    </FormDialog>
  );
}
