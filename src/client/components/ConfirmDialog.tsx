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
  /** What the buttons say when 'Yes, I'm sure' and 'No, cancel' would not answer the question. */
  confirmLabel?: string;
  cancelLabel?: string;
  /** The confirming button's colour: red for what cannot be taken back, the main colour for what can. */
  tone?: 'error' | 'primary';
}

/** "Are you sure…?" with 'Yes, I'm sure' and 'No, cancel'. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, question, busy, onConfirm, onCancel, confirmLabel, cancelLabel, tone = 'error' } = props;
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
          {cancelLabel ?? t('admin:confirm.no')}
        </Button>
        <Button
          onClick={onConfirm}
          color={tone}
          variant="contained"
          disabled={busy}
          startIcon={busy ? <ButtonSpinner /> : undefined}
        >
          {confirmLabel ?? t('admin:confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
