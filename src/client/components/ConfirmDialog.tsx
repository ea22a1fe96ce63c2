import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useTranslation } from 'react-i18next';
import { ButtonSpinner } from './ButtonSpinner';

interface ConfirmDialogProps {
  open: boolean;
  question: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** "Are you sure…?" with 'Yes, I'm sure' and 'No, cancel'. */
export function ConfirmDialog({ open, question, busy, onConfirm, onCancel }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onCancel}
      aria-describedby="confirm-dialog-question"
      maxWidth="xs"
      fullWidth
    >
      <DialogContent>
        <DialogContentText id="confirm-dialog-question" sx={{ color: 'text.primary', fontWeight: 600 }}>
          {question}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} disabled={busy}>
          {t('admin:confirm.no')}
        </Button>
        <Button
          onClick={onConfirm}
          color="error"
          variant="contained"
          disabled={busy}
          startIcon={busy ? <ButtonSpinner /> : undefined}
        >
          {t('admin:confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
