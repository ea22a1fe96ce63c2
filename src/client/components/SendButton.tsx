import Send from '@mui/icons-material/Send';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { ButtonSpinner } from './ButtonSpinner';

/** A public form's submit: spins and is disabled while sending, so nobody sends twice. */
export function SendButton({ label, sending }: { label: string; sending: boolean }) {
  const { t } = useTranslation();
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disabled={sending}
      startIcon={sending ? <ButtonSpinner large /> : <Send />}
      sx={{ minHeight: 48, alignSelf: 'flex-start' }}
    >
      {sending ? t('common:state.sending') : label}
    </Button>
  );
}
