import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ENQUIRY_LIMITS } from '@/common/constants';
import { FormDialog, type EntityFormDialogProps } from '@/client/components/FormDialog';

interface EnquiryNoteDialogProps extends EntityFormDialogProps<string> {
  note: string;
}

/** The internal note's form. Mount it afresh per opening so cancelling drops the draft. */
export function EnquiryNoteDialog({ note, submitting, fieldErrors = {}, onSubmit, onClose }: EnquiryNoteDialogProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState(note);
  return (
    <FormDialog
      open
      title={t('admin:inbox.note.dialogTitle')}
      submitLabel={t('admin:inbox.note.save')}
      submitting={submitting}
      onSubmit={() => onSubmit(draft)}
      onClose={onClose}
    >
      <TextField
        label={t('admin:inbox.note.label')}
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        multiline
        minRows={6}
        autoFocus
        error={Boolean(fieldErrors.note)}
        helperText={fieldErrors.note ?? t('admin:inbox.note.length', { count: draft.length, max: ENQUIRY_LIMITS.note })}
        slotProps={{ htmlInput: { maxLength: ENQUIRY_LIMITS.note } }}
      />
    </FormDialog>
  );
}
