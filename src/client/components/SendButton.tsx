import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** A public form's submit: spins and is disabled while sending, so nobody sends twice. */
export function SendButton({ label, sending }: { label: string; sending: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={sending}
      startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : <Send />}
      sx={{ minHeight: 48, alignSelf: 'flex-start' }}
    >
      {sending ? t('common:state.sending') : label}
    </Button>
  );
}
