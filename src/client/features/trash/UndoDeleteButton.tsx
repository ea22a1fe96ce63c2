import Button from '@mui/material/Button';
import { useSnackbar, type SnackbarKey } from 'notistack';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '@/client/app/hooks';
import { DismissToast } from '@/client/app/ui/DismissToast';
import { showToast } from '@/client/app/ui/toast';
import type { DeletedItem } from '@/client/app/ui/uiSlice';
import { refusalToast } from '@/client/components/refusalToast';
import { useRestoreFromTrashMutation } from './trashApi';

interface UndoDeleteButtonProps {
  item: DeletedItem;
  /** Closes the toast it stands in, once the restore has been answered. */
  onDone: () => void;
}

/**
 * A deletion toast's 'Undo': restores the item from the trash as it was, then says so, or why the server refused
 * (its name taken meanwhile: the Trash screen then asks for another).
 */
export function UndoDeleteButton({ item, onDone }: UndoDeleteButtonProps) {
  const { t, i18n } = useTranslation();
  const dispatch = useAppDispatch();
  const [restore, { isLoading }] = useRestoreFromTrashMutation();

  const undo = async () => {
    const result = await restore({ ...item, body: {} });
    onDone();
    dispatch(
      'error' in result
        ? showToast(refusalToast(result.error, i18n, 'admin:trash.undoFailed'), 'error', 'admin')
        : showToast('admin:trash.undone', 'success', 'admin'),
    );
  };

  return (
    <Button color="inherit" size="small" disabled={isLoading} onClick={() => void undo()}>
      {t('admin:trash.undo')}
    </Button>
  );
}

/** A deletion toast's buttons: 'Undo', which restores the item from the trash, and the close button. */
export function UndoActions({ id, item }: { id: SnackbarKey; item: DeletedItem }) {
  const { closeSnackbar } = useSnackbar();
  return (
    <>
      <UndoDeleteButton item={item} onDone={() => closeSnackbar(id)} />
      <DismissToast id={id} />
    </>
  );
}
