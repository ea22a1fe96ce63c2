import type { HistoryCollection } from '@/common/api/activity';
import { isServerAnswer, type MutationResult } from '../api/errors';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { showDeletedToast, showToast, type ToastText } from '../app/ui/toast';
import { modalClosed, modalOpened, type DeletedItem, type ModalState } from '../app/ui/uiSlice';

/** The toasts that say how a form's mutation went. */
export interface SubmitToasts {
  succeeded: string;
  failed: string;
  /** When the server could not be reached at all; `failed` when not given. */
  unreachable?: string;
}

/** The open admin modal (a form or a confirmation), and the toasts and closing that follow its mutation. */
export function useAdminModal() {
  const dispatch = useAppDispatch();
  const modal = useAppSelector((state) => state.ui.modal);

  const openModal = (opened: ModalState) => dispatch(modalOpened(opened));
  const closeModal = () => dispatch(modalClosed());
  const toast = (text: string | ToastText, variant: 'success' | 'error') => dispatch(showToast(text, variant, 'admin'));
  /** A deletion's success toast, which offers to restore the item from the trash while it shows. */
  const toastDeleted = (text: string | ToastText, item: DeletedItem) => dispatch(showDeletedToast(text, item));

  /** Toasts how a form's mutation went and, when it succeeded, closes the form; a failed form stays open. */
  const finishSubmit = (result: MutationResult, toasts: SubmitToasts, closeForm: () => void) => {
    if ('data' in result) {
      toast(toasts.succeeded, 'success');
      closeForm();
    } else {
      const key = toasts.unreachable && !isServerAnswer(result.error) ? toasts.unreachable : toasts.failed;
      toast(key, 'error');
    }
  };

  /**
   * Deletes the entity the named confirmation was opened for and says whether it did; on failure the confirmation
   * stays open. Without a `succeeded` toast the caller says what happened (e.g. on the page it goes to next). With
   * `undo`, the collection whose deleted items go to the trash, the toast offers to restore the entity.
   */
  const deleteConfirmed = async (
    confirmation: string,
    deleteEntity: (id: number) => PromiseLike<MutationResult>,
    toasts: { succeeded?: string; failed: string; undo?: HistoryCollection },
  ): Promise<boolean> => {
    if (modal?.name !== confirmation || modal.entityId === undefined) return false;
    const id = modal.entityId;
    const result = await deleteEntity(id);
    if ('error' in result) {
      toast(toasts.failed, 'error');
      return false;
    }
    closeModal();
    if (toasts.succeeded && toasts.undo) toastDeleted(toasts.succeeded, { collection: toasts.undo, id });
    else if (toasts.succeeded) toast(toasts.succeeded, 'success');
    return true;
  };

  return { modal, openModal, closeModal, toast, toastDeleted, finishSubmit, deleteConfirmed };
}
