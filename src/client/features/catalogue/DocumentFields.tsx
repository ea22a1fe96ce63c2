import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentChanges, type ProductDocument } from '@/common/api/product-data';
import { DOCUMENT_KINDS } from '@/common/constants';
import { LANGUAGES } from '@/common/language';

const NAME_MAX_LENGTH = DocumentChanges.properties.name.maxLength;

/** What an admin says about a document besides its file. */
export interface DocumentDraft {
  kind: ProductDocument['kind'];
  language: ProductDocument['language'];
  name: string;
  onRequest: boolean;
}

export const draftOf = (document?: ProductDocument): DocumentDraft => ({
  kind: document?.kind ?? 'tds',
  language: document?.language ?? 'en',
  name: document?.name ?? '',
  onRequest: document?.on_request ?? false,
});

interface DocumentFieldsProps {
  draft: DocumentDraft;
  onChange: (draft: DocumentDraft) => void;
  /** The server's problems by its field names (`kind`, `language`, `name`, `on_request`). */
  errors: Record<string, string>;
  /** On an edit the name is required; on an upload an empty one takes the file's name. */
  nameRequired: boolean;
}

/** A document's type, language, name and whether it is sent on request only. */
export function DocumentFields({ draft, onChange, errors, nameRequired }: DocumentFieldsProps) {
  const { t } = useTranslation();
  const onRequestHintId = useId();
  const change = (changes: Partial<DocumentDraft>) => onChange({ ...draft, ...changes });
  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          select
          fullWidth
          label={t('admin:productData.documents.kind')}
          value={draft.kind}
          onChange={(event) => change({ kind: event.target.value as DocumentDraft['kind'] })}
          error={Boolean(errors.kind)}
          helperText={errors.kind}
        >
          {DOCUMENT_KINDS.map((kind) => (
            <MenuItem key={kind} value={kind}>
              {t(`public:productData.documents.kinds.${kind}`)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          label={t('admin:productData.documents.language')}
          value={draft.language}
          onChange={(event) => change({ language: event.target.value as DocumentDraft['language'] })}
          error={Boolean(errors.language)}
          helperText={errors.language}
        >
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language}>
              {t(`public:productData.documents.languages.${language}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <TextField
        label={t('admin:productData.documents.name')}
        value={draft.name}
        onChange={(event) => change({ name: event.target.value })}
        required={nameRequired}
        error={Boolean(errors.name)}
        helperText={errors.name ?? t('admin:productData.documents.nameHint')}
        slotProps={{ htmlInput: { maxLength: NAME_MAX_LENGTH, ...(nameRequired && { pattern: '.*\\S.*' }) } }}
      />
      <div>
        <FormControlLabel
          control={
            <Checkbox
              checked={draft.onRequest}
              onChange={(event) => change({ onRequest: event.target.checked })}
              slotProps={{ input: { 'aria-describedby': onRequestHintId } }}
            />
          }
          label={t('admin:productData.documents.onRequest')}
        />
        <FormHelperText id={onRequestHintId} error={Boolean(errors.on_request)} sx={{ mt: 0 }}>
          {errors.on_request ?? t('admin:productData.documents.onRequestHint')}
        </FormHelperText>
      </div>
    </Stack>
  );
}
