import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Enquiry } from '@/common/api/enquiries';
import { fieldErrors } from '@/client/api/errors';
import { useAdminModal } from '@/client/components/useAdminModal';
import { EnquiryNoteDialog } from './EnquiryNoteDialog';
import { EnquirySection } from './EnquirySection';
import { useUpdateEnquiryMutation } from './inboxApi';

const NOTE_MODAL = 'enquiry.note';

/** The admins' own note on the enquiry (never shown to the visitor), edited in the form dialog. */
export function EnquiryNoteSection({ enquiry }: { enquiry: Enquiry }) {
  const { t } = useTranslation();
  const { modal, openModal, closeModal, finishSubmit } = useAdminModal();
  const [updateEnquiry, saving] = useUpdateEnquiryMutation();

  const close = () => {
    closeModal();
    saving.reset();
  };

  const save = async (note: string) => {
    const result = await updateEnquiry({ id: enquiry.id, body: { note } });
    finishSubmit(result, { succeeded: 'admin:inbox.note.saved', failed: 'admin:inbox.note.saveFailed' }, close);
  };

  const hasNote = enquiry.note.trim() !== '';
  return (
    <EnquirySection title={t('admin:inbox.sections.note')}>
      {hasNote ? (
        <Box component="p" sx={{ whiteSpace: 'pre-wrap', m: 0, overflowWrap: 'anywhere' }}>
          {enquiry.note}
        </Box>
      ) : (
        <Typography color="text.secondary">{t('admin:inbox.note.empty')}</Typography>
      )}
      <Box>
        <Button variant="outlined" onClick={() => openModal({ name: NOTE_MODAL, entityId: enquiry.id })}>
          {t(hasNote ? 'admin:inbox.note.edit' : 'admin:inbox.note.add')}
        </Button>
      </Box>
      {modal?.name === NOTE_MODAL && (
        <EnquiryNoteDialog
          note={enquiry.note}
          submitting={saving.isLoading}
          fieldErrors={fieldErrors(saving.error, t)}
          onSubmit={(note) => void save(note)}
          onClose={close}
        />
      )}
    </EnquirySection>
  );
}
