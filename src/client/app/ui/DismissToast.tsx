import Close from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useTranslation } from 'react-i18next';

/** Closes its toast at once. */
export function DismissToast({ id }: { id: SnackbarKey }) {
  const { t } = useTranslation();
  const { closeSnackbar } = useSnackbar();
  return (
    <IconButton size="small" color="inherit" aria-label={t('common:actions.dismiss')} onClick={() => closeSnackbar(id)}>
      <Close fontSize="small" />
    </IconButton>
  );
}
