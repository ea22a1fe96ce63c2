import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { RecoveryCodesPanel } from './RecoveryCodesPanel';

interface RecoveryCodesDialogProps {
  codes: string[];
  username: string;
  onDone: () => void;
}

/** A new set of recovery codes, shown this once; only 'I have saved them' (or Escape) closes it, not a stray click. */
export function RecoveryCodesDialog({ codes, username, onDone }: RecoveryCodesDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={(_event, reason) => reason !== 'backdropClick' && onDone()}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 800 }}>
        {t('admin:profile.codes.newTitle')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RecoveryCodesPanel codes={codes} username={username} />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button variant="contained" onClick={onDone} autoFocus>
          {t('admin:profile.codes.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
