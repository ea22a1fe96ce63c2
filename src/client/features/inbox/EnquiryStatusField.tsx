import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { ENQUIRY_STATUSES, type Enquiry, type EnquiryStatus } from '@/common/api/enquiries';
import { useAdminModal } from '@/client/components/useAdminModal';
import { useUpdateEnquiryMutation } from './inboxApi';

/** The enquiry's status, saved as soon as another one is picked. */
export function EnquiryStatusField({ enquiry }: { enquiry: Enquiry }) {
  const { t } = useTranslation();
  const { finishSubmit } = useAdminModal();
  const [updateEnquiry, saving] = useUpdateEnquiryMutation();
  // While saving, the pick is shown rather than the stored status it replaces.
  const shown = (saving.isLoading && saving.originalArgs?.body.status) || enquiry.status;

  const save = async (status: EnquiryStatus) => {
    if (status === enquiry.status) return;
    const result = await updateEnquiry({ id: enquiry.id, body: { status } });
    const toasts = { succeeded: 'admin:inbox.status.saved', failed: 'admin:inbox.status.saveFailed' };
    finishSubmit(result, toasts, () => undefined);
  };

  return (
    <TextField
      select
      label={t('admin:inbox.status.label')}
      value={shown}
      onChange={(event) => void save(event.target.value as EnquiryStatus)}
      fullWidth
    >
      {ENQUIRY_STATUSES.map((status) => (
        <MenuItem key={status} value={status}>
          {t(`admin:inbox.statuses.${status}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
